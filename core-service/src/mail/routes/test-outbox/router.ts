// Test control for e-mail, mounted only when CORE_TEST_CONTROL=true (never in production), next to
// /_test/clock: journeys read what was "sent" (the outbox, used when SMTP_URL is unset), e.g. the
// password-reset link. Behind the service token like every other core route.
import Router from '@koa/router';
import { badRequest } from '@chess-portal/service-kit';
import { z } from 'zod';
import type { Services } from '../../../create-services';

const outboxQuery = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

export function testOutboxRouter({ system }: Services): Router {
  const router = new Router({ prefix: '/_test' });
  router.get('/outbox', async (ctx) => {
    const parsed = outboxQuery.safeParse(ctx.query);
    if (!parsed.success) throw badRequest('to must be an e-mail address and limit a number from 1 to 200');
    const emails = await system.listOutbox(parsed.data);
    ctx.body = {
      emails: emails.map((e) => ({ id: e.id, to: e.to, subject: e.subject, text: e.text, html: e.html, createdAt: e.createdAt.toISOString() })),
    };
  });
  return router;
}
