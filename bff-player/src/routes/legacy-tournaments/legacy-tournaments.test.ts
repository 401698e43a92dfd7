import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { responseValidator } from '@chess-portal/contracts/openapi';
import { startRealStack, type RealStack } from '../../../test/support/real-stack';

let stack: RealStack;
beforeAll(async () => {
  stack = await startRealStack();
}, 30_000);
afterAll(() => stack.close());

const body = {
  name: 'Legacy Rapid Cup',
  description: 'Old-style form',
  format: 'rapid',
  timeControl: '10+0',
  system: 'swiss',
  maxPlayers: 16,
  entryFee: '0',
  prizePool: '500',
  startTime: '2027-01-20T18:00',
  rounds: 7,
};
const create = (cookies: string[] | undefined, b: object = body) => {
  const req = request(stack.player).post('/api/tournaments');
  return (cookies ? req.set('Cookie', cookies) : req).send(b);
};

describe('POST /api/tournaments (legacy create form)', () => {
  it('creates the tournament for the signed-in organizer, whatever organizerId the body names', async () => {
    const res = await create(await stack.signIn('organizer'), { ...body, organizerId: stack.core.demo!.adminId });
    expect(res.status).toBe(201);
    expect(responseValidator('bff-player', 'post', '/api/tournaments', 201)!(res.body)).toBe(true);
    expect(res.body).toMatchObject({
      name: 'Legacy Rapid Cup',
      organizerId: stack.core.demo!.organizerId,
      prizePool: '500.00',
      startTime: '2027-01-20T12:30:00.000Z',
    });
  });

  it('applies the legacy form rules with their product.md §5 messages', async () => {
    const cookies = await stack.signIn('organizer');
    expect((await create(cookies, { ...body, maxPlayers: 1 })).body).toEqual({
      message: 'At least 2 players required',
    });
    expect((await create(cookies, { ...body, name: '' })).body).toEqual({ message: 'Tournament name is required' });
    expect((await create(cookies, { ...body, timeControl: '' })).body).toEqual({ message: 'Time control is required' });
  });

  it('is for organizers and admins only', async () => {
    expect((await create(await stack.signIn('player'))).status).toBe(403);
    expect((await create(undefined)).status).toBe(401);
    expect((await create(await stack.signIn('admin'))).status).toBe(201);
  });
});
