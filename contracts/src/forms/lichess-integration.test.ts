import { arenaFormSchema, swissFormSchema, swissPlayerSchema } from './lichess-integration';
import { errorsOf, expectStable, parseOk, repeat } from './testing';

const arena = { name: 'Friday Blitz', clockLimit: '180', clockIncrement: '2' };
const swiss = { ...arena, teamSlug: 'chess-school', nbRounds: '7' };
const arenaErrors = (patch: Record<string, unknown>) => errorsOf(arenaFormSchema, { ...arena, ...patch });
const swissErrors = (patch: Record<string, unknown>) => errorsOf(swissFormSchema, { ...swiss, ...patch });

describe('arenaFormSchema (product.md §5 Arena form)', () => {
  it('parses numbers from text', () => {
    expect(parseOk(arenaFormSchema, arena)).toEqual({ name: 'Friday Blitz', clockLimit: 180, clockIncrement: 2 });
    expectStable(arenaFormSchema, arena);
  });

  it('name: 1 to 30 characters', () => {
    expect(arenaErrors({ name: '' })).toEqual({ name: ['Tournament name is required'] });
    expect(arenaErrors({ name: repeat('n', 30) })).toEqual({});
    expect(arenaErrors({ name: repeat('n', 31) })).toEqual({ name: ['Tournament name must be 30 characters or less'] });
  });

  it('clockLimit: 30 to 10800 seconds', () => {
    expect(arenaErrors({ clockLimit: 30 })).toEqual({});
    expect(arenaErrors({ clockLimit: 10800 })).toEqual({});
    expect(arenaErrors({ clockLimit: 29 })).toEqual({ clockLimit: ['Clock limit must be at least 30 seconds'] });
    expect(arenaErrors({ clockLimit: 10801 })).toEqual({
      clockLimit: ['Clock limit must be at most 10800 seconds (3 hours)'],
    });
    expect(arenaErrors({ clockLimit: '' })).toEqual({ clockLimit: ['Clock limit is required'] });
    expect(arenaErrors({ clockLimit: '60.5' })).toEqual({
      clockLimit: ['Clock limit must be a whole number of seconds'],
    });
  });

  it('clockIncrement: 0 to 180 seconds', () => {
    expect(arenaErrors({ clockIncrement: 0 })).toEqual({});
    expect(arenaErrors({ clockIncrement: 180 })).toEqual({});
    expect(arenaErrors({ clockIncrement: -1 })).toEqual({ clockIncrement: ['Increment cannot be negative'] });
    expect(arenaErrors({ clockIncrement: 181 })).toEqual({ clockIncrement: ['Increment must be at most 180 seconds'] });
    expect(arenaErrors({ clockIncrement: '' })).toEqual({ clockIncrement: ['Increment is required'] });
  });
});

describe('swissFormSchema (product.md §5 Swiss form)', () => {
  it('adds team slug, rounds and manualJoin (default false)', () => {
    expect(parseOk(swissFormSchema, swiss)).toEqual({
      name: 'Friday Blitz',
      clockLimit: 180,
      clockIncrement: 2,
      teamSlug: 'chess-school',
      nbRounds: 7,
      manualJoin: false,
    });
    expect(parseOk(swissFormSchema, { ...swiss, manualJoin: true }).manualJoin).toBe(true);
    expectStable(swissFormSchema, swiss);
  });

  it('team slug is required', () => {
    for (const empty of ['', '  ', undefined])
      expect(swissErrors({ teamSlug: empty })).toEqual({ teamSlug: ['Team slug is required for Swiss tournaments'] });
  });

  it('rounds: 3 to 20', () => {
    expect(swissErrors({ nbRounds: 3 })).toEqual({});
    expect(swissErrors({ nbRounds: 20 })).toEqual({});
    expect(swissErrors({ nbRounds: 2 })).toEqual({ nbRounds: ['At least 3 rounds'] });
    expect(swissErrors({ nbRounds: 21 })).toEqual({ nbRounds: ['At most 20 rounds'] });
    expect(swissErrors({ nbRounds: '' })).toEqual({ nbRounds: ['Number of rounds is required'] });
  });

  it('keeps the Arena rules', () => {
    expect(swissErrors({ name: repeat('n', 31) })).toEqual({ name: ['Tournament name must be 30 characters or less'] });
  });
});

describe('swissPlayerSchema (add or remove a player)', () => {
  it('requires a Lichess username', () => {
    expect(parseOk(swissPlayerSchema, { username: ' Anand64 ' })).toEqual({ username: 'Anand64' });
    expect(errorsOf(swissPlayerSchema, { username: '' })).toEqual({ username: ['Lichess username is required'] });
    expect(errorsOf(swissPlayerSchema, {})).toEqual({ username: ['Lichess username is required'] });
    expect(errorsOf(swissPlayerSchema, { username: 'x y' })).toEqual({
      username: ['Lichess usernames can only contain letters, digits, underscores and hyphens'],
    });
  });
});
