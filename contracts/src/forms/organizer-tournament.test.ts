import { organizerTournamentDefaults, organizerTournamentSchema } from './organizer-tournament';
import { errorsOf, expectStable, parseOk, repeat } from './testing';

const valid = {
  ...organizerTournamentDefaults,
  title: 'Sunday Swiss',
  starts_at: '2025-01-05T16:00',
  team_slug: 'chess-school',
};
const errors = (patch: Record<string, unknown>) => errorsOf(organizerTournamentSchema, { ...valid, ...patch });
const arena = { ...valid, type: 'arena', team_slug: '' };

describe('organizerTournamentDefaults (product.md §9)', () => {
  it('Swiss, clock 10 min, increment 0, 7 rounds, 60 s interval, entry fee 0', () => {
    expect(organizerTournamentDefaults).toMatchObject({
      type: 'swiss',
      clock_limit: 10,
      clock_increment: 0,
      nb_rounds: 7,
      round_interval: 60,
      entry_fee: '0',
      manual_join: false,
    });
  });

  it('give a valid Swiss once title, start and team slug are filled in', () => {
    expect(parseOk(organizerTournamentSchema, valid)).toEqual({
      title: 'Sunday Swiss',
      description: null,
      type: 'swiss',
      starts_at: '2025-01-05T10:30:00.000Z',
      clock_limit: 10,
      clock_increment: 0,
      nb_rounds: 7,
      round_interval: 60,
      entry_fee: '0.00',
      manual_join: false,
      team_slug: 'chess-school',
      qr_image: '',
      prize_pool: '0.00',
      prize_distribution: { mode: 'amount', places: [] },
    });
    expectStable(organizerTournamentSchema, valid);
  });
});

describe('organizerTournamentSchema (product.md §5 Organizer create form)', () => {
  it('title: 1 to 100', () => {
    expect(errors({ title: '' })).toEqual({ title: ['Title is required'] });
    expect(errors({ title: repeat('t', 100) })).toEqual({});
    expect(errors({ title: repeat('t', 101) })).toEqual({ title: ['Title too long'] });
  });

  it('type: swiss or arena', () => {
    for (const type of ['', 'round-robin', undefined])
      expect(errors({ type })).toEqual({ type: ['Tournament type is required'] });
  });

  it('starts_at: required', () => {
    expect(errors({ starts_at: '' })).toEqual({ starts_at: ['Start time is required'] });
  });

  it('clock_limit: 1 to 180 minutes', () => {
    expect(errors({ clock_limit: 1 })).toEqual({});
    expect(errors({ clock_limit: '180' })).toEqual({});
    expect(errors({ clock_limit: 0 })).toEqual({ clock_limit: ['Minimum 1 minute'] });
    expect(errors({ clock_limit: 181 })).toEqual({ clock_limit: ['Maximum 3 hours'] });
    expect(errors({ clock_limit: '' })).toEqual({ clock_limit: ['Clock limit is required'] });
  });

  it('clock_increment: 0 to 180 seconds', () => {
    expect(errors({ clock_increment: 180 })).toEqual({});
    expect(errors({ clock_increment: -1 })).toEqual({ clock_increment: ['Increment cannot be negative'] });
    expect(errors({ clock_increment: 181 })).toEqual({ clock_increment: ['Increment must be at most 180 seconds'] });
  });

  it('nb_rounds: 1 to 20, optional', () => {
    expect(errors({ nb_rounds: 1 })).toEqual({});
    expect(errors({ nb_rounds: 20 })).toEqual({});
    expect(parseOk(organizerTournamentSchema, { ...valid, nb_rounds: '' }).nb_rounds).toBeNull();
    expect(errors({ nb_rounds: 0 })).toEqual({ nb_rounds: ['At least 1 round'] });
    expect(errors({ nb_rounds: 21 })).toEqual({ nb_rounds: ['At most 20 rounds'] });
  });

  it('round_interval: 30 to 1800 seconds, default 60', () => {
    expect(errors({ round_interval: 30 })).toEqual({});
    expect(errors({ round_interval: 1800 })).toEqual({});
    expect(errors({ round_interval: 29 })).toEqual({ round_interval: ['Minimum 30 seconds'] });
    expect(errors({ round_interval: 1801 })).toEqual({ round_interval: ['Maximum 30 minutes'] });
    expect(parseOk(organizerTournamentSchema, { ...valid, round_interval: '' }).round_interval).toBe(60);
    expect(parseOk(organizerTournamentSchema, { ...valid, round_interval: undefined }).round_interval).toBe(60);
  });

  it('entry_fee: at least 0', () => {
    expect(parseOk(organizerTournamentSchema, { ...valid, entry_fee: '150' }).entry_fee).toBe('150.00');
    expect(errors({ entry_fee: '-1' })).toEqual({ entry_fee: ['Entry fee cannot be negative'] });
    expect(errors({ entry_fee: '1.999' })).toEqual({ entry_fee: ['Entry fee can have at most 2 decimal places'] });
  });

  it('team_slug: required for Swiss, optional for Arena', () => {
    for (const empty of ['', null, undefined])
      expect(errors({ team_slug: empty })).toEqual({ team_slug: ['Team slug is required for Swiss tournaments'] });
    expect(errorsOf(organizerTournamentSchema, arena)).toEqual({});
    expect(parseOk(organizerTournamentSchema, { ...arena, team_slug: 'chess-school' }).team_slug).toBe('chess-school');
    expect(errors({ team_slug: 'chess school' })).toEqual({
      team_slug: ['Team slug can only contain letters, numbers, hyphens and underscores (e.g., chess-school)'],
    });
  });

  it('manual_join: default false, true only for Swiss', () => {
    expect(parseOk(organizerTournamentSchema, { ...valid, manual_join: undefined }).manual_join).toBe(false);
    expect(parseOk(organizerTournamentSchema, { ...valid, manual_join: true }).manual_join).toBe(true);
    expect(errorsOf(organizerTournamentSchema, { ...arena, manual_join: true })).toEqual({
      manual_join: ['Manual join is only available for Swiss tournaments'],
    });
  });

  it('an Arena has no rounds', () => {
    expect(parseOk(organizerTournamentSchema, arena).nb_rounds).toBeNull();
  });

  it('cross-field rules show together with field errors', () => {
    expect(errors({ title: '', team_slug: '' })).toEqual({
      title: ['Title is required'],
      team_slug: ['Team slug is required for Swiss tournaments'],
    });
  });

  it('qr_image: optional image data URL', () => {
    const url = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';
    expect(parseOk(organizerTournamentSchema, { ...valid, qr_image: url }).qr_image).toBe(url);
    expect(errors({ qr_image: 'data:text/html;base64,AAAA' })).toEqual({
      qr_image: ['QR code must be a PNG, JPEG, WebP or GIF image'],
    });
  });
});
