// supertest for BFF tests, sending what the portal's own pages send: the portal's Origin on every
// request and `Content-Type: application/json` on unsafe ones (the browser's api-client sends `{}`
// when a call has no body). Tests of the CSRF guard itself use plain supertest.
import supertest from 'supertest';
import { DEFAULT_PUBLIC_URL } from '../security/origins';

export const PORTAL_ORIGIN = new URL(DEFAULT_PUBLIC_URL).origin;

type App = Parameters<typeof supertest>[0];
type Test = ReturnType<ReturnType<typeof supertest>['get']>;

export function sameOriginRequest(app: App) {
  const agent = supertest(app);
  const safe = (test: Test) => test.set('Origin', PORTAL_ORIGIN);
  const unsafe = (test: Test) => test.set('Origin', PORTAL_ORIGIN).type('json');
  return {
    get: (url: string) => safe(agent.get(url)),
    head: (url: string) => safe(agent.head(url)),
    options: (url: string) => safe(agent.options(url)),
    post: (url: string) => unsafe(agent.post(url)),
    put: (url: string) => unsafe(agent.put(url)),
    patch: (url: string) => unsafe(agent.patch(url)),
    delete: (url: string) => unsafe(agent.delete(url)),
  };
}

export default sameOriginRequest;
