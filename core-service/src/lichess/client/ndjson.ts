// ND-JSON (one JSON object per "\n"-terminated line) read incrementally from a response body.
// Lichess sends bare "\n" keep-alives on long streams; empty lines are skipped.

export class NdjsonParseError extends Error {
  constructor(readonly line: string) {
    super(`Malformed ND-JSON line: ${line.slice(0, 120)}`);
    this.name = 'NdjsonParseError';
  }
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new NdjsonParseError(line);
  }
}

type Body = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

async function* chunksOf(body: Body): AsyncGenerator<Uint8Array> {
  if (!('getReader' in body)) return yield* body;
  const reader = body.getReader();
  let done = false;
  try {
    while (!done) {
      const next = await reader.read();
      done = next.done;
      if (next.value) yield next.value;
    }
  } finally {
    if (!done) await reader.cancel().catch(() => undefined);
  }
}

/**
 * Yield each JSON line as soon as it is complete. Chunks may split lines (and multi-byte characters)
 * anywhere. `onChunk` runs for every chunk received (the client uses it to reset its idle timer).
 */
export async function* readNdjson(
  body: Body,
  onChunk: () => void = () => undefined,
): AsyncGenerator<unknown> {
  const decoder = new TextDecoder('utf-8');
  let buffer = '';
  for await (const chunk of chunksOf(body)) {
    onChunk();
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) yield parseLine(line);
      newline = buffer.indexOf('\n');
    }
  }
  const rest = (buffer + decoder.decode()).trim();
  if (rest) yield parseLine(rest);
}
