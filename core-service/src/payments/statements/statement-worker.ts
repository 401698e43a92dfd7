// The statement worker thread's entry: reads one file (parseStatement) and posts progress, then the
// result or the refusal. Started per upload by run-statement-parse.ts, with its own memory limit.
import { parentPort, workerData } from 'node:worker_threads';
import { StatementError } from './extract';
import { parseStatement } from './parse-statement';
import type { WorkerInput, WorkerMessage } from './run-statement-parse';

const input = workerData as WorkerInput;
const post = (message: WorkerMessage) => parentPort!.postMessage(message);

parseStatement(new Uint8Array(input.data), input.fileName, {
  mapping: input.mapping,
  onProgress: (progress) => post({ type: 'progress', progress }),
})
  .then((result) => post({ type: 'done', result }))
  .catch((err: Error) =>
    post(
      err instanceof StatementError
        ? { type: 'refused', message: err.message, status: err.status }
        : { type: 'failed', message: err.message },
    ),
  );
