// Validate JSON request bodies against the BFF's own OpenAPI document (ajv) → 400 `{ message }`.
import type { Middleware } from 'koa';
import { describeAjvErrors, listOperations, requestBodyValidator, type DocumentName } from '@chess-portal/contracts/openapi';
import { badRequest } from '../http-error';

type Route = { method: string; pattern: RegExp; validate: NonNullable<ReturnType<typeof requestBodyValidator>> };

const escapeRegExp = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** '/api/tournaments/{id}/join' → /^\/api\/tournaments\/[^/]+\/join$/ */
export function pathPattern(apiPath: string): RegExp {
  const source = apiPath
    .split(/\{[^}]+\}/)
    .map(escapeRegExp)
    .join('[^/]+');
  return new RegExp(`^${source}$`);
}

function routesOf(doc: DocumentName): Route[] {
  const routes: Route[] = [];
  for (const op of listOperations(doc)) {
    const validate = requestBodyValidator(doc, op.method, op.path);
    if (validate) routes.push({ method: op.method, pattern: pathPattern(op.path), validate });
  }
  // literal paths before templated ones, so '/x/new' wins over '/x/{id}'
  return routes.sort((a, b) => a.pattern.source.split('[^/]+').length - b.pattern.source.split('[^/]+').length);
}

/** Runs after the body parser: every operation of `doc` with a JSON body is checked before routing. */
export function openApiBodyValidator(doc: DocumentName): Middleware {
  const routes = routesOf(doc);
  return async (ctx, next) => {
    const route = routes.find((r) => r.method === ctx.method && r.pattern.test(ctx.path));
    if (route && !route.validate(ctx.request.body ?? {})) {
      throw badRequest(describeAjvErrors(route.validate.errors));
    }
    await next();
  };
}
