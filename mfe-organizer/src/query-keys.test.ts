/**
 * @jest-environment node
 *
 * The organizer's query keys double as paths for the default query function (product.md §7), and the shell
 * and mfe-player share the page's QueryClient with this remote: their values must not change.
 */
import { pathFromQueryKey, sharedKeys, tournamentChangeAffects } from '@chess-portal/portal-kit';
import { commissionKeys } from './features/commissions/api/keys';
import { newTournamentKeys } from './features/create-tournament/api/keys';
import { registrationKeys } from './features/registrations/api/keys';
import { tournamentDetailKeys } from './features/tournament-detail/api/keys';
import { organizerTournamentKeys } from './features/tournaments/api/keys';

const ID = '10000000-0000-4000-8000-000000000001';

describe('organizer query keys', () => {
  it('are the paths of the reads they cache', () => {
    expect(organizerTournamentKeys.list()).toEqual(['/api/organizer/tournaments']);
    expect(newTournamentKeys.defaults()).toEqual(['/api/organizer/tournaments', 'new']);
    expect(tournamentDetailKeys.detail(ID)).toEqual(['/api/organizer/tournaments', ID]);
    const approved = tournamentDetailKeys.approvedPlayers(ID);
    expect(pathFromQueryKey(approved)).toBe(`/api/organizer/tournaments/${ID}/export-approved`);
    expect(registrationKeys.list(ID)).toEqual(['/api/organizer/tournaments', ID, 'registrations']);
    expect(commissionKeys.list()).toEqual(['/api/organizer/commissions']);
  });

  it('sit under the shared roots a tournament change refreshes', () => {
    expect(organizerTournamentKeys.all).toBe(sharedKeys.organizerTournaments);
    expect(commissionKeys.all).toBe(sharedKeys.organizerCommissions);
    expect(tournamentChangeAffects).toEqual(expect.arrayContaining([organizerTournamentKeys.all, commissionKeys.all]));
  });
});
