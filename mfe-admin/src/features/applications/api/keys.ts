import type { ApplicationStatus } from '@chess-portal/contracts';

export const applicationKeys = {
  all: ['/api/admin/applications'] as const,
  byStatus: (status: ApplicationStatus) => [...applicationKeys.all, { status }] as const,
};
