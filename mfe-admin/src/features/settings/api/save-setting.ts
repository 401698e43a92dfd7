import { dataOf, type JsonRequestBody, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminClient, type AdminOperations } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { settingKeys } from './keys';

type SettingCreate = JsonRequestBody<AdminOperations['createGlobalSetting']>;
type Setting = JsonResponse<AdminOperations['updateGlobalSetting']>;
type CreatedSetting = JsonResponse<AdminOperations['createGlobalSetting'], 201>;

export type SettingSave = Pick<SettingCreate, 'key' | 'value'> & { exists: boolean; description: string };

/** PUT /api/admin/global-settings/{key}: a key that exists gets its new value. */
export const updateSetting = (
  key: SettingCreate['key'],
  value: SettingCreate['value'],
  client = adminClient,
): Promise<Setting> =>
  dataOf(client.PUT('/api/admin/global-settings/{key}', { params: { path: { key } }, body: { value } }));

/** POST /api/admin/global-settings: a key that does not exist yet, with its description. */
export const createSetting = (body: SettingCreate, client = adminClient): Promise<CreatedSetting> =>
  dataOf(client.POST('/api/admin/global-settings', { body }));

/** product.md §7: PUT for a key that exists, POST when it does not exist yet. */
export function saveSetting({ key, value, exists, description }: SettingSave, client = adminClient): Promise<Setting> {
  if (exists) return updateSetting(key, value, client);
  return createSetting({ key, value, ...(description ? { description } : {}) }, client);
}

export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SettingSave) => saveSetting(save),
    // the admin UPI id changes the stats' warning and the commissions' due dates
    onSettled: () =>
      Promise.all(
        [settingKeys.all, adminKeys.stats, adminKeys.commissions].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
