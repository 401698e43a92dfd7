// Lichess's daily tournament-creation budget (ENDPOINTS.md §4, §5): 240 credits per account and day
// shared by Arena and Swiss; a refused creation answers 429 saying how long until it fits again.
import { testSandbox } from '../../test/support/sandbox-client';

describe('tournament creation budget', () => {
  const sb = testSandbox();
  let token: string;
  beforeAll(async () => {
    token = await sb.token('DemoOrganizer', ['tournament:write']);
  });

  const create = (name: string) =>
    sb.http
      .post('/api/tournament')
      .set(sb.auth(token))
      .type('form')
      .send({ name, clockTime: 3, clockIncrement: 2, minutes: 45, startDate: sb.clock.now() + 3_600_000 });

  it('allows 12 public Arenas a day, then answers 429 with the wait until the oldest one is a day old', async () => {
    for (let i = 0; i < 12; i += 1) {
      await create(`Budget Cup ${i}`).expect(200);
      sb.clock.advance(60_000);
    }
    const refused = await create('One Too Many').expect(429);
    expect(refused.body).toEqual({
      error: 'Too many requests. Try again later.',
      ratelimit: { key: 'tournament.create.user', seconds: 24 * 3600 - 12 * 60 },
    });
    sb.clock.advance((24 * 3600 - 12 * 60) * 1000);
    await create('Next Day Cup').expect(200);
    expect((await create('Again Too Many').expect(429)).body.ratelimit.seconds).toBe(60);
  });
});
