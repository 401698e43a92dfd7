import { profileSchema } from './profile';
import { errorsOf, expectStable, parseOk, repeat } from './testing';

const valid = {
  username: 'anand_64',
  email: 'anand@example.com',
  lichessUsername: 'Anand64',
  upiId: 'anand@ybl',
  whatsappNumber: '+919876543210',
};
const errors = (patch: Record<string, unknown>) => errorsOf(profileSchema, { ...valid, ...patch });

describe('profileSchema (product.md §5 Profile, PUT /api/me)', () => {
  it('accepts a full profile and trims it', () => {
    expect(parseOk(profileSchema, { ...valid, upiId: ' anand@ybl ', whatsappNumber: ' +919876543210 ' })).toEqual(
      valid,
    );
    expectStable(profileSchema, valid);
  });

  it('optional fields left empty (or null, or missing) mean none', () => {
    for (const empty of ['', '  ', null, undefined]) {
      expect(parseOk(profileSchema, { ...valid, lichessUsername: empty, upiId: empty, whatsappNumber: empty })).toEqual(
        {
          ...valid,
          lichessUsername: null,
          upiId: null,
          whatsappNumber: null,
        },
      );
    }
    expect(parseOk(profileSchema, { username: 'anand_64', email: 'anand@example.com' })).toMatchObject({ upiId: null });
  });

  it('username: 3 to 20 letters, digits, hyphens, underscores', () => {
    expect(errors({ username: 'ab' })).toEqual({ username: ['Username must be at least 3 characters'] });
    expect(errors({ username: repeat('a', 20) })).toEqual({});
    expect(errors({ username: repeat('a', 21) })).toEqual({ username: ['Username must be at most 20 characters'] });
    expect(errors({ username: 'a.b.c' })).toEqual({
      username: ['Username can only contain letters, numbers, hyphens and underscores'],
    });
  });

  it('email must be valid', () => {
    expect(errors({ email: '' })).toEqual({ email: ['Please enter a valid email address'] });
  });

  it('Lichess username: at least 3 if given, at most 30', () => {
    expect(errors({ lichessUsername: 'ab' })).toEqual({
      lichessUsername: ['Lichess username must be at least 3 characters'],
    });
    expect(errors({ lichessUsername: 'abc' })).toEqual({});
    expect(errors({ lichessUsername: repeat('a', 31) })).toEqual({
      lichessUsername: ['Lichess username must be at most 30 characters'],
    });
  });

  it('UPI ID: text@text if given', () => {
    expect(errors({ upiId: 'anand' })).toEqual({
      upiId: ['Please enter a valid UPI ID (e.g., username@paytm, number@phonepe)'],
    });
  });

  it('WhatsApp number: optional plus, 2 to 15 digits, not starting with 0', () => {
    const message = 'Please enter a valid WhatsApp number (e.g., +919876543210)';
    expect(errors({ whatsappNumber: '12' })).toEqual({});
    expect(errors({ whatsappNumber: repeat('9', 15) })).toEqual({});
    for (const bad of ['1', repeat('9', 16), '09876543210', '+0987', '98765-43210'])
      expect(errors({ whatsappNumber: bad })).toEqual({ whatsappNumber: [message] });
  });
});
