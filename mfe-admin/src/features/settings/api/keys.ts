export const settingKeys = {
  all: ['/api/admin/global-settings'] as const,
};
