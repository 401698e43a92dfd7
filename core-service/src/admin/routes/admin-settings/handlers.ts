import type { ParameterizedContext } from 'koa';
import type { AppDeps } from '../../../shared/deps';
import type { CoreState } from '../../../shared/middleware/acting-user';
import { createSetting, listSettings, updateSetting } from '../../services/admin-settings-service';

type Ctx = ParameterizedContext<CoreState> & { params: { key: string } };
type Body = { key?: string; value: unknown; description?: string | null };

export function adminSettingHandlers(deps: AppDeps) {
  return {
    async list(ctx: Ctx) {
      ctx.body = await listSettings(deps.db);
    },
    async update(ctx: Ctx) {
      ctx.body = await updateSetting(deps, ctx.state.actingUser, ctx.params.key, ctx.request.body as Body);
    },
    async create(ctx: Ctx) {
      const body = ctx.request.body as Body & { key: string };
      ctx.status = 201;
      ctx.body = await createSetting(deps, ctx.state.actingUser, body.key, body);
    },
  };
}
