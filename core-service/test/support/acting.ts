// supertest calls made on behalf of a user (service token + X-Acting-User-Id), any method.
import type request from 'supertest';
import { SERVICE_TOKEN, type TestContext } from './test-app';

type Method = 'get' | 'post' | 'put' | 'delete';

export function actingAs(t: TestContext, userId: string) {
  const call = (method: Method, path: string, body?: object): request.Test => {
    const test = t.raw()[method](path).set('Authorization', `Bearer ${SERVICE_TOKEN}`).set('X-Acting-User-Id', userId);
    return body === undefined ? test : test.send(body);
  };
  return {
    get: (path: string) => call('get', path),
    post: (path: string, body?: object) => call('post', path, body),
    put: (path: string, body: object) => call('put', path, body),
    del: (path: string) => call('delete', path),
  };
}
