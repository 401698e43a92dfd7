// createServices(deps): every domain's use cases with their dependencies bound, built once (createApp,
// or src/index.ts for the app and the jobs together) and handed to the routers and the jobs.
import { createAccountServices } from './accounts/services';
import {
  describePasswordResetJob,
  PASSWORD_RESET_JOB,
  passwordResetJobHandler,
  type PasswordResetJob,
} from './accounts/services/password-reset-service';
import { createAdminServices } from './admin/services';
import { createAuditServices } from './audit/services';
import { createCommissionServices } from './commissions/services';
import {
  COMMISSION_CLOCK_JOB,
  commissionClockHandler,
  type ClockStarted,
} from './commissions/services/overdue-commissions';
import { pingDb } from './db/knex';
import { createIdempotencyServices } from './idempotency/services';
import { createLichessServices } from './lichess/integration';
import {
  ALLOW_LIST_JOB,
  ALLOW_LIST_PACE,
  describeAllowListJob,
  type AllowListJob,
} from './lichess/queue/allow-list-queue';
import { allowListSyncHandler } from './lichess/integration/allow-list-sync';
import { createLimitServices } from './limits/services';
import { EMAIL_JOB, emailJobHandler, MAIL_SERVER } from './mail/email-job';
import { listOutbox, type MailMessage } from './mail/mailer';
import { createNotificationServices } from './notifications/services';
import { createOutboxServices, OutboxWorker } from './outbox';
import { createPaymentServices } from './payments/services';
import { EventFeed } from './read-model/event-streams';
import { createReadModel } from './read-model/read-model';
import { createRegistrationServices } from './registrations/services';
import { createRefundServices } from './refunds/services';
import { createPrizeServices } from './prizes/services';
import { createMoneyServices } from './money/services';
import { bind } from './shared/bind';
import type { ServiceDeps } from './service-deps';
import { createTournamentServices } from './tournaments/services';

/**
 * The outbox worker with every kind of job it applies. Add a kind here: a handler (idempotent) and a
 * one-line summary for the admin screen.
 */
export function createOutboxWorker(deps: ServiceDeps): OutboxWorker {
  return new OutboxWorker(deps)
    .register<MailMessage>(EMAIL_JOB, emailJobHandler(deps), (m) => `E-mail to ${m.to}: ${m.subject}`, MAIL_SERVER)
    .register<PasswordResetJob>(
      PASSWORD_RESET_JOB,
      passwordResetJobHandler(deps),
      describePasswordResetJob,
      MAIL_SERVER,
    )
    .register<AllowListJob>(ALLOW_LIST_JOB, allowListSyncHandler(deps), describeAllowListJob, ALLOW_LIST_PACE)
    .register<ClockStarted>(
      COMMISSION_CLOCK_JOB,
      commissionClockHandler(deps),
      (c) => `Tell organizers their commissions are due ${c.dueDate.slice(0, 10)} (admin UPI set)`,
    );
}

export function createServices(deps: ServiceDeps) {
  const readModel = createReadModel(deps);
  return {
    accounts: createAccountServices(deps),
    admin: createAdminServices(deps),
    audit: createAuditServices(deps),
    commissions: createCommissionServices(deps),
    idempotency: createIdempotencyServices(deps),
    lichess: createLichessServices(deps),
    limits: createLimitServices(deps),
    notifications: createNotificationServices(deps),
    outbox: createOutboxServices(deps, createOutboxWorker(deps)),
    payments: createPaymentServices(deps),
    money: createMoneyServices(deps),
    prizes: createPrizeServices(deps),
    refunds: createRefundServices(deps),
    registrations: createRegistrationServices(deps),
    tournaments: createTournamentServices(deps),
    /** the polled views, kept in memory by version (src/read-model/) */
    readModel,
    /** the live-update feed to the BFFs (GET /events/feed, /events/missed), fed by the read model's version bumps */
    events: new EventFeed(deps, readModel),
    system: {
      ping: () => pingDb(deps.db),
      now: () => deps.clock.now(),
      listOutbox: bind(deps.db, listOutbox),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
