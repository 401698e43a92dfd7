// The timeout budgets nest: edge > BFF > core > Lichess, and each shutdown budget covers its requests.
import { BUDGET_HOPS, budgetViolations, LICHESS_TIMEOUT_MS, SHUTDOWN_BUDGETS_MS, TIMEOUT_BUDGETS_MS } from './listen';

describe('timeout budgets', () => {
  it('gives every hop less time than its caller, and every shutdown at least its request budget', () => {
    expect(budgetViolations()).toEqual([]);
    for (let i = 1; i < BUDGET_HOPS.length; i++) {
      expect(TIMEOUT_BUDGETS_MS[BUDGET_HOPS[i]]).toBeLessThan(TIMEOUT_BUDGETS_MS[BUDGET_HOPS[i - 1]]);
    }
    expect(LICHESS_TIMEOUT_MS).toBe(TIMEOUT_BUDGETS_MS.lichess);
    expect(SHUTDOWN_BUDGETS_MS.core).toBeGreaterThanOrEqual(TIMEOUT_BUDGETS_MS.core);
  });

  it('names a hop whose budget is not below its caller’s', () => {
    expect(budgetViolations({ edge: 15_000, bff: 10_000, core: 10_000, lichess: 8_000 })).toEqual([
      "core's budget (10000 ms) is not below its caller bff's (10000 ms)",
    ]);
    expect(budgetViolations({ edge: 15_000, bff: 12_000, core: 10_000, lichess: 10_000 })).toEqual([
      "lichess's budget (10000 ms) is not below its caller core's (10000 ms)",
    ]);
  });

  it('names a shutdown budget that would cut off requests it accepted, or does not nest', () => {
    expect(budgetViolations(TIMEOUT_BUDGETS_MS, { edge: 16_000, bff: 14_000, core: 9_000 })).toEqual([
      "core's shutdown budget (9000 ms) is below its request budget (10000 ms)",
    ]);
    expect(budgetViolations(TIMEOUT_BUDGETS_MS, { edge: 16_000, bff: 16_000, core: 12_000 })).toEqual([
      "bff's shutdown budget is not below edge's",
    ]);
  });
});
