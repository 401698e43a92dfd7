import { useMutation } from '@tanstack/react-query';
import { lichessConnectionApi } from './lichess-connection-api';

/** Sends the browser to Lichess's consent page (a full navigation: Lichess comes back to the BFF). */
export const goTo = {
  location: (url: string) => window.location.assign(url),
};

export async function startLichessConnection(): Promise<void> {
  const { authorizeUrl } = await lichessConnectionApi.start();
  goTo.location(authorizeUrl);
}

/** POST /api/lichess/oauth/start, then off to Lichess; stays pending while the page unloads. */
export const useStartLichessConnection = (onError: (error: Error) => void) =>
  useMutation({ mutationFn: startLichessConnection, onError });
