import type { ApplicationStatus } from '@chess-portal/contracts';
import { adminKeys } from '../../../lib/query-keys';

export const applicationKeys = {
  all: adminKeys.applications,
  byStatus: (status: ApplicationStatus) => [...applicationKeys.all, { status }] as const,
};
