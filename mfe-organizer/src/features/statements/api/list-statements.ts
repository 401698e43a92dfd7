import { dataOf } from '@chess-portal/portal-kit';
import { useQuery } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/api-client';
import { statementKeys } from './keys';

/** GET /api/organizer/statements: the organizer's last 20 uploads, newest first. */
export const listStatements = (client = organizerClient) => dataOf(client.GET('/api/organizer/statements'));

export const useStatements = () => useQuery({ queryKey: statementKeys.list(), queryFn: () => listStatements() });
