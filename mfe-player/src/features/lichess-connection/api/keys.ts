/** Query keys of the organizer's Lichess connection; the first part is the path (product.md §7 default reads). */
export const lichessConnectionKeys = {
  connection: () => ['/api/lichess/connection'] as const,
};
