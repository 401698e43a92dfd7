import type { CommissionStatus } from '@chess-portal/contracts';

export const commissionKeys = {
  all: ['/api/admin/commissions'] as const,
  byStatus: (status: CommissionStatus) => [...commissionKeys.all, { status }] as const,
};
