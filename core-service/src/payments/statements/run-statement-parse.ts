// Reading a statement runs off the request path, in a worker thread per upload: a large or hostile
// file costs that thread (its heap is capped, it is stopped after STATEMENT_PARSE_TIMEOUT_MS), never the
// event loop that serves everyone else. From TypeScript (tsx, tests) the worker loads statement-worker.ts
// through tsx; the bundle (scripts/build-servers.mjs) ships it as statement-worker.js next to index.js.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { STATEMENT_MESSAGES, type StatementMapping } from '@chess-portal/contracts/forms/statements';
import { StatementError, type ExtractResult } from './extract';
import { parseStatement, type ParseProgress } from './parse-statement';
import { kindOf } from './read-rows';

export type WorkerInput = {
  data: ArrayBuffer;
  fileName: string;
  mapping?: StatementMapping & { headerKey?: string };
};
export type WorkerMessage =
  | { type: 'progress'; progress: ParseProgress }
  | { type: 'done'; result: ExtractResult }
  | { type: 'refused'; message: string; status: 413 | 422 }
  | { type: 'failed'; message: string };

export const STATEMENT_PARSE_TIMEOUT_MS = 60_000;
/** the worker's heap: a 10 MB spreadsheet inflates several times over while it is read */
const WORKER_HEAP_MB = 512;

function startWorker(workerData: WorkerInput, transfer: ArrayBuffer[]): Worker {
  const options = {
    workerData,
    transferList: transfer,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  };
  if (__filename.endsWith('.ts')) {
    const file = path.join(__dirname, 'statement-worker.ts');
    return new Worker(`require('tsx/cjs'); require(${JSON.stringify(file)});`, { ...options, eval: true });
  }
  return new Worker(path.join(path.dirname(__filename), 'statement-worker.js'), options);
}

/** Parses in a worker; `onProgress` hears how far it got. Refusals are StatementError (4xx). */
export function runStatementParse(
  data: Uint8Array,
  fileName: string,
  options: { mapping?: WorkerInput['mapping']; onProgress?: (p: ParseProgress) => void; timeoutMs?: number } = {},
): Promise<ExtractResult> {
  const copy = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
  return new Promise((resolve, reject) => {
    const worker = startWorker({ data: copy, fileName, mapping: options.mapping }, [copy]);
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      fn();
    };
    const timer = setTimeout(
      () => finish(() => reject(new StatementError(STATEMENT_MESSAGES.tooSlow, 422))),
      options.timeoutMs ?? STATEMENT_PARSE_TIMEOUT_MS,
    );
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'progress') options.onProgress?.(m.progress);
      else if (m.type === 'done') finish(() => resolve(m.result));
      else if (m.type === 'refused') finish(() => reject(new StatementError(m.message, m.status)));
      else finish(() => reject(new Error(`statement worker: ${m.message}`)));
    });
    worker.on('error', (err) =>
      finish(() =>
        reject(/heap|memory/i.test(err.message) ? new StatementError(STATEMENT_MESSAGES.tooLarge(), 413) : err),
      ),
    );
    worker.on('exit', (code) => finish(() => reject(new Error(`statement worker exited with ${code}`))));
  });
}

/** CSV and sheets up to this size are read in-process: a few milliseconds, less than starting a worker. */
export const INLINE_PARSE_BYTES = 512 * 1024;

/** Reads a statement: small CSV / sheets at once, PDFs and larger files in a worker thread. */
export async function readStatement(
  data: Uint8Array,
  fileName: string,
  options: { mapping?: WorkerInput['mapping']; onProgress?: (p: ParseProgress) => void } = {},
): Promise<ExtractResult> {
  const kind = kindOf(data, fileName);
  if (kind && kind !== 'pdf' && data.byteLength <= INLINE_PARSE_BYTES) return parseStatement(data, fileName, options);
  return runStatementParse(data, fileName, options);
}
