// The organizer's CSV of registrations: every column an organizer needs, for free and
// paid events alike, with the list's status and search filters. Times are Asia/Kolkata (IST); a
// cell that a spreadsheet would run as a formula (= + - @) is prefixed with an apostrophe
// (shared/csv-export.ts, which also streams it batch by batch).
import type { Readable } from 'node:stream';
import { EXPORT_BATCH_DEFAULT } from '../../config/env';
import type { Registration, Tournament, User } from '../../db/models';
import type { ServiceDeps } from '../../service-deps';
import { csvExport, type CsvCell } from '../../shared/csv-export';
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

const yesNo = (b: boolean | undefined) => (b ? 'yes' : 'no');

function csvRow(t: Tournament, r: Registration): CsvCell[] {
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
  ];
}

/** 'Spring Open 2026' → 'spring_open_2026_registrations.csv' (the .txt export's naming, product.md §2). */
export const csvFileName = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]/g, '_')}_registrations.csv`;

const AFTER_REGISTRATION =
  '(registrations.registered_at, registrations.id) > (select r.registered_at, r.id from registrations r where r.id = ?)';

/**
 * GET /organizer/tournaments/{id}/export-csv: the header, then the matching registrations in the list's order
 * (registered_at, id), read `exportBatch` at a time by keyset (the rows after the last one sent) and written as
 * they are read. Ownership is checked before the first byte.
 */
export async function registrationsCsv(
  { db, config, logger }: Pick<ServiceDeps, 'db' | 'config' | 'logger'>,
  actor: User,
  tournamentId: string,
  filter: RegistrationFilter,
): Promise<{ fileName: string; stream: Readable }> {
  const t = await loadManagedTournament(db, actor, tournamentId);
  const stream = await csvExport<Registration>({
    columns: CSV_COLUMNS,
    batchSize: config.exportBatch ?? EXPORT_BATCH_DEFAULT,
    batch: async (last, limit) => {
      const rows = filteredRegistrations(db, t.id, filter).limit(limit);
      // keyset on the database's own values of the last row sent (exact to the microsecond)
      if (last) rows.whereRaw(AFTER_REGISTRATION, [last.id]);
      return rows;
    },
    cells: (r) => csvRow(t, r),
    onError: (err) => logger?.error({ err, tournamentId: t.id }, 'The registrations CSV ended mid-stream'),
  });
  return { fileName: csvFileName(t.name), stream };
}
