// Stopping a service of the journey stack and waiting for it to come back: the stack is supervised like
// `npm start` (support/global-setup.mjs), so a killed service is started again after the supervisor's
// back-off (1 s) and its start-up. The stack file names each service's current process and health URL.
import { stack } from './browser';

export type ServiceName = 'bff-player' | 'bff-organizer' | 'bff-admin' | 'core-service' | 'edge';

async function healthy(name: ServiceName): Promise<boolean> {
  try {
    const res = await fetch(stack().services[name], { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

async function until(what: string, ms: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Kills the service (SIGKILL: a crash, nothing drained) and resolves once it no longer answers. Then
 * `isDown()` says whether it is still away, and `back()` waits until a new process answers its health check.
 */
export async function crashService(name: ServiceName) {
  const pid = stack().pids[name];
  if (!pid) throw new Error(`no process id for ${name} in the stack file`);
  process.kill(pid, 'SIGKILL');
  await until(`${name} down`, 10_000, async () => !(await healthy(name)));
  return {
    isDown: async () => !(await healthy(name)),
    back: (ms = 60_000) => until(`${name} back`, ms, async () => stack().pids[name] !== pid && (await healthy(name))),
  };
}
