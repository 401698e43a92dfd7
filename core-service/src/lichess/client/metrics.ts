// The Lichess client's metrics: calls by endpoint template and outcome, their duration, and the
// one-at-a-time queue (calls waiting for their turn, calls in flight).
import { counter, gauge, histogram } from '@chess-portal/service-kit';

export const lichessCalls = counter(
  'csa_lichess_requests_total',
  'Lichess API calls by endpoint template and outcome',
  ['method', 'endpoint', 'outcome'],
);
export const lichessDuration = histogram(
  'csa_lichess_request_duration_seconds',
  'Time a Lichess API call took (once its turn in the queue came), by endpoint template and outcome',
  ['method', 'endpoint', 'outcome'],
  [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20],
);
export const lichessQueueWaiting = gauge(
  'csa_lichess_queue_waiting',
  'Lichess calls waiting for their turn in the client queue',
);
export const lichessInFlight = gauge('csa_lichess_in_flight', 'Lichess calls in flight');

/** Path segments that are part of an endpoint's name; any other segment is an id or a name. */
const NAMED_SEGMENTS = new Set([
  'api',
  'tournament',
  'swiss',
  'team',
  'user',
  'account',
  'token',
  'new',
  'of',
  'edit',
  'terminate',
  'results',
  'users',
  'schedule-next-round',
]);

/** `/api/swiss/abcd1234/edit` → `/api/swiss/{id}/edit`: a bounded label, never an id or a username. */
export const endpointOf = (path: string): string =>
  path
    .split('?')[0]
    .split('/')
    .map((segment, i) => (i === 0 || NAMED_SEGMENTS.has(segment) ? segment : '{id}'))
    .join('/');
