/** Query keys double as paths for the default query function (SPEC §7): parts joined with '/'. */
export const userKeys = {
  all: ['/api/admin/users'] as const,
};
