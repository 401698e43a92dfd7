// The organizer's CSV of registrations: every column an organizer needs, for free and
// paid events alike, with the list's status and search filters. Times are Asia/Kolkata (IST); a
// cell that a spreadsheet would run as a formula (= + - @) is prefixed with an apostrophe.
import type { Executor } from '../../db/knex';
import type { Registration, Tournament, User } from '../../db/models';
import { loadManagedTournament } from '../../tournaments/services/organizer-access';
import { filteredRegistrations, type RegistrationFilter } from './registration-list-service';

export const CSV_COLUMNS = [
  'Registration ID',
  'Player',
  'Email',
  'Lichess username',
  'Lichess verified',
  'Status',
  'Transaction ID',
  'Entry fee (INR)',
  'Registered at (IST)',
  'Approved at (IST)',
  'Team verified',
  'Joined on Lichess',
] as const;

const ist = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 2026-03-05 17:30 (Asia/Kolkata), or empty. */
export function istTime(d: Date | null): string {
  if (!d) return '';
  const p = Object.fromEntries(ist.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

const yesNo = (b: boolean | undefined) => (b ? 'yes' : 'no');

function csvRow(t: Tournament, r: Registration): string {
  return [
    r.id,
    r.player?.username,
    r.player?.email,
    r.player?.lichessUsername,
    yesNo(r.player?.lichessVerified),
    r.paymentStatus,
    r.paymentId,
    t.entryFee,
    istTime(r.registeredAt),
    istTime(r.approvedAt),
    yesNo(r.teamVerified),
    yesNo(r.lichessJoined),
  ]
    .map(csvCell)
    .join(',');
}

/** 'Spring Open 2026' → 'spring_open_2026_registrations.csv' (the .txt export's naming, product.md §2). */
export const csvFileName = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]/g, '_')}_registrations.csv`;

export async function registrationsCsv(
  db: Executor,
  actor: User,
  tournamentId: string,
  filter: RegistrationFilter,
): Promise<{ fileName: string; csv: string }> {
  const t = await loadManagedTournament(db, actor, tournamentId);
  const rows = await filteredRegistrations(db, t.id, filter);
  const lines = [CSV_COLUMNS.join(','), ...rows.map((r) => csvRow(t, r))];
  return { fileName: csvFileName(t.name), csv: `${lines.join('\r\n')}\r\n` };
}
