import { NdjsonParseError, readNdjson } from './ndjson';

async function* chunks(...parts: string[]): AsyncGenerator<Uint8Array> {
  for (const p of parts) yield new TextEncoder().encode(p);
}

async function all(body: AsyncIterable<Uint8Array>): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const row of readNdjson(body)) out.push(row);
  return out;
}

describe('readNdjson', () => {
  it('joins lines split across chunks and skips keep-alive blank lines', async () => {
    expect(await all(chunks('\n{"a":', '1}\n\n{"b"', ':2}\n', '\n'))).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('keeps multi-byte characters split between chunks intact, and reads a last line without \\n', async () => {
    const bytes = new TextEncoder().encode('{"name":"Ñandú ♞"}\n{"x":1}');
    const body = (async function* () {
      yield bytes.slice(0, 11);
      yield bytes.slice(11, 13);
      yield bytes.slice(13);
    })();
    expect(await all(body)).toEqual([{ name: 'Ñandú ♞' }, { x: 1 }]);
  });

  it('yields rows as they arrive', async () => {
    const seen: unknown[] = [];
    let chunksRead = 0;
    for await (const row of readNdjson(chunks('{"n":1}\n', '{"n":2}\n'), () => chunksRead++)) seen.push([row, chunksRead]);
    expect(seen).toEqual([[{ n: 1 }, 1], [{ n: 2 }, 2]]);
  });

  it('refuses a malformed line', async () => {
    await expect(all(chunks('{"ok":true}\n<html>oops\n'))).rejects.toBeInstanceOf(NdjsonParseError);
  });
});
