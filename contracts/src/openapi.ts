// Node-only helpers over the OpenAPI documents: load them, and validate values against their
// schemas with ajv (OpenAPI 3.1 = JSON Schema 2020-12). Browser code imports types only.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

export type DocumentName = 'core' | 'bff-player' | 'bff-organizer' | 'bff-admin';
export const documentNames: DocumentName[] = ['core', 'bff-player', 'bff-organizer', 'bff-admin'];

export const openapiDir = path.resolve(__dirname, '..', 'openapi');
const idOf = (file: string) => `https://chess-portal.local/openapi/${file}`;

type Operation = {
  operationId?: string;
  parameters?: unknown[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, unknown>;
  security?: unknown[];
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
  security?: unknown[];
};

const cache = new Map<string, OpenApiDocument>();
export function loadDocument(name: DocumentName | 'common'): OpenApiDocument {
  let doc = cache.get(name);
  if (!doc) {
    doc = parse(readFileSync(path.join(openapiDir, `${name}.yaml`), 'utf8')) as OpenApiDocument;
    cache.set(name, doc);
  }
  return doc;
}

let shared: Ajv2020 | undefined;
/** One ajv instance holding every document under its own $id, so cross-file $refs resolve. */
export function contractsAjv(): Ajv2020 {
  if (shared) return shared;
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: false });
  addFormats(ajv);
  for (const file of readdirSync(openapiDir).filter((f) => f.endsWith('.yaml'))) {
    const doc = loadDocument(file.replace(/\.yaml$/, '') as DocumentName);
    ajv.addSchema({ $id: idOf(file), components: doc.components ?? {}, paths: doc.paths } as object);
  }
  shared = ajv;
  return ajv;
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** A validator for the JSON request body of one operation, or undefined when it takes none. */
export function requestBodyValidator(doc: DocumentName, method: string, apiPath: string): ValidateFunction | undefined {
  const op = loadDocument(doc).paths[apiPath]?.[method.toLowerCase()];
  if (!op?.requestBody?.content?.['application/json']?.schema) return undefined;
  const ref = `${idOf(`${doc}.yaml`)}#/paths/${escapePointer(apiPath)}/${method.toLowerCase()}/requestBody/content/application~1json/schema`;
  return contractsAjv().getSchema(ref);
}

type Parameter = { name?: string; in?: string; schema?: unknown; $ref?: string };

/**
 * The path parameters of one operation (path-level and operation-level, `$ref`s to
 * `#/components/parameters/...` resolved) with an ajv validator of `{ name: value }`, or undefined
 * when the path has none.
 */
export function pathParamsValidator(doc: DocumentName, method: string, apiPath: string): { names: string[]; validate: ValidateFunction } | undefined {
  const d = loadDocument(doc);
  const item = d.paths[apiPath] as Record<string, unknown> & { parameters?: Parameter[] };
  const op = item?.[method.toLowerCase()] as Operation | undefined;
  if (!op) return undefined;
  const pointer = (base: string, i: number) => `${base}/parameters/${i}`;
  const itemBase = `#/paths/${escapePointer(apiPath)}`;
  const listed: Array<{ at: string; param: Parameter }> = [
    ...(item.parameters ?? []).map((param, i) => ({ at: pointer(itemBase, i), param })),
    ...((op.parameters ?? []) as Parameter[]).map((param, i) => ({ at: pointer(`${itemBase}/${method.toLowerCase()}`, i), param })),
  ];
  const properties: Record<string, unknown> = {};
  for (const { at, param } of listed) {
    const ref = param.$ref;
    const resolved = ref
      ? ((d.components?.parameters as Record<string, Parameter> | undefined)?.[ref.split('/').pop()!] ?? {})
      : param;
    if (resolved.in !== 'path' || !resolved.name) continue;
    properties[resolved.name] = resolved.schema ? { $ref: `${idOf(`${doc}.yaml`)}${ref ?? at}/schema` } : {};
  }
  const names = Object.keys(properties);
  if (!names.length) return undefined;
  const validate = contractsAjv().compile({ type: 'object', properties, required: names });
  return { names, validate };
}

/** A validator for a named component schema of a document, e.g. schemaValidator('common', 'SessionUser'). */
export function schemaValidator(doc: DocumentName | 'common', name: string): ValidateFunction {
  const fn = contractsAjv().getSchema(`${idOf(`${doc}.yaml`)}#/components/schemas/${name}`);
  if (!fn) throw new Error(`No schema ${name} in ${doc}.yaml`);
  return fn;
}

/** A validator for the JSON body of one documented response. */
export function responseValidator(doc: DocumentName, method: string, apiPath: string, status: number): ValidateFunction | undefined {
  const op = loadDocument(doc).paths[apiPath]?.[method.toLowerCase()];
  const response = op?.responses?.[String(status)] as { $ref?: string; content?: Record<string, unknown> } | undefined;
  if (!response) return undefined;
  const base = response.$ref
    ? `${idOf(`${doc}.yaml`)}${response.$ref}`
    : `${idOf(`${doc}.yaml`)}#/paths/${escapePointer(apiPath)}/${method.toLowerCase()}/responses/${status}`;
  const resolved = response.$ref
    ? (loadDocument(doc).components as Record<string, Record<string, { content?: Record<string, unknown> }>>)
        .responses?.[response.$ref.split('/').pop()!]
    : response;
  if (!resolved?.content?.['application/json']) return undefined;
  return contractsAjv().getSchema(`${base}/content/application~1json/schema`);
}

/** Every operation of a document: method, path, operationId and whether it needs a session. */
export function listOperations(doc: DocumentName) {
  const d = loadDocument(doc);
  const ops: { method: string; path: string; operationId: string; secured: boolean }[] = [];
  for (const [p, item] of Object.entries(d.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'put', 'post', 'delete', 'patch'].includes(method)) continue;
      const security = op.security ?? d.security ?? [];
      ops.push({ method: method.toUpperCase(), path: p, operationId: op.operationId ?? `${method} ${p}`, secured: security.length > 0 });
    }
  }
  return ops;
}

/** A short, user-readable sentence for ajv errors (never a stack trace). */
export function describeAjvErrors(errors: ErrorObject[] | null | undefined): string {
  if (!errors?.length) return 'Invalid request';
  const e = errors[0];
  const field = e.instancePath ? e.instancePath.slice(1).replace(/\//g, '.') : '';
  if (e.keyword === 'required') return `${(e.params as { missingProperty: string }).missingProperty} is required`;
  if (e.keyword === 'additionalProperties') return `Unknown field: ${(e.params as { additionalProperty: string }).additionalProperty}`;
  if (e.keyword === 'format' && (e.params as { format: string }).format === 'email') return 'Please enter a valid email address';
  return field ? `${field} ${e.message}` : `Request ${e.message}`;
}
