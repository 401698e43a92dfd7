// Lists read in pages by the browser (issue 24: every answer bounded): their page sizes as the APIs document
// them, and the words of their "Show more" controls.

/** GET /api/tournaments/{id}/registrations: rows a page without `limit` (bff-player.yaml). */
export const PUBLIC_REGISTRATIONS_PAGE = 250;

/** GET /api/organizer/tournaments/{id} answers its first 100 registrations (bff-organizer.yaml). */
export const DETAIL_REGISTRATIONS_SHOWN = 100;
export const ALL_REGISTRATIONS_LINK = 'See every registration';

/** Pending registrations a page on the organizer's registrations page (cards on a phone: a short page). */
export const ORGANIZER_LIST_STEP = 10;

export const SHOW_MORE = 'Show more';
export const LOADING_MORE = 'Loading more...';
