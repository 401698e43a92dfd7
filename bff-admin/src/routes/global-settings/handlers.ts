// /api/admin/global-settings: list, PUT an existing key, POST a missing one (product.md §7).
import { userOf, type BffContext } from '@chess-portal/service-kit';
import type { AdminCore, SettingChange } from '../../clients/core-client';
import { checkSettingValue } from '../../services/setting-value';

type Ctx = BffContext & { params: { key: string } };
type Body = SettingChange & { key?: string };

export function settingHandlers(core: AdminCore) {
  return {
    async list(ctx: Ctx) {
      ctx.body = await core.listSettings(userOf(ctx).id);
    },
    async update(ctx: Ctx) {
      const { value, description } = ctx.request.body as Body;
      checkSettingValue(ctx.params.key, value);
      ctx.body = await core.updateSetting(userOf(ctx).id, ctx.params.key, { value, description });
    },
    async create(ctx: Ctx) {
      const { key = '', value, description } = ctx.request.body as Body;
      const known = checkSettingValue(key, value);
      ctx.status = 201;
      ctx.body = await core.createSetting(userOf(ctx).id, { key: known, value, description });
    },
  };
}
