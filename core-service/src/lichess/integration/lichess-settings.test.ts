import { Tournament } from '../../db/models';
import { arenaMinutes, pushNotes } from './lichess-settings';

const arena = (fields: Partial<Tournament>) =>
  Tournament.fromJson({
    name: 'Evening Blitz',
    system: 'arena',
    format: 'blitz',
    timeControl: '3+2',
    maxPlayers: 20,
    entryFee: '0.00',
    prizePool: '0.00',
    startTime: new Date('2026-12-01T12:30:00.000Z'),
    ...fields,
  } as object);

describe('pushNotes: what the push toast tells the organizer', () => {
  it('says how long an Arena runs and why: about four games of its clock, never under an hour', () => {
    const blitz = arena({});
    expect(arenaMinutes(blitz)).toBe(60);
    expect(pushNotes(blitz, { name: 'Evening Blitz Arena', minutes: 60 })).toEqual([
      'The Arena runs for 60 minutes on Lichess: room for about four games of 3+2, and never under an hour.',
      'Lichess shows it as "Evening Blitz Arena".',
    ]);
    // four 10+0 games need more than an hour: the next length Lichess offers
    const rapid = arena({ timeControl: '10+0', format: 'rapid' });
    expect(arenaMinutes(rapid)).toBe(70);
    expect(pushNotes(rapid, { name: 'Evening Blitz Arena', minutes: 70 })[0]).toBe(
      'The Arena runs for 70 minutes on Lichess: room for about four games of 10+0, and never under an hour.',
    );
  });

  it('runs an Arena with an end time until then', () => {
    const t = arena({ endTime: new Date('2026-12-01T14:00:00.000Z') });
    expect(pushNotes(t, { name: 'Evening Blitz Arena', minutes: 90 })[0]).toBe(
      'The Arena runs for 90 minutes on Lichess, from the start to the end time you set.',
    );
  });

  it('names the tournament as Lichess answered, and says nothing when Lichess kept the name', () => {
    const swiss = arena({ system: 'swiss', name: 'Sunday Swiss', roundInterval: 60 });
    expect(pushNotes(swiss, { name: 'Sunday Swiss' })).toEqual([]);
  });
});
