import type { OrganizerRegistration, OrganizerTournament } from '@chess-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { organizerApi } from '../../../lib/api-client';
import { organizerTournamentKeys } from '../../tournaments/api/keys';

/** GET /api/organizer/tournaments/{id}/registrations: {success, tournament, registrations}. */
export const useOrganizerRegistrations = (id: string) =>
  useQuery({ queryKey: organizerTournamentKeys.registrations(id), queryFn: () => organizerApi.listRegistrations(id), retry: false });

/** A Lichess profile link on the Lichess the tournament lives on (the sandbox locally), else lichess.org. */
export function lichessProfileUrl(t: Pick<OrganizerTournament, 'lichessUrl'>, username: string): string {
  const origin = t.lichessUrl ? new URL(t.lichessUrl).origin : 'https://lichess.org';
  return `${origin}/@/${encodeURIComponent(username)}`;
}

/** The approved list for Copy Approved / Download: one Lichess name (or username) per line. */
export const approvedLines = (regs: OrganizerRegistration[]) =>
  regs.filter((r) => r.paymentStatus === 'approved').map((r) => r.player.lichessUsername ?? r.player.username).join('\n');
