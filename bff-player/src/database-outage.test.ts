// A database outage behind core reaches the browser as core answered it: 503, a sentence and
// Retry-After (CONVENTIONS.md § Errors), also on sign-in, whose limits live in the same database.
import { SETUP_BUDGET_MS } from '@chess-portal/core-service/testing';
import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { demoLogins } from '@chess-portal/core-service/testing';
import { startRealStack, type RealStack } from '../test/support/real-stack';

let stack: RealStack;
beforeAll(async () => {
  stack = await startRealStack();
}, SETUP_BUDGET_MS);
afterAll(() => stack.close());

// The browse page queries the rows on every call; the polled views (/api/tournaments, a tournament, the
// dashboard) are core's read model, answered from memory while their versions are known, and
// with the database gone no write can change them.
describe('bff-player when core loses its database', () => {
  it('answers 503 with Retry-After instead of 500', async () => {
    expect((await request(stack.player).get('/api/tournaments/browse')).status).toBe(200);
    await stack.core.db.destroy();
    for (const res of [
      await request(stack.player).get('/api/tournaments/browse'),
      await request(stack.player)
        .post('/api/auth/login')
        .send({ email: demoLogins.player.email, password: demoLogins.player.password }),
    ]) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: expect.stringMatching(/temporarily unavailable/) });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
