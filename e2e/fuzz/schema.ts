// The BFF documents as the fuzzer sees them: $refs followed across files (common.yaml,
// organizer-common.yaml, ...), and a valid value generated from a schema (type, format, enum,
// min/max, lengths, required), with domain hints by field name so valid requests pass the form
// rules too and reach deep code paths.
import { loadDocument } from '@chess-portal/contracts/openapi';
import { uuidFrom, type Rng } from './rng';

export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};

/** A schema and the document file it lives in (its own $refs are relative to that file). */
export type Located = { file: string; schema: Schema };

type Json = Record<string, unknown>;

function documentOf(file: string): Json {
  // loadDocument reads `<name>.yaml` from contracts/openapi; the shared files have no DocumentName
  return loadDocument(file as Parameters<typeof loadDocument>[0]) as unknown as Json;
}

/** Follows `$ref` (e.g. './common.yaml#/components/schemas/Money' or '#/components/parameters/Id'). */
export function resolve<T = Schema>(loc: { file: string; schema: T }): { file: string; schema: T } {
  let { file, schema } = loc;
  for (let hops = 0; hops < 20; hops++) {
    const ref = (schema as { $ref?: string }).$ref;
    if (!ref) return { file, schema };
    const [target, pointer = ''] = ref.split('#');
    if (target) file = target.replace(/^\.\//, '').replace(/\.yaml$/, '');
    let node: unknown = documentOf(file);
    for (const part of pointer.split('/').filter(Boolean)) {
      node = (node as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    if (node === undefined) throw new Error(`unresolved $ref ${ref} in ${file}`);
    schema = node as T;
  }
  throw new Error('$ref chain too long');
}

export const typesOf = (schema: Schema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** An object schema with allOf parts merged into one (properties and required lists). */
export function flatten(loc: Located): Located {
  const { file, schema } = resolve(loc);
  if (!schema.allOf) return { file, schema };
  const merged: Schema = { type: 'object', properties: {}, required: [] };
  for (const part of schema.allOf) {
    const flat = flatten({ file, schema: part });
    for (const [name, prop] of Object.entries(flat.schema.properties ?? {})) {
      // the documents are siblings: a local '#/...' ref becomes './<file>.yaml#/...' to resolve anywhere
      merged.properties![name] = prop.$ref?.startsWith('#') ? { $ref: `./${flat.file}.yaml${prop.$ref}` } : prop;
    }
    merged.required!.push(...(flat.schema.required ?? []));
  }
  return { file, schema: merged };
}

const DAY = 86_400_000;
/** Valid dates are days after this moment (the run's start, so one run's requests are reproducible). */
export const generationClock = { now: Date.now() };
const futureIso = (rng: Rng) =>
  new Date(generationClock.now + rng.int(2, 60) * DAY + rng.int(0, 1439) * 60_000).toISOString();
const words = ['Rapid', 'Blitz', 'Open', 'Cup', 'Knights', 'Rooks', 'Sunday', 'Gambit', 'School', 'Arena'];
const phrase = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.pick(words)).join(' ');

/**
 * Domain hints by field name: a value the form rules accept. Only used when it also fits the
 * field's schema (checked by `fits`), so a hint never makes a request invalid for the document.
 */
export function hintFor(field: string, rng: Rng): unknown {
  switch (field) {
    case 'email':
      return `fz${rng.chars(8).toLowerCase()}@example.com`;
    case 'password':
      return `Pw${rng.chars(8)}1!`;
    case 'username':
      return `fz${rng.chars(rng.int(4, 10))}`;
    case 'lichessUsername':
      return rng.pick(['DemoPlayer', 'KnightRider99', 'QueenGambit', 'RookieRahul', `Fz${rng.chars(6)}`]);
    case 'upiId':
      return `fz${rng.chars(6).toLowerCase()}@okaxis`;
    case 'whatsappNumber':
      return `+9198${rng.chars(8, '0123456789')}`;
    case 'applicationNote':
    case 'description':
    case 'adminNotes':
      return `I run the ${phrase(rng, 3)} club and would like to organise weekly events for our members.`;
    case 'title':
    case 'name':
      return `Fz ${phrase(rng, 2)} ${rng.int(1, 999)}`.slice(0, 28);
    case 'type':
      return rng.pick(['swiss', 'arena']);
    case 'system':
      return rng.pick(['swiss', 'arena', 'round-robin']);
    case 'format':
      return rng.pick(['rapid', 'blitz', 'classical']);
    case 'starts_at':
    case 'startTime':
    case 'startAtIso':
      return futureIso(rng);
    case 'clock_limit':
      return rng.int(1, 180);
    case 'clock_increment':
    case 'clockIncrement':
      return rng.int(0, 180);
    case 'clockLimit':
      return rng.pick([60, 180, 300, 600, 900]);
    case 'nb_rounds':
    case 'nbRounds':
      return rng.int(3, 20);
    case 'rounds':
      return rng.int(1, 20);
    case 'round_interval':
      return rng.int(30, 1800);
    case 'entry_fee':
    case 'entryFee':
    case 'prizePool':
      return rng.pick(['0', '100', '150.50', 250]);
    case 'prize_pool':
      return '0';
    case 'prize_distribution':
      return { mode: 'amount', places: [] };
    case 'utr':
      return rng.chars(12, '0123456789');
    case 'fairPlayChecked':
      return false;
    case 'maxPlayers':
      return rng.int(2, 1000);
    case 'timeControl':
      return `${rng.int(1, 60)}+${rng.int(0, 30)}`;
    case 'team_slug':
    case 'teamSlug':
      return 'chess-school';
    case 'manual_join':
      return false;
    case 'qr_image':
      return '';
    case 'transactionId':
      return `UPI${rng.chars(10, '0123456789')}`;
    case 'token':
      return rng.chars(64, '0123456789abcdef');
    case 'teamId':
      return 'chess-school';
    case 'value':
      return rng.pick([rng.int(0, 100), `${rng.int(0, 99)}.${rng.int(0, 9)}`]);
    default:
      return undefined;
  }
}

/** Whether a (hinted) value satisfies the schema's own keywords. */
export function fits(value: unknown, loc: Located): boolean {
  const { schema } = resolve(loc);
  const types = typesOf(schema);
  const typeOk =
    !types.length ||
    types.some((t) =>
      t === 'null'
        ? value === null
        : t === 'integer'
          ? Number.isInteger(value)
          : t === 'array'
            ? Array.isArray(value)
            : t === 'object'
              ? typeof value === 'object' && value !== null && !Array.isArray(value)
              : typeof value === t,
    );
  if (!typeOk) return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  if (typeof value === 'string') {
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
    if (schema.minLength !== undefined && value.length < schema.minLength) return false;
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
  }
  return true;
}

function validString(schema: Schema, rng: Rng): string {
  switch (schema.format) {
    case 'uuid':
      return uuidFrom(rng);
    case 'email':
      return `fz${rng.chars(8).toLowerCase()}@example.com`;
    case 'date-time':
      return futureIso(rng);
    case 'uri':
      return `http://127.0.0.1/${rng.chars(8)}`;
  }
  if (schema.pattern) return `${rng.int(0, 9999)}.${rng.int(10, 99)}`; // Money: the one pattern in requests
  const min = schema.minLength ?? 1;
  const max = Math.max(min, Math.min(schema.maxLength ?? 24, 24));
  return rng.chars(rng.int(min, max));
}

/** A value valid for the schema; `field` is the property name (for hints). */
export function generateValid(loc: Located, rng: Rng, field?: string): unknown {
  const flat = flatten(loc);
  const { file, schema } = flat;
  if (field !== undefined) {
    const hint = hintFor(field, rng);
    if (hint !== undefined && fits(hint, flat)) return hint;
  }
  if (schema.enum)
    return rng.pick(schema.enum.filter((v) => v !== null).length ? schema.enum.filter((v) => v !== null) : schema.enum);
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return generateValid({ file, schema: rng.pick(choices) }, rng, field);
  const types = typesOf(schema);
  const nonNull = types.filter((t) => t !== 'null');
  const type = !types.length
    ? schema.properties
      ? 'object'
      : 'any'
    : nonNull.length && !rng.chance(0.05)
      ? rng.pick(nonNull)
      : types[0];
  switch (type) {
    case 'null':
      return null;
    case 'string':
      return validString(schema, rng);
    case 'integer':
      return rng.int(schema.minimum ?? 0, schema.maximum ?? 100);
    case 'number':
      return rng.int(schema.minimum ?? 0, schema.maximum ?? 100);
    case 'boolean':
      return rng.chance(0.5);
    case 'array': {
      const min = schema.minItems ?? 0;
      const length = rng.int(min, Math.min(schema.maxItems ?? min + 2, min + 2));
      return Array.from({ length }, () => generateValid({ file, schema: schema.items ?? {} }, rng));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [name, prop] of Object.entries(schema.properties ?? {})) {
        if (required.has(name) || rng.chance(0.6)) out[name] = generateValid({ file, schema: prop }, rng, name);
      }
      return out;
    }
    default:
      // a schemaless field ("ignored; the user comes from the session")
      return uuidFrom(rng);
  }
}
