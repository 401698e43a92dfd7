// csvExport: reads a batch only when the bytes before it were taken, quotes and defuses cells, and a
// failure after the first byte cuts the download off (reported, never an error page inside the CSV).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { errorHandler, createLogger } from '@chess-portal/service-kit';
import { csvExport, defuseFormula } from './csv-export';
import { safeFileName, sendCsv } from './http/csv-response';

/** Rows 0..total-1 in batches after the last one; `calls` counts the reads, `failAt` makes that read throw. */
function numbers(total: number, failAt?: number) {
  const state = { calls: 0 };
  const batch = async (last: number | undefined, limit: number) => {
    state.calls += 1;
    if (state.calls === failAt) throw new Error('the database went away');
    const from = last === undefined ? 0 : last + 1;
    return Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) => from + i);
  };
  return { state, batch };
}

const text = async (stream: NodeJS.ReadableStream) => {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
};

describe('csvExport', () => {
  it('writes the header, every row once in order, then the trailer, one batch at a time', async () => {
    const { state, batch } = numbers(11);
    const stream = await csvExport<number>({
      columns: ['n', 'label'],
      batchSize: 4,
      batch,
      cells: (n) => [n, n === 2 ? 'a, "b"' : n === 3 ? ' padded ' : `row ${n}`],
      trailer: async () => [['Total', 55]],
    });
    const lines = (await text(stream)).split('\r\n');
    expect(lines[0]).toBe('n,label');
    expect(lines.slice(1, 12).map((l) => l.split(',')[0])).toEqual(Array.from({ length: 11 }, (_, n) => String(n)));
    expect(lines[3]).toBe('2,"a, ""b"""');
    expect(lines[4]).toBe('3," padded "');
    expect(lines.slice(12)).toEqual(['Total,55', '']);
    expect(state.calls).toBe(3); // 4 + 4 + 3: the short batch is the last
  });

  it('reads the next batch only when the bytes before it were taken', async () => {
    const { state, batch } = numbers(2000);
    const wide = 'x'.repeat(1000);
    const stream = await csvExport<number>({ columns: ['n', 'wide'], batchSize: 10, batch, cells: (n) => [n, wide] });
    const first = await new Promise<Buffer>((resolve) => stream.once('data', resolve));
    stream.pause();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(first.toString()).toBe('n,wide\r\n');
    // 200 batches in all; a paused reader holds the stream at a few of them
    expect(state.calls).toBeLessThan(20);
    stream.destroy();
  });

  it('defuses formulas but leaves plain numbers, negative ones included', () => {
    expect(['=1+1', '+91 98', '-cmd', '@SUM(A1)', '\tx', '-12.50', '0.00', 'plain', null].map(defuseFormula)).toEqual([
      "'=1+1",
      "'+91 98",
      "'-cmd",
      "'@SUM(A1)",
      "'\tx",
      '-12.50',
      '0.00',
      'plain',
      '',
    ]);
  });

  it('answers a failure of the first batch as an ordinary error, before any byte', async () => {
    const { batch } = numbers(10, 1);
    await expect(csvExport<number>({ columns: ['n'], batchSize: 4, batch, cells: (n) => [n] })).rejects.toThrow(
      'the database went away',
    );
  });

  it('cuts the download off after a failure mid-stream: no error text in the CSV, the failure reported', async () => {
    const reported: Error[] = [];
    const app = new Koa();
    app.silent = true;
    app.use(errorHandler({ logger: createLogger('test') }));
    app.use(async (ctx) => {
      const { batch } = numbers(50_000, 3);
      const stream = await csvExport<number>({
        columns: ['n'],
        batchSize: 100,
        batch,
        cells: (n) => [n],
        onError: (err) => reported.push(err),
      });
      sendCsv(ctx, 'numbers "all".csv', stream);
    });
    const server = http.createServer(app.callback()).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const outcome = await new Promise<{
        status?: number;
        headers: http.IncomingHttpHeaders;
        body: string;
        cut: boolean;
      }>((resolve) => {
        http.get({ port, host: '127.0.0.1', path: '/' }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += String(chunk)));
          res.on('error', () => undefined);
          res.on('close', () => resolve({ status: res.statusCode, headers: res.headers, body, cut: !res.complete }));
        });
      });
      expect(outcome.status).toBe(200);
      expect(outcome.headers['content-disposition']).toBe('attachment; filename="numbers__all_.csv"');
      expect(outcome.headers['transfer-encoding']).toBe('chunked');
      expect(outcome.cut).toBe(true);
      expect(outcome.body).toMatch(/^n\r\n0\r\n1\r\n/);
      expect(outcome.body).not.toMatch(/error|message/i);
      expect(outcome.body.trimEnd().split('\r\n').length).toBeLessThanOrEqual(201);
      expect(reported.map((e) => e.message)).toEqual(['the database went away']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('names files safely', () => {
    expect(safeFileName('money.csv')).toBe('money.csv');
    expect(safeFileName('a"b/../c\r\n.csv')).toBe('a_b_.._c__.csv');
  });
});
