import path from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { SPEC_MISMATCHES, type MismatchId } from '../../src/spec-mismatches';

/** The official spec, vendored unmodified with its licence and source (vendor/lichess-api/SOURCE.txt). */
export const SPECS_DIR = path.resolve(__dirname, '..', '..', 'vendor', 'lichess-api', 'specs');

const ID = 'lichess';

/**
 * What to validate against: a component schema name ('UserExtended'), an array of one ('User[]'), or a
 * JSON pointer into the bundled spec ('#/paths/~1api~1token/post/...', path keys written as in the spec).
 */
export type SpecTarget = string;

export interface LichessSpec {
  validator(target: SpecTarget): ValidateFunction;
  errors(target: SpecTarget, body: unknown): ErrorObject[];
}

let loading: Promise<LichessSpec> | undefined;

function pointerRef(target: SpecTarget): string {
  if (target.startsWith('#/')) return `${ID}#${encodeURI(target.slice(1))}`;
  return `${ID}#/components/schemas/${target.replace(/\[\]$/, '')}`;
}

async function load(): Promise<LichessSpec> {
  const config = await createConfig({});
  const { bundle: doc, problems } = await bundle({ ref: path.join(SPECS_DIR, 'lichess-api.yaml'), config });
  const unresolved = problems.filter((p) => p.severity === 'error');
  if (unresolved.length) throw new Error(`Lichess spec did not bundle: ${unresolved[0].message}`);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const f of ['int64', 'int32'])
    ajv.addFormat(f, { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addSchema({ ...(doc.parsed as object), $id: ID });
  const cache = new Map<string, ValidateFunction>();
  const validator = (target: SpecTarget) => {
    if (!cache.has(target)) {
      const ref = { $ref: pointerRef(target) };
      cache.set(target, ajv.compile(target.endsWith('[]') ? { type: 'array', items: ref } : ref));
    }
    return cache.get(target)!;
  };
  return {
    validator,
    errors(target, body) {
      const v = validator(target);
      return v(body) ? [] : [...(v.errors ?? [])];
    },
  };
}

export function loadLichessSpec(): Promise<LichessSpec> {
  loading ??= load();
  return loading;
}

/** JSON pointer to an operation's response schema, e.g. responseSchema('/api/token', 'post', 200). */
export function responseSchema(apiPath: string, method: string, status: number, type = 'application/json'): SpecTarget {
  const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  return `#/paths/${esc(apiPath)}/${method}/responses/${status}/content/${esc(type)}/schema`;
}

/** Does this ajv error match the listed mismatch? */
export function isMismatch(id: MismatchId, e: ErrorObject): boolean {
  const m = SPEC_MISMATCHES.find((x) => x.id === id)?.ajv;
  if (!m || e.keyword !== m.keyword) return false;
  if (m.missingProperty && (e.params as { missingProperty?: string }).missingProperty !== m.missingProperty)
    return false;
  if (m.instancePath && !e.instancePath.endsWith(m.instancePath)) return false;
  if (m.type && (e.params as { type?: string }).type !== m.type) return false;
  return true;
}
