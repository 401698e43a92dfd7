// /api/organizer/refunds, /payouts and /money: the organizer's refunds due, prize payouts (recording
// their UTRs) and money view with its CSV (product.md §10). Core checks roles, ownership and the rules.
import Router from '@koa/router';
import type { PayoutSentBody, RefundSentBody } from '@chess-portal/contracts';
import {
  forwardedQuery,
  requireRole,
  userOf,
  type BffContext,
  type BffContextExtras,
  type BffState,
} from '@chess-portal/service-kit';
import type { OrganizerCore } from '../../clients/core-client';
import { passCsv } from '../pass-csv';

type Ctx = BffContext & { params: Record<string, string> };

export function moneyRouter(core: OrganizerCore) {
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/organizer' });
  router.use(['/refunds', '/payouts', '/money', '/tournaments/:id/money'], requireRole('organizer', 'admin'));
  router.get('/refunds', async (ctx: Ctx) => {
    ctx.body = await core.listRefunds(userOf(ctx).id, forwardedQuery<'listRefunds'>(ctx.query));
  });
  router.post('/refunds/:id/sent', async (ctx: Ctx) => {
    const { utr } = ctx.request.body as RefundSentBody;
    ctx.body = await core.recordRefundSent(userOf(ctx).id, ctx.params.id, utr);
  });
  router.get('/payouts', async (ctx: Ctx) => {
    ctx.body = await core.listPayouts(userOf(ctx).id, forwardedQuery<'listPayouts'>(ctx.query));
  });
  router.post('/payouts/:id/sent', async (ctx: Ctx) => {
    const { utr, fairPlayChecked } = ctx.request.body as PayoutSentBody;
    ctx.body = await core.recordPayoutSent(userOf(ctx).id, ctx.params.id, { utr, fairPlayChecked });
  });
  router.get('/money', async (ctx: Ctx) => {
    ctx.body = await core.organizerMoney(userOf(ctx).id, forwardedQuery<'organizerMoney'>(ctx.query));
  });
  router.get('/money/export.csv', async (ctx: Ctx) => {
    passCsv(ctx, await core.exportMoneyCsv(userOf(ctx).id), 'money.csv');
  });
  router.get('/tournaments/:id/money', async (ctx: Ctx) => {
    ctx.body = await core.tournamentMoney(userOf(ctx).id, ctx.params.id);
  });
  return router;
}
