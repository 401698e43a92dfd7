import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const fixture = path.resolve(__dirname, '../test/listen-fixture.ts');

function waitFor(out: { text: string }, pattern: RegExp, ms = 15000): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const m = out.text.match(pattern);
      if (m) return resolve(m);
      if (Date.now() - started > ms) return reject(new Error(`timeout waiting for ${pattern}: ${out.text}`));
      setTimeout(tick, 50);
    };
    tick();
  });
}

describe('listen', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('serves, then on %s closes the server, runs onClose and exits 0', async (signal) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent' },
    });
    const out = { text: '' };
    child.stdout.on('data', (d) => (out.text += String(d)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    const [, port] = await waitFor(out, /PORT (\d+)/);
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(await res.json()).toEqual({ ok: true });

    child.kill(signal);
    expect(await exited).toBe(0);
    expect(out.text).toContain('ONCLOSE');
  });
});
