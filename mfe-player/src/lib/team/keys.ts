/** Query keys of the team gate; the first part is the path (product.md §7 default reads). */
export const teamKeys = {
  info: () => ['/api/team-info'] as const,
  check: (teamId: string, username: string) => ['/api/check-team', { teamId, username }] as const,
};
