import { adminKeys } from '../../../lib/query-keys';

export const settingKeys = {
  all: adminKeys.settings,
};
