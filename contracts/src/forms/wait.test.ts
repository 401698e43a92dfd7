import { tooManySignInAttempts, tooManySignInsFromNetwork, waitFor } from './wait';

describe('waitFor', () => {
  it('names the wait rounded up, in seconds, minutes or hours', () => {
    expect([1, 0.2, 40, 59].map(waitFor)).toEqual(['1 second', '1 second', '40 seconds', '59 seconds']);
    expect([60, 61, 900, 3592, 3600].map(waitFor)).toEqual([
      '1 minute',
      '2 minutes',
      '15 minutes',
      '60 minutes',
      '60 minutes',
    ]);
    expect([3601, 7200, 86_400].map(waitFor)).toEqual(['2 hours', '2 hours', '24 hours']);
  });

  it('says the wait in the sign-in refusals', () => {
    expect(tooManySignInAttempts(2)).toBe('Too many sign-in attempts for this account. Please try again in 2 seconds.');
    expect(tooManySignInsFromNetwork(3592)).toBe(
      'Too many failed sign-ins from this network. Please try again in 60 minutes.',
    );
  });
});
