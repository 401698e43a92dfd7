import {
  organizerApplicationBodySchema,
  organizerApplicationSchema,
  playerOrganizerApplicationSchema,
} from './organizer-application';
import { errorsOf, expectStable, parseOk, repeat } from './testing';

const note = 'I run the weekend rapid club at our school and want to host rated events.';
const valid = {
  username: 'coach-ravi',
  email: 'ravi@example.com',
  password: 'Coach2024',
  confirmPassword: 'Coach2024',
  lichessUsername: 'CoachRavi',
  applicationNote: note,
  upiId: 'ravi@okaxis',
};
const errors = (patch: Record<string, unknown>) => errorsOf(organizerApplicationSchema, { ...valid, ...patch });

describe('organizerApplicationSchema (product.md §5 Organizer application)', () => {
  it('accepts a valid application', () => {
    expect(parseOk(organizerApplicationSchema, valid)).toEqual(valid);
    expectStable(organizerApplicationSchema, valid);
  });

  it('username: 3 to 50 letters, digits, hyphens, underscores', () => {
    expect(errors({ username: 'ab' })).toEqual({ username: ['Username must be at least 3 characters'] });
    expect(errors({ username: repeat('a', 50) })).toEqual({});
    expect(errors({ username: repeat('a', 51) })).toEqual({ username: ['Username must be at most 50 characters'] });
    expect(errors({ username: 'ravi!' })).toEqual({
      username: ['Username can only contain letters, numbers, hyphens and underscores'],
    });
  });

  it('email must be valid', () => {
    expect(errors({ email: 'ravi@' })).toEqual({ email: ['Please enter a valid email address'] });
  });

  it('password: at least 8 with an uppercase, a lowercase and a digit; confirmation must match', () => {
    const pw = (password: string) => errors({ password, confirmPassword: password });
    expect(pw('Coach20')).toEqual({ password: ['Password must be at least 8 characters'] });
    expect(pw('coach2024')).toEqual({ password: ['Password must contain at least one uppercase letter'] });
    expect(pw('COACH2024')).toEqual({ password: ['Password must contain at least one lowercase letter'] });
    expect(pw('CoachRavi')).toEqual({ password: ['Password must contain at least one number'] });
    expect(errors({ confirmPassword: 'Coach2025' })).toEqual({ confirmPassword: ["Passwords don't match"] });
  });

  it('Lichess username: 1 to 30, required for tournament integration', () => {
    expect(errors({ lichessUsername: '' })).toEqual({
      lichessUsername: ['Lichess username is required for tournament integration'],
    });
    expect(errors({ lichessUsername: 'R' })).toEqual({});
    expect(errors({ lichessUsername: repeat('R', 30) })).toEqual({});
    expect(errors({ lichessUsername: repeat('R', 31) })).toEqual({
      lichessUsername: ['Lichess username must be at most 30 characters'],
    });
  });

  it('application note: 50 to 500 characters after trimming', () => {
    const short = 'Please provide at least 50 characters explaining why you want to become an organizer';
    expect(errors({ applicationNote: repeat('n', 49) })).toEqual({ applicationNote: [short] });
    expect(errors({ applicationNote: ` ${repeat('n', 49)}   ` })).toEqual({ applicationNote: [short] });
    expect(errors({ applicationNote: '' })).toEqual({ applicationNote: [short] });
    expect(errors({ applicationNote: repeat('n', 50) })).toEqual({});
    expect(errors({ applicationNote: repeat('n', 500) })).toEqual({});
    expect(errors({ applicationNote: repeat('n', 501) })).toEqual({
      applicationNote: ['Application note must be less than 500 characters'],
    });
  });

  it('UPI ID: required, text@text', () => {
    const message = 'Please enter a valid UPI ID (e.g., username@paytm, number@phonepe)';
    expect(errors({ upiId: '' })).toEqual({ upiId: [message] });
    expect(errors({ upiId: 'ravi.okaxis' })).toEqual({ upiId: [message] });
    expect(errors({ upiId: '9876543210@phonepe' })).toEqual({});
  });

  it('shows every problem at once', () => {
    expect(Object.keys(errorsOf(organizerApplicationSchema, {})).sort()).toEqual([
      'applicationNote',
      'confirmPassword',
      'email',
      'lichessUsername',
      'password',
      'upiId',
      'username',
    ]);
  });
});

describe('organizerApplicationBodySchema (POST /api/apply-organizer)', () => {
  it('is the form without the confirmation', () => {
    const { confirmPassword: _dropped, ...body } = valid;
    expect(parseOk(organizerApplicationBodySchema, valid)).toEqual(body);
  });
});

describe('playerOrganizerApplicationSchema (a signed-in player applies)', () => {
  const mine = { lichessUsername: 'CoachRavi', applicationNote: note, upiId: 'ravi@okaxis' };
  it('has only the Lichess username, note and UPI ID, with the same rules', () => {
    expect(parseOk(playerOrganizerApplicationSchema, { ...mine, username: 'ignored' })).toEqual(mine);
    expect(errorsOf(playerOrganizerApplicationSchema, { ...mine, applicationNote: 'short', upiId: 'x' })).toEqual({
      applicationNote: ['Please provide at least 50 characters explaining why you want to become an organizer'],
      upiId: ['Please enter a valid UPI ID (e.g., username@paytm, number@phonepe)'],
    });
  });
});
