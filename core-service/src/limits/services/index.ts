// The limits use cases, their dependencies bound once (createServices, src/create-services.ts).
import type { ServiceDeps } from '../../service-deps';
import { bind } from '../../shared/bind';
import {
  checkRateLimit,
  consumeRateLimit,
  purgeEndedRateLimits,
  releaseRateLimit,
  resetRateLimit,
} from './rate-limit-service';

export function createLimitServices(deps: ServiceDeps) {
  return {
    check: bind(deps, checkRateLimit),
    consume: bind(deps, consumeRateLimit),
    release: bind(deps, releaseRateLimit),
    reset: bind(deps, resetRateLimit),
    purgeEnded: () => purgeEndedRateLimits(deps),
  };
}
