import type { OrganizerTournament } from '@chess-portal/contracts';

/** A Lichess profile link on the Lichess the tournament lives on (the sandbox locally), else lichess.org. */
export function lichessProfileUrl(t: Pick<OrganizerTournament, 'lichessUrl'>, username: string): string {
  const origin = t.lichessUrl ? new URL(t.lichessUrl).origin : 'https://lichess.org';
  return `${origin}/@/${encodeURIComponent(username)}`;
}
