import { playerKeys } from '../../../lib/query-keys';

/** Query keys of the profile; the first part is the path (product.md §7 default reads). */
export const profileKeys = {
  me: () => playerKeys.profile,
};
