/**
 * The one place that lists where real Lichess answers differ from its own OpenAPI spec
 * (ENDPOINTS.md §8). The sandbox runs in two modes:
 * - 'like-lichess' (default): answers like the real server, quirks included;
 * - 'spec-strict': every answer satisfies the spec's schema (for consumers generated from the spec).
 * Tests validate answers with ajv and allow a failure only when it is listed here (`ajv` says what the
 * schema error looks like).
 */
export type SandboxMode = 'like-lichess' | 'spec-strict';

export interface SpecMismatch {
  id: MismatchId;
  where: string;
  schema: string;
  lichess: string;
  specStrict: string;
  /** How the ajv error for this mismatch looks: keyword plus its distinguishing param or path. */
  ajv: { keyword: string; missingProperty?: string; instancePath?: string; type?: string } | null;
}

export type MismatchId =
  | 'closed-user-without-url'
  | 'result-without-performance'
  | 'swiss-tiebreak-not-integer'
  | 'form-error-object'
  | 'token-without-expires-in'
  | 'status-without-json-body';

export const SPEC_MISMATCHES: readonly SpecMismatch[] = [
  {
    id: 'closed-user-without-url',
    where: 'GET /api/user/{username} and GET /api/account for a closed account',
    schema: 'UserExtended',
    lichess: 'answers 200 {id, username, disabled: true} only; UserExtended requires url',
    specStrict: 'adds url',
    ajv: { keyword: 'required', missingProperty: 'url' },
  },
  {
    id: 'result-without-performance',
    where: 'GET /api/tournament/{id}/results and /api/swiss/{id}/results lines',
    schema: 'inline results line',
    lichess: 'performance is omitted when the player has no games; the spec requires it',
    specStrict: 'performance is the player rating when there are no games',
    ajv: { keyword: 'required', missingProperty: 'performance' },
  },
  {
    id: 'swiss-tiebreak-not-integer',
    where: 'GET /api/swiss/{id}/results lines',
    schema: 'inline Swiss results line',
    lichess: 'tieBreak is a double (Sonneborn-Berger, steps of 0.25); the spec says integer',
    specStrict: 'tieBreak rounded to an integer',
    ajv: { keyword: 'type', instancePath: '/tieBreak', type: 'integer' },
  },
  {
    id: 'form-error-object',
    where: '400 form-validation errors of every form endpoint',
    schema: 'Error',
    lichess: '{"error": {"<field>": ["msg"]}} (create endpoints also copy the map at the top level)',
    specStrict: '{"error": "<field>: msg"}',
    ajv: { keyword: 'type', instancePath: '/error', type: 'string' },
  },
  {
    id: 'token-without-expires-in',
    where: 'POST /api/token 200 for a token that never expires',
    schema: 'inline token answer',
    lichess: 'expires_in is omitted',
    specStrict: 'expires_in is always sent (ten years for a token without expiry)',
    ajv: { keyword: 'required', missingProperty: 'expires_in' },
  },
  {
    id: 'status-without-json-body',
    where: 'Arena update/terminate by a non-owner or of a finished Arena; private member list without a member token',
    schema: 'none (no schema for the answer)',
    lichess: '303 redirect to /tournament/{id}; 401 with an empty body',
    specStrict: '403 {"error": "..."}; 401 {"error": "..."}',
    ajv: null,
  },
];

export function hasQuirk(mode: SandboxMode, _id: MismatchId): boolean {
  return mode === 'like-lichess';
}
