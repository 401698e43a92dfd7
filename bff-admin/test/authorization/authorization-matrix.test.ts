// The authorization matrix: every operation of contracts/openapi/bff-*.yaml × {visitor,
// player, organizer who does not own the object, owning organizer, admin, deactivated user}, against
// the three BFFs and a real core. Driven from the documents: a documented operation without a row in
// rows.ts fails, and so does a row for an operation that is no longer documented.
import type { IncomingMessage } from 'node:http';
import { listOperations } from '@chess-portal/contracts/openapi';
import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import type { Caller } from './personas';
import { signInPersonas } from './personas';
import { rows, type Row } from './rows';
import { PERSONAS, ruleFor, satisfies, type Persona } from './rules';
import { startMatrixStack, type DocumentName, type MatrixStack } from './stack';
import { concretePath, makeWorld } from './world';

jest.setTimeout(180_000);

const documents: DocumentName[] = ['bff-player', 'bff-organizer', 'bff-admin'];
const operations = documents.flatMap((doc) =>
  listOperations(doc).map((op) => ({ ...op, doc, key: `${doc} ${op.method} ${op.path}` })),
);

let stack: MatrixStack;
let callers: Record<Persona, Caller>;
beforeAll(async () => {
  stack = await startMatrixStack();
  callers = await signInPersonas(stack);
});
afterAll(() => stack?.close());

/** The status of an answer that may be a stream that never ends: read with the headers, then the stream closed. */
function streamStatus(test: ReturnType<ReturnType<typeof request>['get']>): Promise<number> {
  return new Promise((resolve, reject) => {
    test
      .buffer(false)
      .parse((res, done) => {
        // superagent hands the Node response over as it is (its type says a parsed Response)
        const raw = res as unknown as IncomingMessage;
        resolve(raw.statusCode ?? 0);
        raw.destroy();
        done(null, null);
      })
      .end((err) => {
        if (err && !/aborted|socket hang up|ECONNRESET/i.test(String(err))) reject(err);
      });
  });
}

async function call(op: (typeof operations)[number], row: Row, caller: Caller): Promise<number> {
  const world = await makeWorld(stack.core.db, callers.owner.user!.id, stack.core.clock.now(), row.tournament?.());
  const query = typeof row.query === 'function' ? row.query(caller) : (row.query ?? '');
  const path = concretePath(op.path, world) + query;
  const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  let test = request(stack.apps[op.doc])[method](path);
  if (caller.cookie.length) test = test.set('Cookie', caller.cookie);
  if (row.stream) return streamStatus(test);
  const body = row.body?.(world, caller);
  const res = await (body === undefined ? test : test.send(body as object));
  return res.status;
}

describe('authorization matrix', () => {
  it('has a row for every documented BFF operation, and none for undocumented ones', () => {
    const documented = operations.map((op) => op.key).sort();
    expect({
      missing: documented.filter((k) => !rows[k]),
      stale: Object.keys(rows).filter((k) => !documented.includes(k)),
    }).toEqual({ missing: [], stale: [] });
  });

  it('answers every caller of every operation as expected', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      const row = rows[op.key];
      if (!row) continue;
      const expected = { ...ruleFor(op.doc, op.path, op.secured), ...row.expect };
      for (const persona of PERSONAS) {
        const status = await call(op, row, callers[persona]);
        if (!satisfies(expected[persona], status))
          failures.push(`${op.key} as ${persona}: expected ${expected[persona]}, got ${status}`);
      }
      if (row.signsOut) callers = await signInPersonas(stack);
    }
    expect(failures).toEqual([]);
  });
});
