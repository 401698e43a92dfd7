// Keeps one child process running for `npm start`: when it exits, it is started again after a back-off
// delay (1 s, 2 s, 4 s, 8 s, then every 10 s; back to 1 s once a run lasted 30 s), with
// one log line per exit. Nothing is restarted after stop(), which ends the current child. Used for the
// services (scripts/stack.mjs) and for the embedded PostgreSQL (scripts/embedded-postgres.mjs).

/**
 * @typedef {object} SuperviseOptions
 * @property {string} name the service's name in log lines
 * @property {() => import('node:child_process').ChildProcess} start spawns the process (again)
 * @property {(line: string) => void} [log]
 * @property {boolean} [restart] restart on exit (can be turned on later with restartOnExit)
 * @property {number} [initialDelayMs]
 * @property {number} [maxDelayMs]
 * @property {number} [resetAfterMs] a run at least this long resets the delay to initialDelayMs
 * @property {number} [killAfterMs] stop() sends SIGKILL when SIGTERM did not end the child by then
 * @property {[NodeJS.Signals, number][]} [stopSignals] what stop() sends, each followed by a wait (ms),
 *   before the final SIGKILL; default [['SIGTERM', killAfterMs]] (PostgreSQL: SIGINT, then SIGQUIT)
 * @property {(child: import('node:child_process').ChildProcess, restarts: number) => void} [onStart]
 */

/** @param {number} ms */
const seconds = (ms) => `${Number((ms / 1000).toFixed(1))} s`;

/** @param {SuperviseOptions} options */
export function supervise({
  name,
  start,
  log = (line) => console.error(line),
  restart = true,
  initialDelayMs = 1000,
  maxDelayMs = 10000,
  resetAfterMs = 30000,
  killAfterMs = 8000,
  stopSignals = [['SIGTERM', killAfterMs]],
  onStart,
}) {
  let child;
  let startedAt = 0;
  let delay = initialDelayMs;
  let restarts = 0;
  let timer;
  let stopping = false;
  let keepAlive = restart;

  const exited = (c) => c.exitCode !== null || c.signalCode !== null;

  const scheduleRestart = (code, signal) => {
    if (Date.now() - startedAt >= resetAfterMs) delay = initialDelayMs;
    const why = code !== null && code !== undefined ? `code ${code}` : `signal ${signal}`;
    log(`${name} exited (${why}); restarting in ${seconds(delay)}`);
    timer = setTimeout(() => {
      timer = undefined;
      if (stopping) return;
      restarts += 1;
      run();
    }, delay);
    delay = Math.min(delay * 2, maxDelayMs);
  };

  const run = () => {
    const current = start();
    child = current;
    startedAt = Date.now();
    current.once('exit', (code, signal) => {
      if (stopping || current !== child) return;
      if (keepAlive) scheduleRestart(code, signal);
      else log(`${name} exited (${code !== null ? `code ${code}` : `signal ${signal}`})`);
    });
    onStart?.(current, restarts);
  };

  run();

  return {
    /** The process currently running (or the last one, while waiting to restart). */
    get child() {
      return child;
    },
    /** How many times the process was started again. */
    get restarts() {
      return restarts;
    },
    /** Turns restarting on (e.g. once the service was healthy); restarts at once if it already exited. */
    restartOnExit() {
      if (keepAlive) return;
      keepAlive = true;
      if (!stopping && exited(child) && !timer) scheduleRestart(child.exitCode, child.signalCode);
    },
    /** Stops restarting and ends the current process (stopSignals in turn, then SIGKILL). */
    stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      const current = child;
      if (!current || exited(current)) return Promise.resolve();
      return new Promise((resolve) => {
        let kill;
        const next = (i) => {
          if (exited(current)) return;
          const [signal, waitMs] = stopSignals[i] ?? ['SIGKILL', 0];
          current.kill(signal);
          if (signal !== 'SIGKILL') kill = setTimeout(next, waitMs, i + 1);
        };
        current.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        next(0);
      });
    },
  };
}
