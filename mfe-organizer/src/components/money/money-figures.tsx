// One money line (product.md §10) as label / value pairs: collected, refunds, prizes, commission, net.
import type { MoneyAmounts } from '@chess-portal/contracts';
import { Fact, FactList, formatInr } from '@chess-portal/portal-kit';

export function MoneyFigures({ money: m, label }: { money: MoneyAmounts; label: string }) {
  return (
    <FactList aria-label={label} align="end" size="md">
      <Fact label="Collected">{formatInr(m.collected)}</Fact>
      <Fact label="Refunds owed">{formatInr(m.refundsOwed)}</Fact>
      <Fact label="Refunds sent">{formatInr(m.refundsSent)}</Fact>
      <Fact label="Prizes owed">{formatInr(m.prizesOwed)}</Fact>
      <Fact label="Prizes sent">{formatInr(m.prizesSent)}</Fact>
      <Fact label="Commission due">{formatInr(m.commissionDue)}</Fact>
      <Fact label="Commission paid">{formatInr(m.commissionPaid)}</Fact>
      <Fact label="Net">
        <strong>{formatInr(m.net)}</strong>
      </Fact>
    </FactList>
  );
}
