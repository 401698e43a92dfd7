import { documentNames, listOperations } from '@chess-portal/contracts/openapi';
import { pathPattern, routeFinder } from './body-validator';

type TestRoute = { method: string; path: string; pattern: RegExp };

const routesOf = (paths: [string, string][]): TestRoute[] =>
  paths.map(([method, path]) => ({ method, path, pattern: pathPattern(path) }));

describe('routeFinder', () => {
  it('finds the first matching route in the given order', () => {
    const routes = routesOf([
      ['GET', '/tournaments'],
      ['GET', '/tournaments/browse'],
      ['GET', '/tournaments/{id}'],
      ['POST', '/tournaments/{id}/join'],
      ['GET', '/{anything}/status'],
      ['GET', '/'],
    ]);
    const find = routeFinder(routes);
    expect(find('GET', '/tournaments')?.path).toBe('/tournaments');
    expect(find('GET', '/tournaments/')?.path).toBe('/tournaments');
    expect(find('GET', '/tournaments/browse')?.path).toBe('/tournaments/browse');
    expect(find('GET', '/tournaments/abc')?.path).toBe('/tournaments/{id}');
    expect(find('POST', '/tournaments/abc/join')?.path).toBe('/tournaments/{id}/join');
    expect(find('POST', '/tournaments/abc')).toBeUndefined();
    expect(find('GET', '/tournaments/status')?.path).toBe('/tournaments/{id}');
    expect(find('GET', '/users/status')?.path).toBe('/{anything}/status');
    expect(find('GET', '/nothing-here')).toBeUndefined();
    expect(find('GET', '/')?.path).toBe('/');
    expect(find('DELETE', '/tournaments')).toBeUndefined();
  });

  it("answers as a scan of every operation would, for every document's paths", () => {
    const all = documentNames.flatMap((doc) =>
      listOperations(doc).map((op) => [op.method, op.path] as [string, string]),
    );
    const samples = all.flatMap(([method, path]) => {
      const filled = path.replace(/\{[^}]+\}/g, '0f6c2c9e-6f3c-4c47-9d5e-1b1d2b0c7a11');
      return [method, 'GET', 'POST'].flatMap((m) => [
        [m, filled],
        [m, `${filled}/`],
        [m, `${filled}/extra`],
      ]);
    });
    for (const doc of documentNames) {
      const routes = routesOf(listOperations(doc).map((op) => [op.method, op.path]));
      const find = routeFinder(routes);
      for (const [method, path] of samples) {
        expect([method, path, find(method, path)]).toEqual([
          method,
          path,
          routes.find((r) => r.method === method && r.pattern.test(path)),
        ]);
      }
    }
  });
});
