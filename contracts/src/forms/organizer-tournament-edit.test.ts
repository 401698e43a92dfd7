import { editToUpdateBody, organizerTournamentEditSchema, organizerTournamentSchema } from './organizer-tournament';
import { errorsOf, expectStable, parseOk, repeat } from './testing';

const valid = {
  name: 'Sunday Swiss',
  system: 'swiss',
  timeControl: '15+10',
  startTime: '2025-01-05T16:00',
  rounds: '5',
  roundInterval: '120',
  entryFee: '100',
  lichessTeamSlug: 'chess-school',
};
const errors = (patch: Record<string, unknown>) => errorsOf(organizerTournamentEditSchema, { ...valid, ...patch });

describe('organizerTournamentEditSchema (product.md §5 Edit form)', () => {
  it('parses a valid edit', () => {
    expect(parseOk(organizerTournamentEditSchema, valid)).toEqual({
      name: 'Sunday Swiss',
      description: null,
      system: 'swiss',
      timeControl: '15+10',
      startTime: '2025-01-05T10:30:00.000Z',
      rounds: 5,
      roundInterval: 120,
      entryFee: '100.00',
      lichessTeamSlug: 'chess-school',
    });
    expectStable(organizerTournamentEditSchema, valid);
  });

  it('name 1 to 100; system swiss or arena; time control and start time required', () => {
    expect(errors({ name: '' })).toEqual({ name: ['Tournament name is required'] });
    expect(errors({ name: repeat('n', 100) })).toEqual({});
    expect(errors({ name: repeat('n', 101) })).toEqual({ name: ['Name too long'] });
    expect(errors({ system: 'round-robin' })).toEqual({ system: ['Please select a tournament system'] });
    expect(errors({ timeControl: '' })).toEqual({ timeControl: ['Time control is required'] });
    expect(errors({ startTime: '' })).toEqual({ startTime: ['Start time is required'] });
  });

  it('rounds 1 to 20; round interval 30 to 1800; entry fee at least 0; team slug optional', () => {
    expect(errors({ rounds: 21 })).toEqual({ rounds: ['At most 20 rounds'] });
    expect(errors({ rounds: 0 })).toEqual({ rounds: ['At least 1 round'] });
    expect(errors({ roundInterval: 29 })).toEqual({ roundInterval: ['Minimum 30 seconds'] });
    expect(errors({ roundInterval: 1801 })).toEqual({ roundInterval: ['Maximum 30 minutes'] });
    expect(errors({ roundInterval: '' })).toEqual({ roundInterval: ['Round interval is required'] });
    expect(errors({ entryFee: '-5' })).toEqual({ entryFee: ['Entry fee cannot be negative'] });
    expect(parseOk(organizerTournamentEditSchema, { ...valid, lichessTeamSlug: '' }).lichessTeamSlug).toBeNull();
  });
});

describe('editToUpdateBody', () => {
  it('splits the time control and sends manual_join false and an empty qr_image', () => {
    const body = editToUpdateBody(parseOk(organizerTournamentEditSchema, valid));
    expect(body).toEqual({
      title: 'Sunday Swiss',
      description: '',
      type: 'swiss',
      starts_at: '2025-01-05T10:30:00.000Z',
      clock_limit: 15,
      clock_increment: 10,
      nb_rounds: 5,
      round_interval: 120,
      entry_fee: '100.00',
      manual_join: false,
      team_slug: 'chess-school',
      qr_image: '',
    });
    expect(parseOk(organizerTournamentSchema, body)).toEqual({ ...body, description: null });
  });

  it('sends the description the organizer sees, so saving keeps the payment instructions (or clears them on purpose)', () => {
    const kept = parseOk(organizerTournamentEditSchema, { ...valid, description: 'Pay ₹100 to coach@upi' });
    expect(editToUpdateBody(kept).description).toBe('Pay ₹100 to coach@upi');
    expect(errors({ description: repeat('d', 2001) })).toEqual({
      description: ['Description must be at most 2000 characters'],
    });
  });

  it('a bare number of minutes has increment 0; an Arena has no rounds', () => {
    const edit = parseOk(organizerTournamentEditSchema, {
      ...valid,
      system: 'arena',
      timeControl: '3',
      lichessTeamSlug: '',
    });
    expect(editToUpdateBody(edit)).toMatchObject({
      type: 'arena',
      clock_limit: 3,
      clock_increment: 0,
      nb_rounds: null,
      team_slug: null,
    });
  });

  it('falls back to 10 and 0 when the time control cannot be read', () => {
    const edit = parseOk(organizerTournamentEditSchema, valid);
    expect(editToUpdateBody({ ...edit, timeControl: '' })).toMatchObject({ clock_limit: 10, clock_increment: 0 });
  });
});
