// Keep each BFF in step with its OpenAPI document: a route that the document does not list is a
// programming error, reported when the app is built (so every test of that BFF fails on drift).
import { listOperations, type DocumentName } from '@chess-portal/contracts/openapi';

type RouterLike = { stack: { path: unknown; methods: string[] }[] };

/** '/api/tournaments/:id/' → '/api/tournaments/{id}' */
export const toOpenApiPath = (routerPath: string) => routerPath.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');

export function servedOperations(routers: RouterLike[]): string[] {
  const ops = new Set<string>();
  for (const router of routers) {
    for (const layer of router.stack) {
      for (const method of layer.methods) {
        if (method !== 'HEAD') ops.add(`${method} ${toOpenApiPath(String(layer.path))}`);
      }
    }
  }
  return [...ops];
}

export function assertRoutesDocumented(doc: DocumentName, routers: RouterLike[]): void {
  const documented = new Set(listOperations(doc).map((op) => `${op.method} ${op.path}`));
  const missing = servedOperations(routers).filter((op) => !documented.has(op));
  if (missing.length) throw new Error(`${doc} serves routes its OpenAPI document does not list: ${missing.join(', ')}`);
}
