// core-service's shape (layers.json, README.md): every folder of src/ has its place in a layer or the top,
// and the graph of its modules' imports, type imports included, has no cycle. ESLint (eslint.config.mjs)
// refuses an import from a higher layer; this checks what a lint rule cannot see across files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import layersFile from '../layers.json';

const src = __dirname;
const placed = [...layersFile.top, ...layersFile.layers.flatMap((l) => l.paths)];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The module a relative specifier names, or undefined (a package, or not a source file). */
function resolveImport(from: string, spec: string, known: Set<string>): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((c) => known.has(c));
}

function importGraph(): Map<string, string[]> {
  const files = sourceFiles(src);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = info.importedFiles.map((i) => resolveImport(file, i.fileName, known));
      return [file, targets.filter((t): t is string => t !== undefined)];
    }),
  );
}

/** Strongly connected groups of more than one module, or a module importing itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || graph.get(v)?.includes(v)) found.push(group.map((f) => path.relative(src, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** The placed path a module belongs to (the longest match), or undefined. */
const placeOf = (relative: string) =>
  placed.filter((p) => relative === p || relative.startsWith(`${p}/`)).sort((a, b) => b.length - a.length)[0];

describe('core-service layers', () => {
  it('has no import cycle, counting type imports', () => {
    expect(cycles(importGraph())).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/a.ts']],
      ['/c.ts', ['/a.ts']],
    ]);
    expect(cycles(graph)).toHaveLength(1);
  });

  it('places every module in a layer or the top', () => {
    const routesOrPlaced = (relative: string) => /(^|\/)routes\//.test(relative) || placeOf(relative) !== undefined;
    const unplaced = [...importGraph().keys()].map((f) => path.relative(src, f)).filter((r) => !routesOrPlaced(r));
    expect(unplaced).toEqual([]);
  });
});
