import { dataOf } from '@chess-portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizerClient, type OrganizerSchemas } from '../../../lib/api-client';
import { statementKeys } from './keys';

/** The column mapping of a layout the portal does not know (header names), and the file's name. */
export type StatementUploadQuery = {
  fileName?: string;
  date?: string;
  credit?: string;
  reference?: string;
  narration?: string;
  payer?: string;
};
export type StatementUploadAnswer =
  OrganizerSchemas['StatementReconciliation'] | OrganizerSchemas['StatementUploadAccepted'];

/**
 * POST /api/organizer/statements: the file itself as the body (application/octet-stream). 200 with the
 * reconciliation when read within a second, 202 with the upload to poll otherwise.
 */
export const uploadStatement = (file: Blob, query: StatementUploadQuery, client = organizerClient) =>
  dataOf(
    client.POST('/api/organizer/statements', {
      params: { query },
      body: file as unknown as string,
      bodySerializer: (b: unknown) => b as BodyInit,
      headers: { 'Content-Type': 'application/octet-stream' },
    }),
  ) as Promise<StatementUploadAnswer>;

/** Uploads a statement; keeps its reconciliation (when already read) and refreshes the list of uploads. */
export function useUploadStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, query }: { file: Blob; query: StatementUploadQuery }) => uploadStatement(file, query),
    onSuccess: (answer) => {
      const detail = statementKeys.detail(answer.upload.id);
      if ('registrations' in answer && answer.upload.status === 'done') queryClient.setQueryData(detail, answer);
      else queryClient.removeQueries({ queryKey: detail });
      void queryClient.invalidateQueries({ queryKey: statementKeys.exact() });
      return queryClient.invalidateQueries({ queryKey: statementKeys.list() });
    },
  });
}
