import { useQuery } from '@tanstack/react-query';
import { organizerApi } from '../../../lib/api-client';
import { organizerTournamentKeys } from '../../tournaments/api/keys';

/** GET /api/organizer/tournaments/new: the create form's default values (SPEC §7, §9). */
export function useTournamentDefaults() {
  return useQuery({ queryKey: organizerTournamentKeys.defaults(), queryFn: async () => (await organizerApi.defaults()).defaultValues, staleTime: Infinity });
}
