// The admin use cases (users, settings, organizer applications, stats), dependencies bound once.
import type { ServiceDeps } from '../../service-deps';
import { bind } from '../../shared/bind';
import { createSetting, listSettings, removeSetting, updateSetting } from './admin-settings-service';
import { changeRole, deactivateByAdmin, listUsers, unblockUser } from './admin-user-service';
import { listApplications, reviewApplication } from './application-review-service';
import { getAdminStats } from './stats-service';
import { searchApplications, searchCommissions, searchUsers } from './admin-search-service';

export function createAdminServices(deps: ServiceDeps) {
  const { db } = deps;
  return {
    stats: () => getAdminStats(db),
    listUsers: bind(db, listUsers),
    searchUsers: bind(db, searchUsers),
    searchApplications: bind(db, searchApplications),
    searchCommissions: bind(db, searchCommissions),
    changeRole: bind(deps, changeRole),
    blockUser: bind(deps, deactivateByAdmin),
    unblockUser: bind(deps, unblockUser),
    listSettings: () => listSettings(db),
    updateSetting: bind(deps, updateSetting),
    createSetting: bind(deps, createSetting),
    removeSettingForTests: bind(deps, removeSetting),
    listApplications: bind(db, listApplications),
    reviewApplication: bind(deps, reviewApplication),
  };
}
