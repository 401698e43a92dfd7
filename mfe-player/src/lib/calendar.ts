// "Add to calendar": one tournament as an iCalendar (RFC 5545) event, downloaded as an .ics file.

/** 2026-12-05T12:00:00.000Z → 20261205T120000Z */
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** RFC 5545 §3.3.11 text: backslash, semicolon, comma and newlines escaped. */
const icsText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets fold onto continuation lines that start with a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  for (let rest = line; rest.length > 0; rest = rest.slice(74)) parts.push(rest.slice(0, 74));
  return parts.join('\r\n ');
}

export type CalendarTournament = {
  id: string;
  name: string;
  description: string | null;
  startTime: string;
  endTime: string | null;
};

const TWO_HOURS = 2 * 3_600_000;

/** The event: the start, the end (or two hours later when none is set), the name and the page's link. */
export function tournamentIcs(t: CalendarTournament, pageUrl: string, now = new Date()): string {
  const end = t.endTime ?? new Date(Date.parse(t.startTime) + TWO_HOURS).toISOString();
  const description = [t.description, `Tournament page: ${pageUrl}`].filter(Boolean).join('\n\n');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Chess School Arena//Tournaments//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:tournament-${t.id}@chess-school-arena`,
    `DTSTAMP:${icsTime(now.toISOString())}`,
    `DTSTART:${icsTime(t.startTime)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${icsText(t.name)}`,
    `DESCRIPTION:${icsText(description)}`,
    `URL:${pageUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')
    .concat('\r\n');
}

/** The file name: the tournament name lowercased, other characters as underscores, then .ics. */
export const icsFileName = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}.ics`;
