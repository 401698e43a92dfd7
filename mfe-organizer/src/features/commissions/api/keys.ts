import { sharedKeys } from '@chess-portal/portal-kit';

/** The organizer's commissions (portal-kit's shared root: tournament changes refresh it, product.md §7). */
export const commissionKeys = {
  all: sharedKeys.organizerCommissions,
  list: () => [...sharedKeys.organizerCommissions] as const,
};
