// The value of a global setting, checked with the settings form's rule for its key (the same
// messages as /admin/settings): 400 `{message}` before core is called.
import { globalSettingValueRules, type GlobalSettingKey } from '@chess-portal/contracts';
import { badRequest } from '@chess-portal/service-kit';

export const UNKNOWN_SETTING = 'Unknown setting key';

export function checkSettingValue(key: string, value: unknown): GlobalSettingKey {
  if (!Object.hasOwn(globalSettingValueRules, key)) throw badRequest(UNKNOWN_SETTING);
  const known = key as GlobalSettingKey;
  const parsed = globalSettingValueRules[known].safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid value');
  return known;
}
