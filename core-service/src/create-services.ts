// createServices(deps): every domain's use cases with their dependencies bound, built once (createApp,
// or src/index.ts for the app and the jobs together) and handed to the routers and the jobs.
import { createAccountServices } from './accounts/services';
import { createAdminServices } from './admin/services';
import { createAuditServices } from './audit/services';
import { createCommissionServices } from './commissions/services';
import { pingDb } from './db/knex';
import { createIdempotencyServices } from './idempotency/services';
import { createLichessServices } from './lichess/services';
import { createLimitServices } from './limits/services';
import { listOutbox } from './mail/mailer';
import { createRegistrationServices } from './registrations/services';
import { bind } from './shared/bind';
import type { ServiceDeps } from './shared/deps';
import { createTournamentServices } from './tournaments/services';

export function createServices(deps: ServiceDeps) {
  return {
    accounts: createAccountServices(deps),
    admin: createAdminServices(deps),
    audit: createAuditServices(deps),
    commissions: createCommissionServices(deps),
    idempotency: createIdempotencyServices(deps),
    lichess: createLichessServices(deps),
    limits: createLimitServices(deps),
    registrations: createRegistrationServices(deps),
    tournaments: createTournamentServices(deps),
    system: {
      ping: () => pingDb(deps.db),
      now: () => deps.clock.now(),
      listOutbox: bind(deps.db, listOutbox),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
