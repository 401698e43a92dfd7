import { requestFor } from './demo-clock.mjs';

const now = new Date('2026-11-26T10:00:00.000Z');

describe('npm run demo-clock', () => {
  it('moves the clock relative to core’s current time', () => {
    expect(requestFor(['+6d'], now)).toEqual({
      method: 'PUT',
      path: '/_test/clock',
      body: { now: '2026-12-02T10:00:00.000Z' },
    });
    expect(requestFor(['-3h'], now).body).toEqual({ now: '2026-11-26T07:00:00.000Z' });
    expect(requestFor(['+45m'], now).body).toEqual({ now: '2026-11-26T10:45:00.000Z' });
  });

  it('sets an instant, resets, lists and runs jobs', () => {
    expect(requestFor(['2026-12-10T10:00Z'], now).body).toEqual({ now: '2026-12-10T10:00:00.000Z' });
    expect(requestFor([], now)).toEqual({ method: 'GET', path: '/_test/clock' });
    expect(requestFor(['reset'], now)).toEqual({ method: 'DELETE', path: '/_test/clock' });
    expect(requestFor(['jobs'], now)).toEqual({ method: 'GET', path: '/_test/jobs' });
    expect(requestFor(['run', 'commissions.overdue'], now)).toEqual({
      method: 'POST',
      path: '/_test/jobs/commissions.overdue/run',
    });
  });

  it('says what it takes when the command is wrong', () => {
    expect(requestFor(['soon'], now)).toBeInstanceOf(Error);
    expect(requestFor(['run'], now)).toBeInstanceOf(Error);
    expect(requestFor(['12'], now)).toBeInstanceOf(Error);
  });
});
