// Validate JSON request bodies against the BFF's own OpenAPI document (ajv) and, where the body is
// a form, the shared zod form schema (the SPEC's messages) → 400 `{ message }`.
import type { Middleware } from 'koa';
import type { ZodType } from 'zod';
import { describeAjvErrors, listOperations, requestBodyValidator, type DocumentName } from '@chess-portal/contracts/openapi';
import { badRequest } from '../http-error';

type AjvValidate = NonNullable<ReturnType<typeof requestBodyValidator>>;
type Route = { method: string; pattern: RegExp; validate?: AjvValidate; form?: ZodType };

/** Form schemas by operation, e.g. `{ 'POST /api/auth/login': loginSchema }`. */
export type FormSchemas = Record<string, ZodType>;

const escapeRegExp = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** '/api/tournaments/{id}/join' → /^\/api\/tournaments\/[^/]+\/join\/?$/ */
export function pathPattern(apiPath: string): RegExp {
  const source = apiPath
    .split(/\{[^}]+\}/)
    .map(escapeRegExp)
    .join('[^/]+');
  return new RegExp(`^${source}/?$`);
}

function routesOf(doc: DocumentName, forms: FormSchemas): Route[] {
  const routes: Route[] = [];
  for (const op of listOperations(doc)) {
    const validate = requestBodyValidator(doc, op.method, op.path);
    const form = forms[`${op.method} ${op.path}`];
    if (validate || form) routes.push({ method: op.method, pattern: pathPattern(op.path), validate, form });
  }
  for (const key of Object.keys(forms)) {
    if (!listOperations(doc).some((op) => `${op.method} ${op.path}` === key)) throw new Error(`${doc}: no operation ${key}`);
  }
  // literal paths before templated ones, so '/x/new' wins over '/x/{id}'
  const params = (r: Route) => r.pattern.source.split('[^/]+').length;
  return routes.sort((a, b) => params(a) - params(b));
}

/** The zod message for a rule the form states (not a missing or mistyped field, which ajv words better). */
function formMessage(form: ZodType | undefined, body: unknown): string | undefined {
  const result = form?.safeParse(body);
  if (!result || result.success) return undefined;
  return result.error.issues.find((issue) => issue.code !== 'invalid_type' && issue.code !== 'unrecognized_keys')?.message;
}

/** Runs after the body parser: every operation of `doc` with a JSON body is checked before routing. */
export function openApiBodyValidator(doc: DocumentName, forms: FormSchemas = {}): Middleware {
  const routes = routesOf(doc, forms);
  return async (ctx, next) => {
    const route = routes.find((r) => r.method === ctx.method && r.pattern.test(ctx.path));
    if (route) {
      const body = ctx.request.body ?? {};
      if (route.validate && !route.validate(body)) {
        throw badRequest(formMessage(route.form, body) ?? describeAjvErrors(route.validate.errors));
      }
      const message = route.form && !route.form.safeParse(body).success ? (formMessage(route.form, body) ?? 'Invalid request') : undefined;
      if (message) throw badRequest(message);
    }
    await next();
  };
}
