import type { ParameterizedContext } from 'koa';
import type { Services } from '../../../create-services';
import type { CoreState } from '../../../accounts/routes/acting-user';

type Ctx = ParameterizedContext<CoreState> & { params: { key: string } };
type Body = { key?: string; value: unknown; description?: string | null };

export function adminSettingHandlers({ admin }: Services) {
  return {
    async list(ctx: Ctx) {
      ctx.body = await admin.listSettings();
    },
    async update(ctx: Ctx) {
      ctx.body = await admin.updateSetting(ctx.state.actingUser, ctx.params.key, ctx.request.body as Body);
    },
    async create(ctx: Ctx) {
      const body = ctx.request.body as Body & { key: string };
      ctx.status = 201;
      ctx.body = await admin.createSetting(ctx.state.actingUser, body.key, body);
    },
  };
}
