import type { MismatchId } from '../../src/spec-mismatches';
import { isMismatch, loadLichessSpec, type SpecTarget } from './lichess-spec';

/** Assert that `body` satisfies the official schema. */
export async function expectValid(target: SpecTarget, body: unknown): Promise<void> {
  const spec = await loadLichessSpec();
  expect({ target, errors: spec.errors(target, body) }).toEqual({ target, errors: [] });
}

/** Each line of an ND-JSON answer must satisfy the schema. */
export async function expectValidLines(target: SpecTarget, lines: unknown[]): Promise<void> {
  for (const line of lines) await expectValid(target, line);
}

/**
 * Assert that `body` fails the schema, and only because of the listed spec-versus-server mismatch
 * (so a real bug is never excused by the allow-list).
 */
export async function expectKnownMismatch(id: MismatchId, target: SpecTarget, body: unknown): Promise<void> {
  const spec = await loadLichessSpec();
  const errors = spec.errors(target, body);
  expect(errors.length).toBeGreaterThan(0);
  expect(errors.filter((e) => !isMismatch(id, e))).toEqual([]);
}
