// Prize payouts are owed once a tournament's results are in (product.md §10): its prize pool split by
// rank (split.ts), one `payouts` row per winner who is an approved player of the tournament, written in
// the results' transaction, and each winner told (asked for a UPI id when they have none). Computed
// once per tournament: a later fetch of the same results changes nothing.
import { prizeAmounts, prizeDistributionSchema, type PrizeDistribution } from '@chess-portal/contracts';
import type { Executor } from '../../db/knex';
import { Payout, Registration, type Tournament } from '../../db/models';
import { recordAudit } from '../../audit/services/audit-service';
import { notify, type NotifyDeps } from '../../notifications/services/notify';
import { formatRupees, toPaise } from '../../shared/money';
import { splitPrizes, type Finisher } from './split';

/** The stored distribution when it is well formed, else null. */
export function distributionOf(t: Pick<Tournament, 'prizeDistribution'>): PrizeDistribution | null {
  const parsed = prizeDistributionSchema.safeParse(t.prizeDistribution);
  return parsed.success && parsed.data.places.length > 0 ? parsed.data : null;
}

/** The prize of each place (first place first), exact; [] without a pool. */
export function placePrizes(t: Pick<Tournament, 'prizePool' | 'prizeDistribution'>): string[] {
  const d = distributionOf(t);
  if (!d || !t.prizePool || toPaise(t.prizePool) <= 0n) return [];
  return prizeAmounts(t.prizePool, d);
}

/** Finishers as Lichess ranked them, with their Lichess id (lowercased name). */
export type RankedFinisher = Finisher & { userId: string };

export async function computePayouts(
  deps: NotifyDeps,
  trx: Executor,
  t: Tournament,
  finishers: RankedFinisher[],
  at: Date,
): Promise<number> {
  const amounts = placePrizes(t);
  if (amounts.length === 0 || finishers.length === 0) return 0;
  if (await Payout.query(trx).where({ tournamentId: t.id }).first()) return 0;
  const regs = await Registration.query(trx)
    .where({ tournamentId: t.id, paymentStatus: 'approved' })
    .withGraphFetched('player');
  const byName = new Map(
    regs.filter((r) => r.player?.lichessUsername).map((r) => [r.player!.lichessUsername!.toLowerCase(), r.player!]),
  );
  const userIdOf = new Map(finishers.map((f) => [f.username, f.userId]));
  let written = 0;
  for (const share of splitPrizes(amounts, finishers)) {
    const player = byName.get(userIdOf.get(share.username) ?? share.username.toLowerCase());
    if (!player) continue; // not an approved player here (the allow-list admits only those)
    const payout = await Payout.query(trx).insert({
      tournamentId: t.id,
      tournamentName: t.name,
      organizerId: t.organizerId,
      playerId: player.id,
      amount: share.amount,
      rank: share.rank,
      status: 'owed',
      createdAt: at,
    });
    written += 1;
    await recordAudit(trx, {
      actorId: null,
      action: 'prize.owed',
      entityType: 'payout',
      entityId: payout.id,
      after: { tournamentId: t.id, rank: share.rank, amount: share.amount, playerId: player.id },
      at,
    });
    const ask = player.upiId
      ? `The organizer will send it to your UPI id ${player.upiId}.`
      : 'Add your UPI id on your profile so the organizer can send it.';
    await notify(deps, trx, {
      user: player,
      kind: 'prize.won',
      title: `You won ${formatRupees(share.amount)}: ${t.name}`,
      body: `Congratulations! You finished #${share.rank} in ${t.name} and won a prize of ${formatRupees(share.amount)}. ${ask}`,
      link: player.upiId ? '/me/money' : '/me',
      dedupeKey: `prize.won:${payout.id}`,
    });
  }
  return written;
}
