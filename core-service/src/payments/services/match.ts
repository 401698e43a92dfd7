// Matching a statement's credits to registrations (pure; statement-service.ts loads and stores). A
// pending registration matches a credit when their normalised UTRs are equal, the amount equals the
// entry fee and the credit is not older than the tournament. Otherwise it shows: amount differs, not
// in this statement, or UTR already used elsewhere. A credit no registration claims is offered to the
// registrations it could pay (same amount, close in time, payer named like the player).
import { nameLikeness, normaliseUtr } from '../statements/cells';

export type Candidate = {
  registrationId: string;
  tournamentId: string;
  tournamentName: string;
  tournamentCreatedAt: Date;
  feePaise: bigint;
  paymentId: string | null;
  paymentStatus: string;
  playerName: string;
  lichessUsername: string | null;
  registeredAt: Date;
  /** "Sunday Swiss (registration, 2026-03-01)": the UTR's other uses, when there are any */
  usedElsewhere: string | null;
};

export type Line = {
  key: string;
  at: Date;
  amountPaise: bigint;
  utr: string | null;
  payer: string | null;
  vpa: string | null;
  approvedRegistrationId: string | null;
};

export type RegistrationStatus = 'matched' | 'amount-differs' | 'not-in-statement' | 'used-elsewhere';

export type ReconciledCandidate = {
  candidate: Candidate;
  status: RegistrationStatus;
  line: Line | null;
  /** for a registration not in the statement: the unclaimed credit that most likely paid it */
  suggested: Line | null;
};

export type Suggestion = { candidate: Candidate; score: number };
export type UnmatchedLine = { line: Line; suggestions: Suggestion[] };

export type Reconciliation = {
  registrations: ReconciledCandidate[];
  unmatched: UnmatchedLine[];
  /** lines a registration claims (by UTR), approved ones included */
  claimed: Set<string>;
};

/** how far apart a credit and a registration may be to be suggested */
export const SUGGESTION_WINDOW_MS = 3 * 24 * 60 * 60_000;
export const MAX_SUGGESTIONS = 3;

function lowerBound(sorted: Candidate[], t: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid].registeredAt.getTime() < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function reconcile(candidates: Candidate[], lines: Line[]): Reconciliation {
  const byUtr = new Map<string, Line[]>();
  for (const line of lines) {
    if (!line.utr) continue;
    const utr = normaliseUtr(line.utr);
    const list = byUtr.get(utr);
    if (list) list.push(line);
    else byUtr.set(utr, [line]);
  }
  const claimed = new Set<string>();
  for (const line of lines) if (line.approvedRegistrationId) claimed.add(line.key);
  const lineFor = (c: Candidate): Line | null => {
    if (!c.paymentId) return null;
    const list = byUtr.get(normaliseUtr(c.paymentId));
    if (!list) return null;
    return (
      list.find(
        (l) =>
          !claimed.has(l.key) && l.at.getTime() >= c.tournamentCreatedAt.getTime() && l.approvedRegistrationId === null,
      ) ?? null
    );
  };
  // approved registrations claim their credits first: a known payment is no exception
  for (const c of candidates) {
    if (c.paymentStatus !== 'approved') continue;
    const line = lineFor(c);
    if (line) claimed.add(line.key);
  }
  const pending = candidates
    .filter((c) => c.paymentStatus === 'pending')
    .sort((a, b) => a.registeredAt.getTime() - b.registeredAt.getTime());
  const registrations: ReconciledCandidate[] = [];
  for (const c of pending) {
    const line = lineFor(c);
    if (line) claimed.add(line.key);
    const status: RegistrationStatus = c.usedElsewhere
      ? 'used-elsewhere'
      : !line
        ? 'not-in-statement'
        : line.amountPaise === c.feePaise
          ? 'matched'
          : 'amount-differs';
    registrations.push({ candidate: c, status, line, suggested: null });
  }
  // suggestions: the unclaimed credits against the registrations not found in the statement
  const open = new Map<bigint, Candidate[]>();
  for (const r of registrations) {
    if (r.status !== 'not-in-statement') continue;
    const list = open.get(r.candidate.feePaise) ?? [];
    list.push(r.candidate);
    open.set(r.candidate.feePaise, list);
  }
  const best = new Map<string, { line: Line; score: number }>();
  const unmatched: UnmatchedLine[] = [];
  for (const line of lines) {
    if (claimed.has(line.key)) continue;
    const sameAmount = open.get(line.amountPaise) ?? [];
    const t = line.at.getTime();
    const suggestions: Suggestion[] = [];
    for (let i = lowerBound(sameAmount, t - SUGGESTION_WINDOW_MS); i < sameAmount.length; i++) {
      const c = sameAmount[i];
      const dt = c.registeredAt.getTime() - t;
      if (dt > SUGGESTION_WINDOW_MS) break;
      if (t < c.tournamentCreatedAt.getTime()) continue;
      const likeness = nameLikeness(line.payer ?? line.vpa, c.playerName, c.lichessUsername);
      const score = 2 * likeness + (1 - Math.abs(dt) / SUGGESTION_WINDOW_MS);
      suggestions.push({ candidate: c, score });
    }
    suggestions.sort((a, b) => b.score - a.score);
    const top = suggestions.slice(0, MAX_SUGGESTIONS);
    unmatched.push({ line, suggestions: top });
    const first = top[0];
    if (first) {
      const current = best.get(first.candidate.registrationId);
      if (!current || current.score < first.score)
        best.set(first.candidate.registrationId, { line, score: first.score });
    }
  }
  for (const r of registrations) r.suggested = best.get(r.candidate.registrationId)?.line ?? null;
  return { registrations, unmatched, claimed };
}
