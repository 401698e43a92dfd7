// Sentences about Lichess that the server says and the browser recognises (issue 12, parts 4 and 5).

/** A pushed tournament whose creating Lichess account's token is gone (and the platform cannot act). */
export const CREATOR_NO_LONGER_CONNECTED = 'the Lichess account that created this tournament is no longer connected';

/** Does this error message offer the "here only" path (end, delete or close without Lichess)? */
export const offersHereOnly = (message: string | undefined) =>
  Boolean(message && message.includes(CREATOR_NO_LONGER_CONNECTED));
