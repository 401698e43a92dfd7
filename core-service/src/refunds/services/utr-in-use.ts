// A UTR records one money movement: refused when any registration, commission payment, refund or
// prize payout already carries it (product.md §10).
import { UTR_USED } from '@chess-portal/contracts';
import { conflict } from '@chess-portal/service-kit';
import type { Executor } from '../../db/knex';

/** Where `utr` is used already, as a short phrase ('a registration for Sunday Swiss'), or null. */
export async function utrUse(db: Executor, utr: string): Promise<string | null> {
  const rows = (await db
    .raw(
      `select 'a registration for ' || t.name as use from registrations r join tournaments t on t.id = r.tournament_id
        where r.payment_id = ? and r.payment_status <> 'withdrawn'
       union all
       select 'a commission payment for ' || t.name from organizer_commissions c join tournaments t on t.id = c.tournament_id
        where c.organizer_transaction_id = ?
       union all
       select 'a refund for ' || f.tournament_name from refunds f where f.utr = ?
       union all
       select 'a registration for ' || f.tournament_name from refunds f where f.payment_id = ?
       union all
       select 'a prize for ' || coalesce(p.tournament_name, 'a tournament') from payouts p where p.upi_transaction_id = ?
       limit 1`,
      [utr, utr, utr, utr, utr],
    )
    .then((r: { rows: { use: string }[] }) => r.rows)) as { use: string }[];
  return rows[0]?.use ?? null;
}

/** 409 when `utr` is already recorded anywhere on the platform. */
export async function assertUtrUnused(db: Executor, utr: string): Promise<void> {
  const use = await utrUse(db, utr);
  if (use) throw conflict(`${UTR_USED} (${use})`);
}
