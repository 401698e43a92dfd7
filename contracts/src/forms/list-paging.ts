// Lists read in pages by the browser (issue 24: every answer bounded): their page sizes as the APIs document
// them, and the words of their "Show more" controls.

/** GET /api/tournaments/{id}/registrations: rows a page without `limit` (bff-player.yaml). */
export const PUBLIC_REGISTRATIONS_PAGE = 250;

/** GET /api/organizer/tournaments/{id}/registrations: the largest page (bff-organizer.yaml). */
export const ORGANIZER_REGISTRATIONS_PAGE = 100;

/** The cards or rows the organizer's registrations page shows before "Show more". */
export const ORGANIZER_LIST_STEP = 10;

export const SHOW_MORE = 'Show more';
export const LOADING_MORE = 'Loading more...';

/** "Showing 250 of 1,000 players". */
export const showingOf = (shown: number, total: number, noun: string) =>
  `Showing ${shown.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} ${noun}`;
