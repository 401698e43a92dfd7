import type { OrganizerApi } from '@chess-portal/contracts';
import { dataOf, type QueryParams } from '@chess-portal/portal-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { followLichessSync } from '../../../components/lichess-sync';
import { organizerClient } from '../../../lib/api-client';
import { registrationKeys } from './keys';

export type RegistrationQuery = QueryParams<OrganizerApi.operations['listOrganizerRegistrations']>;

/** GET /api/organizer/tournaments/{id}/registrations: {success, tournament, registrations, paging, counts};
 * the status, search and page go to the server; without page or limit every matching one. */
export const getRegistrations = (id: string, query: RegistrationQuery = {}, client = organizerClient) =>
  dataOf(client.GET('/api/organizer/tournaments/{id}/registrations', { params: { path: { id }, query } }));

export const registrationsQueryOptions = (id: string, query: RegistrationQuery = {}) =>
  queryOptions({
    queryKey: registrationKeys.page(id, query),
    queryFn: () => getRegistrations(id, query),
    retry: false,
    placeholderData: keepPreviousData,
  });

/** `followLichessSync`: ask again while an allow-list edit is on its way to Lichess (one query per page does). */
export const useOrganizerRegistrations = (
  id: string,
  query: RegistrationQuery = {},
  options: { followLichessSync?: boolean } = {},
) =>
  useQuery({
    ...registrationsQueryOptions(id, query),
    ...(options.followLichessSync ? { refetchInterval: followLichessSync } : {}),
  });

/** GET /api/organizer/tournaments/{id}/approved-names: every approved player's name (~20 KB for 1,000). */
export const getApprovedNames = (id: string, client = organizerClient) =>
  dataOf(client.GET('/api/organizer/tournaments/{id}/approved-names', { params: { path: { id } } }));

/** Copy Approved / Download's lines: every approved player, whatever page of the lists is shown. */
export const useApprovedNames = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...registrationKeys.list(id), 'approved-names'],
    queryFn: () => getApprovedNames(id),
    enabled,
    retry: false,
  });

/** The CSV download of the registrations matching the list's filters (a plain link: the browser saves it). */
export function csvHref(id: string, { status, q }: { status?: string; q?: string }): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  const search = params.toString();
  return `/api/organizer/tournaments/${id}/export-csv${search ? `?${search}` : ''}`;
}
