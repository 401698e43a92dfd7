import { spawn } from 'node:child_process';
import { supervise } from './supervisor.mjs';

jest.setTimeout(30000); // real child processes, on a machine other test runs may load

/** A tiny child: exits with `code` after `afterMs` (or runs until killed when code is null). */
const tinyChild = (code, afterMs = 0) => {
  const script = code === null ? 'setInterval(() => {}, 1000)' : `setTimeout(() => process.exit(${code}), ${afterMs})`;
  return spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
};

const waitFor = async (check, timeoutMs = 25000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('supervise', () => {
  let supervisor;
  afterEach(() => supervisor?.stop());

  it('restarts a process that exits, doubling the delay up to the cap, one log line each time', async () => {
    const lines = [];
    const startedAt = [];
    supervisor = supervise({
      name: 'core-service',
      start: () => {
        startedAt.push(Date.now());
        return tinyChild(1);
      },
      log: (line) => lines.push(line),
      initialDelayMs: 100,
      maxDelayMs: 400,
      resetAfterMs: 60000,
    });
    await waitFor(() => supervisor.restarts >= 4);
    expect(lines.slice(0, 4)).toEqual([
      'core-service exited (code 1); restarting in 0.1 s',
      'core-service exited (code 1); restarting in 0.2 s',
      'core-service exited (code 1); restarting in 0.4 s',
      'core-service exited (code 1); restarting in 0.4 s',
    ]);
    const gaps = startedAt.slice(1, 5).map((t, i) => t - startedAt[i]);
    [100, 200, 400, 400].forEach((delay, i) => expect(gaps[i]).toBeGreaterThanOrEqual(delay));
  });

  it('starts again from the first delay after a run that lasted long enough', async () => {
    const lines = [];
    supervisor = supervise({
      name: 'bff-player',
      start: () => tinyChild(2, 150),
      log: (line) => lines.push(line),
      initialDelayMs: 100,
      maxDelayMs: 1000,
      resetAfterMs: 100,
    });
    await waitFor(() => supervisor.restarts >= 2);
    expect(lines.slice(0, 2)).toEqual([
      'bff-player exited (code 2); restarting in 0.1 s',
      'bff-player exited (code 2); restarting in 0.1 s',
    ]);
  });

  it('names the signal when the process was killed', async () => {
    const lines = [];
    const log = (line) => lines.push(line);
    supervisor = supervise({ name: 'edge', start: () => tinyChild(null), log, initialDelayMs: 100 });
    const first = supervisor.child;
    await waitFor(() => first.pid !== undefined);
    first.kill('SIGTERM');
    await waitFor(() => supervisor.restarts === 1);
    expect(lines).toEqual(['edge exited (signal SIGTERM); restarting in 0.1 s']);
    expect(supervisor.child).not.toBe(first);
  });

  it('stop() ends the process and nothing is restarted afterwards', async () => {
    const lines = [];
    const log = (line) => lines.push(line);
    supervisor = supervise({ name: 'bff-admin', start: () => tinyChild(null), log, initialDelayMs: 50 });
    const child = supervisor.child;
    await supervisor.stop();
    expect(child.signalCode).toBe('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    expect(supervisor.restarts).toBe(0);
    expect(lines).toEqual([]);
  });

  it('stop() cancels a pending restart', async () => {
    const lines = [];
    let starts = 0;
    supervisor = supervise({
      name: 'core-service',
      start: () => {
        starts += 1;
        return tinyChild(1);
      },
      log: (line) => lines.push(line),
      initialDelayMs: 200,
    });
    await waitFor(() => lines.length === 1);
    await supervisor.stop();
    await new Promise((r) => setTimeout(r, 400));
    expect(starts).toBe(1);
  });

  it('without restart it only reports the exit, and restartOnExit() brings an exited process back', async () => {
    const lines = [];
    supervisor = supervise({
      name: 'lichess-sandbox',
      start: () => tinyChild(3),
      log: (line) => lines.push(line),
      restart: false,
      initialDelayMs: 100,
    });
    await waitFor(() => lines.length === 1);
    expect(lines).toEqual(['lichess-sandbox exited (code 3)']);
    supervisor.restartOnExit();
    await waitFor(() => supervisor.restarts === 1);
    expect(lines[1]).toBe('lichess-sandbox exited (code 3); restarting in 0.1 s');
  });

  it('stop() sends its stop signals in turn (PostgreSQL: SIGINT, then SIGQUIT), then SIGKILL', async () => {
    const received = [];
    // a child that ignores SIGINT and SIGQUIT and says which signals it got
    const stubborn = () => {
      const child = spawn(
        process.execPath,
        [
          '-e',
          "for (const s of ['SIGINT', 'SIGQUIT']) process.on(s, () => console.log(s)); setInterval(() => {}, 1000); console.log('up')",
        ],
        { stdio: ['ignore', 'pipe', 'ignore'] },
      );
      child.stdout.on('data', (chunk) => received.push(...`${chunk}`.trim().split('\n')));
      return child;
    };
    supervisor = supervise({
      name: 'embedded PostgreSQL',
      start: stubborn,
      log: () => {},
      stopSignals: [
        ['SIGINT', 300],
        ['SIGQUIT', 300],
      ],
    });
    const child = supervisor.child;
    await waitFor(() => received.includes('up'));
    await supervisor.stop();
    expect(received).toEqual(['up', 'SIGINT', 'SIGQUIT']);
    expect(child.signalCode).toBe('SIGKILL');
  });
});
