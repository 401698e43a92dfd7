// The money view (product.md §10): for each of an organizer's tournaments, and in total,
//   collected   the entry fees accepted (approved), including those since refunded
//   refunds     owed and sent            prizes   owed and sent
//   commission  due (pending, overdue, or running before completion) and paid (confirmed)
//   net         collected − refunds − prizes − commission: what the organizer keeps.
// Every amount is exact (numeric sums in SQL, paise in JS). Refunds and prizes of deleted tournaments
// are one line of their own. The CSV is streamed batch by batch (keyset, shared/csv-export.ts).
import { forbidden, notFound } from '@chess-portal/service-kit';
import { EXPORT_BATCH_DEFAULT } from '../../config/env';
import type { Db, Executor } from '../../db/knex';
import { Tournament, User } from '../../db/models';
import { isUuid } from '../../shared/http/is-uuid';
import { pageInfo, type PageRequest, DEFAULT_PAGE_SIZE } from '../../shared/http/paging';
import type { ServiceDeps } from '../../service-deps';
import { csvExport } from '../../shared/csv-export';
import { fromPaise, toPaise } from '../../shared/money';

export const MONEY_TOURNAMENT_NOT_FOUND = 'Tournament not found';
export const NOT_YOUR_MONEY = 'You can only see the money of your own tournaments';

const AMOUNTS = [
  'collected',
  'refundsOwed',
  'refundsSent',
  'prizesOwed',
  'prizesSent',
  'commissionDue',
  'commissionPaid',
  'net',
] as const;
type Amounts = Record<(typeof AMOUNTS)[number], string>;
export type MoneyLine = Amounts & {
  tournamentId: string | null;
  tournamentName: string;
  status: string | null;
  startTime: string | null;
};

type Row = {
  id: string | null;
  name: string;
  status: string | null;
  start_time: Date | string | null;
  total_collected: string;
  running_commission: string;
  refunds_owed: string;
  refunds_sent: string;
  prizes_owed: string;
  prizes_sent: string;
  commission_amount: string | null;
  commission_status: string | null;
};

const TOURNAMENT_LINES = `
  select t.id, t.name, t.status, t.start_time, t.total_collected, t.commission_due as running_commission,
         coalesce((select sum(amount) from refunds r where r.tournament_id = t.id and r.status = 'owed'), 0)::text as refunds_owed,
         coalesce((select sum(amount) from refunds r where r.tournament_id = t.id and r.status = 'sent'), 0)::text as refunds_sent,
         coalesce((select sum(amount) from payouts p where p.tournament_id = t.id and p.status = 'owed'), 0)::text as prizes_owed,
         coalesce((select sum(amount) from payouts p where p.tournament_id = t.id and p.status = 'sent'), 0)::text as prizes_sent,
         c.commission_amount::text as commission_amount, c.status as commission_status
    from tournaments t left join organizer_commissions c on c.tournament_id = t.id`;

const DELETED_LINE = `
  select null as id, 'Deleted tournaments' as name, null as status, null as start_time,
         '0' as total_collected, '0' as running_commission,
         coalesce((select sum(amount) from refunds where tournament_id is null and organizer_id = :organizer and status = 'owed'), 0)::text as refunds_owed,
         coalesce((select sum(amount) from refunds where tournament_id is null and organizer_id = :organizer and status = 'sent'), 0)::text as refunds_sent,
         coalesce((select sum(amount) from payouts where tournament_id is null and organizer_id = :organizer and status = 'owed'), 0)::text as prizes_owed,
         coalesce((select sum(amount) from payouts where tournament_id is null and organizer_id = :organizer and status = 'sent'), 0)::text as prizes_sent,
         null as commission_amount, null as commission_status`;

const p = (text: string | null) => toPaise(text ?? '0');

export function lineOf(r: Row): MoneyLine {
  const refundsOwed = p(r.refunds_owed);
  const refundsSent = p(r.refunds_sent);
  const collected = p(r.total_collected) + refundsOwed + refundsSent;
  const prizesOwed = p(r.prizes_owed);
  const prizesSent = p(r.prizes_sent);
  const recorded = r.commission_amount !== null;
  const commissionPaid = recorded && r.commission_status === 'confirmed' ? p(r.commission_amount) : 0n;
  const commissionDue = recorded
    ? r.commission_status === 'confirmed'
      ? 0n
      : p(r.commission_amount)
    : r.status === 'cancelled' || r.id === null
      ? 0n
      : p(r.running_commission);
  const net = collected - refundsOwed - refundsSent - prizesOwed - prizesSent - commissionDue - commissionPaid;
  return {
    tournamentId: r.id,
    tournamentName: r.name,
    status: r.status,
    startTime: r.start_time === null ? null : new Date(r.start_time).toISOString(),
    collected: fromPaise(collected),
    refundsOwed: fromPaise(refundsOwed),
    refundsSent: fromPaise(refundsSent),
    prizesOwed: fromPaise(prizesOwed),
    prizesSent: fromPaise(prizesSent),
    commissionDue: fromPaise(commissionDue),
    commissionPaid: fromPaise(commissionPaid),
    net: fromPaise(net),
  };
}

/** Totals kept in paise while lines go by (a page or a stream never holds every line). */
function runningTotals() {
  const sums = Object.fromEntries(AMOUNTS.map((k) => [k, 0n])) as Record<(typeof AMOUNTS)[number], bigint>;
  return {
    add(line: MoneyLine) {
      AMOUNTS.forEach((k) => (sums[k] += toPaise(line[k])));
    },
    totals: () => Object.fromEntries(AMOUNTS.map((k) => [k, fromPaise(sums[k])])) as Amounts,
  };
}

const isEmpty = (l: MoneyLine) => AMOUNTS.every((k) => toPaise(l[k]) === 0n);

/** Whose money `actor` reads: their own, or (an admin) the organizer named. */
async function organizerOf(db: Executor, actor: User, organizerId?: string): Promise<string> {
  if (!organizerId || organizerId === actor.id) return actor.id;
  if (actor.role !== 'admin') throw forbidden(NOT_YOUR_MONEY);
  if (!isUuid(organizerId) || !(await User.query(db).findById(organizerId))) throw notFound('Organizer not found');
  return organizerId;
}

async function deletedLine(db: Executor, organizerId: string): Promise<MoneyLine | null> {
  const { rows } = (await db.raw(DELETED_LINE, { organizer: organizerId })) as unknown as { rows: Row[] };
  const line = lineOf(rows[0]);
  return isEmpty(line) ? null : line;
}

/**
 * GET /organizer/money: the organizer's totals and one page of tournaments (with deleted ones last). The totals
 * need every line: they are read in keyset batches (EXPORT_BATCH_SIZE, as the CSV) and added up as they go,
 * keeping only the page's lines.
 */
export async function organizerMoney(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  actor: User,
  query: PageRequest & { organizerId?: string } = {},
) {
  const batch = config.exportBatch ?? EXPORT_BATCH_DEFAULT;
  const organizerId = await organizerOf(db, actor, query.organizerId);
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const first = (page - 1) * limit;
  const running = runningTotals();
  const shown: MoneyLine[] = [];
  let count = 0;
  const take = (line: MoneyLine) => {
    running.add(line);
    if (count >= first && count < first + limit) shown.push(line);
    count += 1;
  };
  for (let after: string | undefined; ;) {
    const rows = await tournamentBatch(db, organizerId, after, batch);
    rows.forEach((row) => take(lineOf(row)));
    if (rows.length < batch) break;
    after = rows[rows.length - 1].id ?? undefined;
  }
  const deleted = await deletedLine(db, organizerId);
  if (deleted) take(deleted);
  return { organizerId, totals: running.totals(), tournaments: shown, paging: pageInfo(page, limit, count) };
}

/** GET /organizer/tournaments/{id}/money: one tournament's line. */
export async function tournamentMoney(db: Db, actor: User, tournamentId: string) {
  const t = isUuid(tournamentId) ? await Tournament.query(db).findById(tournamentId) : undefined;
  if (!t) throw notFound(MONEY_TOURNAMENT_NOT_FOUND);
  if (actor.role !== 'admin' && t.organizerId !== actor.id) throw forbidden(NOT_YOUR_MONEY);
  const { rows } = (await db.raw(`${TOURNAMENT_LINES} where t.id = ?`, [t.id])) as unknown as { rows: Row[] };
  return lineOf(rows[0]);
}

export const MONEY_CSV_COLUMNS = [
  'Tournament',
  'Status',
  'Start (UTC)',
  'Collected (INR)',
  'Refunds owed (INR)',
  'Refunds sent (INR)',
  'Prizes owed (INR)',
  'Prizes sent (INR)',
  'Commission due (INR)',
  'Commission paid (INR)',
  'Net (INR)',
];

/**
 * The rows after tournament `afterId` in the money view's order (start_time desc nulls last, created_at desc,
 * id): a keyset on the database's own values of that row, so each batch is one indexed read however deep.
 */
const AFTER_TOURNAMENT = `
  and exists (select 1 from tournaments l where l.id = :after and (
        (l.start_time is not null and (t.start_time is null or t.start_time < l.start_time))
     or (t.start_time is not distinct from l.start_time
         and (t.created_at < l.created_at or (t.created_at = l.created_at and t.id > l.id)))))`;

async function tournamentBatch(db: Executor, organizerId: string, afterId: string | undefined, limit: number) {
  const sql = `${TOURNAMENT_LINES} where t.organizer_id = :organizer ${afterId ? AFTER_TOURNAMENT : ''}
    order by t.start_time desc nulls last, t.created_at desc, t.id limit :limit`;
  const bindings = { organizer: organizerId, limit, ...(afterId ? { after: afterId } : {}) };
  const { rows } = (await db.raw(sql, bindings)) as unknown as { rows: Row[] };
  return rows;
}

/**
 * GET /organizer/money/export.csv: every line, then the deleted tournaments' line and the totals, read
 * `exportBatch` tournaments at a time and written as they are read (shared/csv-export.ts).
 */
export async function organizerMoneyCsv(
  { db, config, logger }: Pick<ServiceDeps, 'db' | 'config' | 'logger'>,
  actor: User,
  query: { organizerId?: string } = {},
) {
  const organizerId = await organizerOf(db, actor, query.organizerId);
  const running = runningTotals();
  const counted = (line: MoneyLine) => {
    running.add(line);
    return cellsOf(line);
  };
  const stream = await csvExport<Row>({
    columns: MONEY_CSV_COLUMNS,
    batchSize: config.exportBatch ?? EXPORT_BATCH_DEFAULT,
    batch: (last, limit) => tournamentBatch(db, organizerId, last?.id ?? undefined, limit),
    cells: (row) => counted(lineOf(row)),
    async trailer() {
      const deleted = await deletedLine(db, organizerId);
      const lines = deleted ? [counted(deleted)] : [];
      const totals = running.totals();
      return [
        ...lines,
        cellsOf({ tournamentId: null, tournamentName: 'Total', status: null, startTime: null, ...totals }),
      ];
    },
    onError: (err) => logger?.error({ err, organizerId }, 'The money CSV ended mid-stream'),
  });
  return { fileName: 'money.csv', stream };
}

const cellsOf = (l: MoneyLine) => [l.tournamentName, l.status, l.startTime, ...AMOUNTS.map((k) => l[k])];
