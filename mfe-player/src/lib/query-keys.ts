// Query-key roots that more than one feature of this remote reads or refreshes; features build their
// keys under them. (Roots other remotes share are portal-kit's sharedKeys; the tournament keys several
// features read are in ./tournaments/keys.) Keys double as paths for the default query function (product.md §7).
export const playerKeys = {
  /** the signed-in user's profile (profile page; refreshed after an organizer application) */
  profile: ['/api/me'] as const,
};
