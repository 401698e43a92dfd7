import { dataOf } from '@chess-portal/portal-kit';
import { useQuery } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/api-client';
import { statementKeys } from './keys';

/** How often a statement still being read is asked for again (its progress). */
export const STATEMENT_POLL_MS = 1000;

/** GET /api/organizer/statements/{id}: the upload (its progress while read) and each pending registration against it. */
export const getStatement = (id: string, client = organizerClient) =>
  dataOf(client.GET('/api/organizer/statements/{id}', { params: { path: { id } } }));

/** The statement's reconciliation, asked for again every second while it is being read. */
export const useStatement = (id: string | null, pollMs = STATEMENT_POLL_MS) =>
  useQuery({
    queryKey: statementKeys.detail(id ?? ''),
    queryFn: () => getStatement(id!),
    enabled: !!id,
    refetchInterval: (query) => (query.state.data?.upload.status === 'parsing' ? pollMs : false),
  });
