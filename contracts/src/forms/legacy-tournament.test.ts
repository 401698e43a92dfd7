import { legacyTournamentDefaults, legacyTournamentSchema } from './legacy-tournament';
import { errorsOf, expectStable, parseOk, repeat } from './testing';

const now = new Date('2025-01-01T04:30:00Z'); // 10:00 in Kolkata
const valid = { ...legacyTournamentDefaults(now), name: 'School Rapid Cup' };
const errors = (patch: Record<string, unknown>) => errorsOf(legacyTournamentSchema, { ...valid, ...patch });

describe('legacyTournamentDefaults (product.md §9)', () => {
  it('rapid, 10+0, swiss, 16 players, fees 0, start one day ahead (Kolkata time), 7 rounds', () => {
    expect(legacyTournamentDefaults(now)).toEqual({
      name: '',
      description: '',
      format: 'rapid',
      timeControl: '10+0',
      system: 'swiss',
      maxPlayers: 16,
      entryFee: '0',
      prizePool: '0',
      startTime: '2025-01-02T10:00',
      rounds: 7,
    });
  });

  it('are valid once a name is filled in', () => {
    expect(parseOk(legacyTournamentSchema, valid)).toEqual({
      name: 'School Rapid Cup',
      description: null,
      format: 'rapid',
      timeControl: '10+0',
      system: 'swiss',
      maxPlayers: 16,
      entryFee: '0.00',
      prizePool: '0.00',
      startTime: '2025-01-02T04:30:00.000Z',
      rounds: 7,
    });
    expectStable(legacyTournamentSchema, valid);
  });
});

describe('legacyTournamentSchema (product.md §5 Legacy create form)', () => {
  it('name: 1 to 100', () => {
    expect(errors({ name: '  ' })).toEqual({ name: ['Tournament name is required'] });
    expect(errors({ name: repeat('n', 100) })).toEqual({});
    expect(errors({ name: repeat('n', 101) })).toEqual({ name: ['Name too long'] });
  });

  it('format: rapid, blitz or classical', () => {
    for (const format of ['blitz', 'classical']) expect(errors({ format })).toEqual({});
    for (const format of ['', 'bullet', undefined])
      expect(errors({ format })).toEqual({ format: ['Please select a format'] });
  });

  it('time control: required, minutes+increment', () => {
    expect(errors({ timeControl: '' })).toEqual({ timeControl: ['Time control is required'] });
    expect(errors({ timeControl: '10 min' })).toEqual({
      timeControl: ['Time control must be minutes+increment, e.g. 10+0'],
    });
    expect(parseOk(legacyTournamentSchema, { ...valid, timeControl: '90+30' }).timeControl).toBe('90+30');
  });

  it('system: swiss, arena or round-robin', () => {
    for (const system of ['arena', 'round-robin']) expect(errors({ system })).toEqual({});
    for (const system of ['', 'knockout'])
      expect(errors({ system })).toEqual({ system: ['Please select a tournament system'] });
  });

  it('max players: 2 to 1000', () => {
    expect(errors({ maxPlayers: '2' })).toEqual({});
    expect(errors({ maxPlayers: 1000 })).toEqual({});
    expect(errors({ maxPlayers: 1 })).toEqual({ maxPlayers: ['At least 2 players required'] });
    expect(errors({ maxPlayers: '1001' })).toEqual({ maxPlayers: ['Too many players'] });
    expect(errors({ maxPlayers: '' })).toEqual({ maxPlayers: ['Max players is required'] });
  });

  it("entry fee and prize pool: default '0', non-negative, at most 2 decimals", () => {
    expect(parseOk(legacyTournamentSchema, { ...valid, entryFee: '', prizePool: undefined })).toMatchObject({
      entryFee: '0.00',
      prizePool: '0.00',
    });
    expect(parseOk(legacyTournamentSchema, { ...valid, entryFee: '99.5', prizePool: 5000 })).toMatchObject({
      entryFee: '99.50',
      prizePool: '5000.00',
    });
    expect(errors({ entryFee: '-10' })).toEqual({ entryFee: ['Entry fee cannot be negative'] });
    expect(errors({ prizePool: '10.001' })).toEqual({ prizePool: ['Prize pool can have at most 2 decimal places'] });
  });

  it('start time: required, a real date and time', () => {
    expect(errors({ startTime: '' })).toEqual({ startTime: ['Start time is required'] });
    expect(errors({ startTime: '2025-02-30T10:00' })).toEqual({ startTime: ['Please enter a valid date and time'] });
  });

  it('rounds: 1 to 20, empty means unlimited', () => {
    expect(parseOk(legacyTournamentSchema, { ...valid, rounds: '' }).rounds).toBeNull();
    expect(errors({ rounds: 1 })).toEqual({});
    expect(errors({ rounds: 20 })).toEqual({});
    expect(errors({ rounds: 0 })).toEqual({ rounds: ['At least 1 round'] });
    expect(errors({ rounds: 21 })).toEqual({ rounds: ['At most 20 rounds'] });
  });

  it('description is optional, trimmed, at most 2000', () => {
    expect(parseOk(legacyTournamentSchema, { ...valid, description: ' Open to all ' }).description).toBe('Open to all');
    expect(errors({ description: repeat('d', 2001) })).toEqual({
      description: ['Description must be at most 2000 characters'],
    });
  });
});
