import { icsFileName, tournamentIcs } from './calendar';

const t = {
  id: '11111111-0000-4000-8000-000000000001',
  name: 'Weekend Blitz, Cup; 2026',
  description: 'Fast games.\nReal prizes.',
  startTime: '2026-12-05T12:00:00.000Z',
  endTime: null,
};

describe('tournamentIcs', () => {
  it('is one VEVENT at the start in UTC, two hours long without an end, with the escaped name and the link', () => {
    const ics = tournamentIcs(t, 'http://portal.test/tournaments/x', new Date('2026-12-01T10:00:00.000Z'));
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20261205T120000Z');
    expect(lines).toContain('DTEND:20261205T140000Z');
    expect(lines).toContain('DTSTAMP:20261201T100000Z');
    expect(lines).toContain('SUMMARY:Weekend Blitz\\, Cup\\; 2026');
    expect(lines).toContain('UID:tournament-11111111-0000-4000-8000-000000000001@chess-school-arena');
    expect(ics.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:Fast games.\\nReal prizes.\\n\\nTournament page: http://portal.test/tournaments/x',
    );
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(75);
  });

  it('ends at the end time when there is one', () => {
    expect(tournamentIcs({ ...t, endTime: '2026-12-05T15:30:00.000Z' }, 'http://x')).toContain(
      'DTEND:20261205T153000Z',
    );
  });

  it('names the file after the tournament', () => {
    expect(icsFileName('Weekend Blitz, Cup; 2026')).toBe('weekend_blitz_cup_2026.ics');
  });
});
