import type { CommissionStatus } from '@chess-portal/contracts';
import { adminKeys } from '../../../lib/query-keys';

export const commissionKeys = {
  all: adminKeys.commissions,
  byStatus: (status: CommissionStatus) => [...commissionKeys.all, { status }] as const,
};
