// axe-core in the journeys: every screen a journey shows is checked, and a serious or critical
// violation fails the journey with the rule, its help text and the elements it found.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeNode = { target: unknown[]; failureSummary?: string };
type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] };

const BLOCKING = new Set(['serious', 'critical']);

/**
 * The serious and critical violations axe finds on the page as it is now (WCAG 2.x A and AA rules),
 * and those of the rules in `alsoRules` whatever their impact (e.g. the moderate `heading-order`).
 */
export async function axeViolations(page: Page, alsoRules: readonly string[] = []): Promise<AxeViolation[]> {
  // a toast fading in is half transparent: contrast is judged on the screen at rest (at most 2 s)
  await page.evaluate(() =>
    Promise.race([
      Promise.allSettled(document.getAnimations().map((a) => a.finished)),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  // evaluated through the DevTools protocol, so the portal's Content-Security-Policy (script-src 'self')
  // need not be loosened for the test
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
    };
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  return violations.filter((v) => (v.impact !== null && BLOCKING.has(v.impact)) || alsoRules.includes(v.id));
}

/**
 * Fails with a readable list when the page shown has serious or critical accessibility violations, or
 * any violation of `alsoRules`.
 */
export async function expectAccessible(page: Page, screen: string, alsoRules: readonly string[] = []) {
  const violations = await axeViolations(page, alsoRules);
  if (violations.length === 0) return;
  const lines = violations.map(
    (v) =>
      `- ${v.impact} ${v.id}: ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${JSON.stringify(n.target)}`)
        .join('\n'),
  );
  const kinds = ['serious or critical', ...alsoRules].join(', ');
  throw new Error(`axe: ${violations.length} violation(s) (${kinds}) on ${screen}:\n${lines.join('\n')}`);
}

/** How many elements break each of the given rules, whatever their impact (e.g. `heading-order`, a moderate one). */
export async function axeRuleCounts(page: Page, rules: string[]): Promise<Record<string, number>> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (ids) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
    };
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ids }, resultTypes: ['violations'] });
    return result.violations;
  }, rules);
  return Object.fromEntries(rules.map((id) => [id, violations.find((v) => v.id === id)?.nodes.length ?? 0]));
}
