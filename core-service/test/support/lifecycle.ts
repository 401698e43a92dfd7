// The one way test files set up and tear down what they open (databases, sandboxes, servers):
//   const get = useSetup('test app', async (open) => { const db = open(await createTestDatabase(), (d) => d.close()); ... });
// - the setup hook has an explicit budget (SETUP_BUDGET_MS), not jest's 5 s default;
// - a failed setup fails with its own error, and every later use names that cause (no cascade of
//   "no database connection available" or "cannot read properties of undefined");
// - afterAll closes everything opened, in reverse order, even when setup failed half-way or is
//   still running after a timeout (what it opens later is closed as soon as it is opened), so a
//   red run ends promptly instead of hanging on open PGlite / knex / server handles.

export const SETUP_BUDGET_MS = 60_000;
export const TEARDOWN_BUDGET_MS = 30_000;

/** Registers a resource's close; returns the resource. */
export type Open = <T>(resource: T, close: (resource: T) => unknown) => T;

export class SetupFailedError extends Error {
  constructor(name: string, cause: unknown) {
    super(`${name}: setup failed, so this test cannot run: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'SetupFailedError';
  }
}

export type Lifecycle<T> = {
  /** runs the setup (once); rejects with the setup's own error */
  setUp(): Promise<T>;
  /** the set-up value; throws SetupFailedError (with the cause) when setup failed or has not finished */
  get(): T;
  /** closes everything opened so far (and whatever a still-running setup opens later); never rejects */
  tearDown(): Promise<void>;
};

/** The setup/teardown state machine behind useSetup, usable without jest hooks (and tested so). */
export function createLifecycle<T>(name: string, setup: (open: Open) => Promise<T>): Lifecycle<T> {
  const closers: Array<() => unknown> = [];
  let closing = false;
  let state: { ok: true; value: T } | { ok: false; error: unknown } | undefined;
  let running: Promise<T> | undefined;
  const closeQuietly = async (close: () => unknown) => {
    try {
      await close();
    } catch (err) {
      console.error(`${name}: closing a test resource failed`, err);
    }
  };
  const open: Open = (resource, close) => {
    const closer = () => close(resource);
    if (closing) void closeQuietly(closer); // opened after teardown began (a setup that outlived its budget)
    else closers.push(closer);
    return resource;
  };
  return {
    setUp() {
      running ??= setup(open).then(
        (value) => ((state = { ok: true, value }), value),
        (error: unknown) => {
          state = { ok: false, error };
          throw error;
        },
      );
      return running;
    },
    get() {
      if (state?.ok) return state.value;
      throw new SetupFailedError(name, state ? state.error : new Error(`not set up yet (did setup time out after ${SETUP_BUDGET_MS} ms?)`));
    },
    async tearDown() {
      closing = true;
      while (closers.length) await closeQuietly(closers.pop()!);
    },
  };
}

/** beforeAll/afterAll for one file-level setup; the returned function gives its value inside tests. */
export function useSetup<T>(name: string, setup: (open: Open) => Promise<T>): () => T {
  const lifecycle = createLifecycle(name, setup);
  beforeAll(() => lifecycle.setUp(), SETUP_BUDGET_MS);
  afterAll(() => lifecycle.tearDown(), TEARDOWN_BUDGET_MS);
  return () => lifecycle.get();
}
