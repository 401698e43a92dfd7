// The Idempotency-Key use cases, their dependencies bound once (createServices, src/create-services.ts).
import type { ServiceDeps } from '../../service-deps';
import { bind } from '../../shared/bind';
import { claimKey, purgeExpiredKeys, settleKey } from './idempotency-service';

export function createIdempotencyServices(deps: ServiceDeps) {
  return {
    claim: bind(deps, claimKey),
    settle: bind(deps, settleKey),
    purgeExpired: () => purgeExpiredKeys(deps),
  };
}
