// What the portal says when the network is away or slow (issue 25): the same sentences in every remote.

/** An action made offline waits for the network and is sent when it returns (react-query pauses it). */
export const offlineQueued = "You're offline — we'll send it when you're back";

/** The label of a button whose action waits for the network. */
export const waitingForNetwork = 'Waiting for the network…';

/** A request that never reached the portal (no network, the connection dropped). */
export const networkFailed = "We couldn't reach Chess School Arena. Check your connection and try again.";

/** A section that could not load while offline; it loads by itself when the network returns. */
export const sectionOffline = "You're offline. This section will load by itself when you're back online.";

/** Refresh pressed offline: what is shown stays, and is brought up to date when the network returns. */
export const refreshOffline = "You're offline — showing what was loaded before. We'll update it when you're back.";

/** Refresh finished. */
export const refreshed = 'Up to date';

/** Refresh could not reach the portal. */
export const refreshFailed = "Couldn't refresh. Check your connection and try again.";
