import type { GlobalSetting, GlobalSettingKey } from '@chess-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { settingKeys } from './keys';

export type SettingSave = { key: GlobalSettingKey; value: string | number; exists: boolean; description: string };

/** SPEC §7: PUT for a key that exists, POST when it does not exist yet. */
export function saveSetting({ key, value, exists, description }: SettingSave): Promise<GlobalSetting> {
  return exists ? adminApi.updateSetting(key, value) : adminApi.createSetting(key, value, description);
}

export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSetting, onSettled: () => queryClient.invalidateQueries({ queryKey: settingKeys.all }) });
}
