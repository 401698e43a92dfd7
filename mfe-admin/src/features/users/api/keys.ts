import { adminKeys } from '../../../lib/query-keys';

/** Query keys double as paths for the default query function (product.md §7): parts joined with '/'. */
export const userKeys = {
  all: adminKeys.users,
};
