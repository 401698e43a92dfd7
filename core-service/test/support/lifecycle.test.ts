// The setup/teardown helper every core test file uses: a failed setup reports its own cause, and
// what was opened is closed (also what a setup that outlived its budget opens afterwards).
import { createLifecycle, SetupFailedError } from './lifecycle';

describe('createLifecycle', () => {
  it('gives the set-up value and closes what was opened, last first', async () => {
    const closed: string[] = [];
    const life = createLifecycle('demo', async (open) => {
      open('db', (name) => closed.push(name));
      return open({ port: 1 }, () => closed.push('server'));
    });
    await expect(life.setUp()).resolves.toEqual({ port: 1 });
    expect(life.get()).toEqual({ port: 1 });
    await life.tearDown();
    expect(closed).toEqual(['server', 'db']);
  });

  it('fails with the original error, names it on every later use, and still closes what it opened', async () => {
    const closed: string[] = [];
    const cause = new Error('could not load the PGlite template');
    const life = createLifecycle('useTestApp', async (open) => {
      open('db', (name) => closed.push(name));
      throw cause;
    });
    await expect(life.setUp()).rejects.toBe(cause);
    expect(() => life.get()).toThrow(SetupFailedError);
    expect(() => life.get()).toThrow('useTestApp: setup failed, so this test cannot run: could not load the PGlite template');
    await life.tearDown();
    expect(closed).toEqual(['db']);
  });

  it('closes at once what a setup opens after teardown began (a setup that outlived its budget)', async () => {
    const closed: string[] = [];
    let finish!: () => void;
    const life = createLifecycle('slow', async (open) => {
      await new Promise<void>((resolve) => (finish = resolve));
      return open('late db', (name) => closed.push(name));
    });
    const running = life.setUp();
    expect(() => life.get()).toThrow(/not set up yet/);
    await life.tearDown();
    finish();
    await running;
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toEqual(['late db']);
  });

  it('reports a failing close without failing the teardown', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const life = createLifecycle('demo', async (open) => open('x', () => Promise.reject(new Error('boom'))));
    await life.setUp();
    await expect(life.tearDown()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('demo: closing a test resource failed', expect.any(Error));
    error.mockRestore();
  });
});
