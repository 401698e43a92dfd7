import type { OrganizerRegistration } from '@chess-portal/contracts';
import { dataOf } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/api-client';
import { registrationKeys } from './keys';

/** GET /api/organizer/tournaments/{id}/registrations: {success, tournament, registrations}. */
export const getRegistrations = (id: string, client = organizerClient) =>
  dataOf(client.GET('/api/organizer/tournaments/{id}/registrations', { params: { path: { id } } }));

export const registrationsQueryOptions = (id: string) =>
  queryOptions({ queryKey: registrationKeys.list(id), queryFn: () => getRegistrations(id), retry: false });

export const useOrganizerRegistrations = (id: string) => useQuery(registrationsQueryOptions(id));

/** The approved list for Copy Approved / Download: one Lichess name (or username) per line. */
export const approvedLines = (regs: OrganizerRegistration[]) =>
  regs.filter((r) => r.paymentStatus === 'approved').map((r) => r.player.lichessUsername ?? r.player.username).join('\n');
