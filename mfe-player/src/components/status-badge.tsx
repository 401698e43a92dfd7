import type { PaymentStatus } from '@chess-portal/contracts';
import { Badge, type BadgeVariant } from '@chess-portal/portal-kit';

const looks: Record<string, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'outline' },
  approved: { label: 'Approved', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'destructive' },
  revoked: { label: 'Revoked', variant: 'destructive' },
  withdrawn: { label: 'Withdrawn', variant: 'secondary' },
};

/** A registration's payment status; anything else reads 'Unknown' (product.md §2). */
export function RegistrationStatusBadge({ status }: { status: PaymentStatus | string }) {
  const look = looks[status] ?? { label: 'Unknown', variant: 'secondary' as const };
  return <Badge variant={look.variant}>{look.label}</Badge>;
}
