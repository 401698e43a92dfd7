import { Writable } from 'node:stream';
import { createLogger } from './logger';

function sink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe('createLogger', () => {
  const saved = process.env.LOG_LEVEL;
  afterEach(() => {
    if (saved === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = saved;
  });

  it('reads the level from LOG_LEVEL and defaults to info', () => {
    delete process.env.LOG_LEVEL;
    expect(createLogger('a').level).toBe('info');
    process.env.LOG_LEVEL = 'silent';
    expect(createLogger('b').level).toBe('silent');
  });

  it('redacts passwords, cookies and authorization headers', () => {
    delete process.env.LOG_LEVEL;
    const { lines, stream } = sink();
    const logger = createLogger('redact', stream);
    logger.info({ password: 'hunter2', req: { headers: { authorization: 'Bearer x', cookie: 'csa.sid=1' } } }, 'hi');
    logger.info({ body: { email: 'a@b.c', password: 'hunter3' } }, 'login');
    const out = lines.join('');
    expect(out).not.toMatch(/hunter2|hunter3|Bearer x|csa\.sid=1/);
    expect(out).toContain('[redacted]');
    expect(out).toContain('a@b.c');
    expect(JSON.parse(lines[0]).name).toBe('redact');
  });
});
