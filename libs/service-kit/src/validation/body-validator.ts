// Validate requests against the BFF's own OpenAPI document (ajv) before routing: path parameters
// (`format: uuid`, patterns: `/api/tournaments/%2e` is refused here, not passed on to core), JSON
// bodies and, where the body is a form, the shared zod form schema (the messages of product.md §5) → 400 `{ message }`.
import type { Middleware } from 'koa';
import { safeParse, type $ZodType } from 'zod/v4/core';
import {
  describeAjvErrors,
  listOperations,
  pathParamsValidator,
  requestBodyValidator,
  type DocumentName,
} from '@chess-portal/contracts/openapi';
import { INVALID_PATH_PARAMETER } from '../core/core-client';
import { badRequest } from '../http-error';

type AjvValidate = NonNullable<ReturnType<typeof requestBodyValidator>>;
type Route = {
  method: string;
  /** the document's path, e.g. /tournaments/{tournamentId} */
  path: string;
  pattern: RegExp;
  params?: { names: string[]; validate: AjvValidate };
  validate?: AjvValidate;
  form?: $ZodType;
};

/** Form schemas by operation, e.g. `{ 'POST /api/auth/login': loginSchema }`. */
/** zod's classic or mini API alike (the sign-in form's schema is a zod/mini one: contracts forms/zod-mini.ts). */
export type FormSchemas = Record<string, $ZodType>;

const escapeRegExp = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

const SEGMENT = '([^/]+)';

/** '/api/tournaments/{id}/join' → /^\/api\/tournaments\/([^/]+)\/join\/?$/ (one group per parameter) */
export function pathPattern(apiPath: string): RegExp {
  const source = apiPath
    .split(/\{[^}]+\}/)
    .map(escapeRegExp)
    .join(SEGMENT);
  return new RegExp(`^${source}/?$`);
}

function routesOf(doc: DocumentName, forms: FormSchemas): Route[] {
  const routes: Route[] = [];
  // every operation, so a literal path ('/x/new') is found before a templated one ('/x/{id}')
  for (const op of listOperations(doc)) {
    const validate = requestBodyValidator(doc, op.method, op.path);
    const form = forms[`${op.method} ${op.path}`];
    const params = pathParamsValidator(doc, op.method, op.path);
    routes.push({ method: op.method, path: op.path, pattern: pathPattern(op.path), params, validate, form });
  }
  for (const key of Object.keys(forms)) {
    if (!listOperations(doc).some((op) => `${op.method} ${op.path}` === key))
      throw new Error(`${doc}: no operation ${key}`);
  }
  // literal paths before templated ones, so '/x/new' wins over '/x/{id}'
  const count = (r: Route) => r.pattern.source.split(SEGMENT).length;
  return routes.sort((a, b) => count(a) - count(b));
}

/** The zod message for a rule the form states (not a missing or mistyped field, which ajv words better). */
/** The first segment of a path: '' for '/'. */
const firstSegment = (path: string): string => {
  const end = path.indexOf('/', 1);
  return end < 0 ? path.slice(1) : path.slice(1, end);
};

/**
 * The first route (in the order given) that matches a method and path, looked up among the routes that
 * share the request's method and first path segment instead of testing every operation's pattern on
 * each request. A route whose first segment holds a parameter is a candidate for every path.
 */
export function routeFinder<R extends { method: string; path: string; pattern: RegExp }>(
  routes: R[],
): (method: string, path: string) => R | undefined {
  const fixedSegment = (r: R) => (firstSegment(r.path).includes('{') ? undefined : firstSegment(r.path));
  const candidates = (method: string, segment?: string) =>
    routes.filter((r) => r.method === method && [undefined, segment].includes(fixedSegment(r)));
  const bySegment = new Map<string, R[]>();
  const anySegment = new Map<string, R[]>();
  for (const route of routes) {
    const segment = fixedSegment(route);
    if (!anySegment.has(route.method)) anySegment.set(route.method, candidates(route.method));
    const key = `${route.method} ${segment}`;
    if (segment !== undefined && !bySegment.has(key)) bySegment.set(key, candidates(route.method, segment));
  }
  return (method, path) =>
    (bySegment.get(`${method} ${firstSegment(path)}`) ?? anySegment.get(method))?.find((r) => r.pattern.test(path));
}

function formMessage(form: $ZodType | undefined, body: unknown): string | undefined {
  const result = form && safeParse(form, body);
  if (!result || result.success) return undefined;
  return result.error.issues.find((issue) => issue.code !== 'invalid_type' && issue.code !== 'unrecognized_keys')
    ?.message;
}

function checkPathParams(route: Route, path: string): void {
  if (!route.params) return;
  const values = route.pattern.exec(path)?.slice(1) ?? [];
  const params: Record<string, string> = {};
  route.params.names.forEach((name, i) => {
    try {
      params[name] = decodeURIComponent(values[i] ?? '');
    } catch {
      throw badRequest(INVALID_PATH_PARAMETER);
    }
  });
  if (!route.params.validate(params)) {
    const field = route.params.validate.errors?.[0]?.instancePath.slice(1);
    throw badRequest(field ? `${INVALID_PATH_PARAMETER}: ${field}` : INVALID_PATH_PARAMETER);
  }
}

/** Runs after the body parser: path parameters and JSON bodies of every operation of `doc`, before routing. */
export function openApiBodyValidator(doc: DocumentName, forms: FormSchemas = {}): Middleware {
  const find = routeFinder(routesOf(doc, forms));
  return async (ctx, next) => {
    const method = ctx.method === 'HEAD' ? 'GET' : ctx.method;
    const route = find(method, ctx.path);
    if (route) {
      checkPathParams(route, ctx.path);
      const body = ctx.request.body ?? {};
      if (route.validate && !route.validate(body)) {
        throw badRequest(formMessage(route.form, body) ?? describeAjvErrors(route.validate.errors));
      }
      const message =
        route.form && !safeParse(route.form, body).success
          ? (formMessage(route.form, body) ?? 'Invalid request')
          : undefined;
      if (message) throw badRequest(message);
    }
    await next();
  };
}
