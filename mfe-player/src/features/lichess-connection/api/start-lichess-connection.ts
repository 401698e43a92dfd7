import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerClient, type OrganizerOperations } from '../../../lib/organizer-client';

/** Sends the browser to Lichess's consent page (a full navigation: Lichess comes back to the BFF). */
export const goTo = {
  location: (url: string) => window.location.assign(url),
};

/** POST /api/lichess/oauth/start: answers Lichess's consent page (it comes back to /me?lichess=<outcome>). */
export const startLichessOAuth = (
  client = organizerClient,
): Promise<JsonResponse<OrganizerOperations['startLichessOAuth']>> =>
  dataOf(client.POST('/api/lichess/oauth/start'));

export async function startLichessConnection(): Promise<void> {
  const { authorizeUrl } = await startLichessOAuth();
  goTo.location(authorizeUrl);
}

/** POST /api/lichess/oauth/start, then off to Lichess; stays pending while the page unloads. */
export const useStartLichessConnection = (onError: (error: Error) => void) =>
  useMutation({ mutationFn: startLichessConnection, onError });
