// Statement reconciliation (product.md §4): an organizer uploads a bank or UPI-business export; core
// reads it off the request path (a worker thread, run-statement-parse.ts), keeps only the lines that
// concern the organizer's registrations (never the file: its sha-256 refuses the same statement twice),
// and shows each pending registration of their open tournaments against it. Approving from a statement
// is a registration approval (registrations' approveRegistration: seats, team, fair play, warnings),
// with the statement line as evidence in the audit entry and on the registration.
import { createHash } from 'node:crypto';
import {
  amountDifference,
  STATEMENT_MAX_BYTES,
  STATEMENT_MESSAGES,
  statementMappingSchema,
  type StatementMapping,
} from '@chess-portal/contracts';
import { conflict, HttpError, notFound } from '@chess-portal/service-kit';
import { z } from 'zod';
import type { Executor } from '../../db/knex';
import {
  Registration,
  StatementLine,
  StatementMappingRow,
  StatementUpload,
  Tournament,
  type User,
} from '../../db/models';
import type { LichessDeps } from '../../lichess/deps';
import { approveRegistration } from '../../registrations/services/registration-review-service';
import { describeMatch, transactionIdMatches } from '../../registrations/services/transaction-ids';
import { fromPaise, toPaise } from '../../shared/money';
import { isUuid } from '../../shared/http/is-uuid';
import { parseForm } from '../../shared/http/parse-form';
import type { ExtractResult, StatementCredit } from '../statements/extract';
import { StatementError } from '../statements/extract';
import { headerKey } from '../statements/layouts';
import { readStatement, STATEMENT_PARSE_TIMEOUT_MS } from '../statements/run-statement-parse';
import { reconcile, type Candidate, type Line, type RegistrationStatus } from './match';

/** An upload answers at once when it is read within this; otherwise 202 and the screen polls. */
export const STATEMENT_ANSWER_WAIT_MS = 1_000;
/** what one answer lists at most */
export const MAX_LISTED_REGISTRATIONS = 500;
export const MAX_LISTED_CREDITS = 200;
/** exact matches approved per bulk call (the screen calls again for the rest) */
export const BULK_APPROVE_MAX = 100;
const OPEN_STATUSES: Tournament['status'][] = ['registration', 'open', 'live'];

type Deps = LichessDeps;

export type StatementLineView = {
  id: string;
  lineNo: number;
  date: string;
  amount: string;
  utr: string | null;
  payer: string | null;
  vpa: string | null;
  narration: string;
  approvedRegistrationId: string | null;
};

export type StatementUploadView = {
  id: string;
  fileName: string;
  fileSha256: string;
  status: StatementUpload['status'];
  layout: string | null;
  progress: number;
  message: string | null;
  headers: string[] | null;
  rowsCount: number;
  creditsCount: number;
  periodFrom: string | null;
  periodTo: string | null;
  createdAt: string;
};

export type ReconciledRegistrationView = {
  registrationId: string;
  tournamentId: string;
  tournamentName: string;
  playerName: string;
  paymentId: string | null;
  entryFee: string;
  registeredAt: string;
  status: RegistrationStatus;
  /** "₹50.00 short" / "₹20.00 over" for amount-differs */
  difference: string | null;
  usedElsewhere: string | null;
  line: StatementLineView | null;
  suggestedLine: StatementLineView | null;
};

export type StatementReconciliationView = {
  upload: StatementUploadView;
  privacy: string;
  summary: Record<RegistrationStatus, number> & { unmatchedCredits: number; approvedFromStatement: number };
  registrations: ReconciledRegistrationView[];
  unmatchedCredits: {
    line: StatementLineView;
    suggestions: { registrationId: string; tournamentName: string; playerName: string; paymentId: string | null }[];
  }[];
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function uploadView(u: StatementUpload): StatementUploadView {
  return {
    id: u.id,
    fileName: u.fileName,
    fileSha256: u.fileSha256,
    status: u.status,
    layout: u.layout,
    progress: u.progress,
    message: u.message,
    headers: u.headers,
    rowsCount: u.rowsCount,
    creditsCount: u.creditsCount,
    periodFrom: iso(u.periodFrom),
    periodTo: iso(u.periodTo),
    createdAt: new Date(u.createdAt).toISOString(),
  };
}

const lineView = (l: StatementLine): StatementLineView => ({
  id: l.id,
  lineNo: l.lineNo,
  date: new Date(l.txnAt).toISOString(),
  amount: l.amount,
  utr: l.utr,
  payer: l.payer,
  vpa: l.vpa,
  narration: l.narration,
  approvedRegistrationId: l.approvedRegistrationId,
});

const toLine = (l: StatementLine): Line => ({
  key: l.id,
  at: new Date(l.txnAt),
  amountPaise: toPaise(l.amount),
  utr: l.utr,
  payer: l.payer,
  vpa: l.vpa,
  approvedRegistrationId: l.approvedRegistrationId,
});

/** The organizer's open tournaments with an entry fee. */
async function openTournaments(db: Executor, actor: User): Promise<Tournament[]> {
  const all = await Tournament.query(db)
    .where('organizerId', actor.id)
    .whereIn('status', OPEN_STATUSES)
    .where('entryFee', '>', 0)
    .orderBy('createdAt', 'asc');
  return all;
}

/**
 * The pending and approved registrations of `tournaments`, as matching candidates. `usesElsewhere: false`
 * leaves out the platform-wide lookup of their UTRs' other uses (choosing which credits to keep needs only
 * the claims and the suggestions; the screen's statuses are computed with it, when the statement is read).
 */
async function candidatesOf(
  db: Executor,
  tournaments: Tournament[],
  { usesElsewhere = true }: { usesElsewhere?: boolean } = {},
): Promise<Candidate[]> {
  if (!tournaments.length) return [];
  const byId = new Map(tournaments.map((t) => [t.id, t]));
  const regs = await Registration.query(db)
    .whereIn(
      'tournamentId',
      tournaments.map((t) => t.id),
    )
    .whereIn('paymentStatus', ['pending', 'approved'])
    .withGraphFetched('player')
    .modifyGraph('player', (q) => q.select('id', 'username', 'lichessUsername'));
  const pending = regs.filter((r) => r.paymentStatus === 'pending');
  const elsewhere = usesElsewhere ? await transactionIdMatches(db, pending) : new Map<string, never[]>();
  return regs.map((r) => {
    const t = byId.get(r.tournamentId)!;
    const others = elsewhere.get(r.id);
    return {
      registrationId: r.id,
      tournamentId: t.id,
      tournamentName: t.name,
      tournamentCreatedAt: new Date(t.createdAt),
      feePaise: toPaise(t.entryFee),
      paymentId: r.paymentId,
      paymentStatus: r.paymentStatus,
      playerName: r.player?.username ?? '',
      lichessUsername: r.player?.lichessUsername ?? null,
      registeredAt: new Date(r.registeredAt),
      usedElsewhere: others ? others.map(describeMatch).join('; ') : null,
    };
  });
}

const creditLine = (c: StatementCredit, i: number): Line => ({
  key: String(i),
  at: new Date(c.at),
  amountPaise: BigInt(c.amountPaise),
  utr: c.utr,
  payer: c.payer,
  vpa: c.vpa,
  approvedRegistrationId: null,
});

const fmtDate = (d: Date) =>
  d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * Keeps what concerns the registrations: the credits a registration claims or is suggested, and the
 * other credits of an entry fee's amount since the first open tournament. The rest is dropped.
 */
async function storeCredits(
  deps: Deps,
  actor: User,
  upload: StatementUpload,
  result: ExtractResult & { kind: 'credits' },
) {
  const { credits } = result;
  if (!credits.length) throw new StatementError(STATEMENT_MESSAGES.noCredits);
  const tournaments = await openTournaments(deps.db, actor);
  if (!tournaments.length) throw new StatementError(STATEMENT_MESSAGES.noOpenTournaments);
  const times = credits.map((c) => Date.parse(c.at));
  const from = new Date(Math.min(...times));
  const to = new Date(Math.max(...times));
  const earliest = new Date(tournaments[0].createdAt);
  // a statement's dates carry no time of day: the day the first tournament was created still counts
  if (to.getTime() < earliest.getTime() - 24 * 60 * 60_000)
    throw new StatementError(STATEMENT_MESSAGES.wrongPeriod(fmtDate(from), fmtDate(to), fmtDate(earliest)));
  const lines = credits.map(creditLine);
  // without the other uses a registration whose UTR is used elsewhere counts as not in the statement, so
  // the credits suggested for it are kept too: the same claims, a few more suggestions at most
  const { claimed, unmatched } = reconcile(await candidatesOf(deps.db, tournaments, { usesElsewhere: false }), lines);
  const fees = new Set(tournaments.map((t) => toPaise(t.entryFee)));
  const keep = new Set(claimed);
  for (const u of unmatched)
    if (
      u.suggestions.length ||
      (fees.has(u.line.amountPaise) && u.line.at.getTime() >= earliest.getTime() - 86_400_000)
    )
      keep.add(u.line.key);
  const rows = credits
    .map((c, i) => ({ c, i }))
    .filter(({ i }) => keep.has(String(i)))
    .map(({ c }) => ({
      uploadId: upload.id,
      lineNo: c.row,
      txnAt: new Date(c.at),
      amount: fromPaise(BigInt(c.amountPaise)),
      utr: c.utr,
      payer: c.payer,
      vpa: c.vpa,
      narration: c.narration,
    }));
  await deps.db.transaction(async (trx) => {
    for (let i = 0; i < rows.length; i += 500)
      await trx('statement_lines').insert(
        rows.slice(i, i + 500).map((r) => ({
          upload_id: r.uploadId,
          line_no: r.lineNo,
          txn_at: r.txnAt,
          amount: r.amount,
          utr: r.utr,
          payer: r.payer,
          vpa: r.vpa,
          narration: r.narration,
        })),
      );
    await StatementUpload.query(trx)
      .patch({
        status: 'done',
        layout: result.label,
        rowsCount: result.rows,
        creditsCount: credits.length,
        progress: result.rows,
        periodFrom: from,
        periodTo: to,
        finishedAt: deps.clock.now(),
      })
      .findById(upload.id);
  });
}

type UploadInput = { data: Buffer; fileName: string; mapping?: unknown };

const mappingQuery = z.object({
  date: z.string().optional(),
  credit: z.string().optional(),
  reference: z.string().optional(),
  narration: z.string().optional(),
  payer: z.string().optional(),
});

/** The mapping the upload carries (query parameters date, credit, reference, narration, payer), if any. */
function mappingOf(raw: unknown): StatementMapping | undefined {
  const q = mappingQuery.safeParse(raw ?? {});
  if (!q.success || (!q.data.date && !q.data.credit)) return undefined;
  return parseForm(statementMappingSchema, q.data);
}

async function readInWorker(
  deps: Deps,
  actor: User,
  upload: StatementUpload,
  data: Buffer,
  mapping: StatementMapping | undefined,
): Promise<void> {
  let lastWrite = 0;
  const onProgress = ({ done }: { done: number }) => {
    const now = Date.now();
    if (now - lastWrite < 500) return;
    lastWrite = now;
    void StatementUpload.query(deps.db)
      .patch({ progress: done })
      .findById(upload.id)
      .catch(() => undefined);
  };
  try {
    let result = await readStatement(data, upload.fileName, { mapping, onProgress });
    if (result.kind === 'needs-mapping' && !mapping) {
      const remembered = await StatementMappingRow.query(deps.db).findById([actor.id, result.headerKey]);
      if (remembered) {
        const saved = statementMappingSchema.parse(remembered.mapping);
        result = await readStatement(data, upload.fileName, {
          mapping: { ...saved, headerKey: result.headerKey },
          onProgress,
        });
      }
    }
    if (result.kind === 'needs-mapping') {
      await StatementUpload.query(deps.db)
        .patch({
          status: 'needs-mapping',
          headers: result.headers,
          headerKey: result.headerKey,
          finishedAt: deps.clock.now(),
        })
        .findById(upload.id);
      return;
    }
    await storeCredits(deps, actor, upload, result);
  } catch (err) {
    const message = err instanceof StatementError ? err.message : STATEMENT_MESSAGES.unreadableSheet;
    if (!(err instanceof StatementError)) deps.logger?.error({ err }, 'statement could not be read');
    await StatementUpload.query(deps.db)
      .patch({ status: 'failed', message, finishedAt: deps.clock.now() })
      .findById(upload.id);
    throw err;
  }
}

/** The header key of a mapping upload: the file's header row (re-read, cheap) is what it is remembered by. */
async function rememberMapping(deps: Deps, actor: User, headers: string[] | null, mapping: StatementMapping) {
  if (!headers) return;
  const key = headerKey(headers);
  await StatementMappingRow.query(deps.db)
    .insert({ organizerId: actor.id, headerKey: key, mapping, updatedAt: deps.clock.now() })
    .onConflict(['organizer_id', 'header_key'])
    .merge();
}

/**
 * POST /organizer/statements: reads the file (off the request path), stores what concerns the
 * registrations, and answers the reconciliation when that took under STATEMENT_ANSWER_WAIT_MS, or the
 * upload (status parsing) to poll.
 */
export async function uploadStatement(
  deps: Deps,
  actor: User,
  input: UploadInput,
): Promise<{ status: 200 | 202; body: StatementReconciliationView | { upload: StatementUploadView } }> {
  const { data } = input;
  const fileName = (input.fileName || 'statement').slice(0, 200);
  if (data.length === 0) throw new HttpError(422, STATEMENT_MESSAGES.empty);
  if (data.length > STATEMENT_MAX_BYTES) throw new HttpError(413, STATEMENT_MESSAGES.tooLarge(data.length));
  const mapping = mappingOf(input.mapping);
  if (!(await openTournaments(deps.db, actor)).length) throw new HttpError(422, STATEMENT_MESSAGES.noOpenTournaments);
  const sha = createHash('sha256').update(data).digest('hex');
  const now = deps.clock.now();
  const earlier = await StatementUpload.query(deps.db)
    .where({ organizerId: actor.id, fileSha256: sha })
    .where((q) =>
      q
        .where('status', 'done')
        .orWhere((p) =>
          p.where('status', 'parsing').where('createdAt', '>', new Date(now.getTime() - STATEMENT_PARSE_TIMEOUT_MS)),
        ),
    )
    .orderBy('createdAt', 'desc')
    .first();
  if (earlier)
    throw conflict(
      STATEMENT_MESSAGES.duplicate(
        new Date(earlier.createdAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }),
        earlier.fileName,
      ),
    );
  const upload = await StatementUpload.query(deps.db).insertAndFetch({
    organizerId: actor.id,
    fileSha256: sha,
    fileName,
    status: 'parsing',
    createdAt: now,
  });
  if (mapping) {
    const previous = await StatementUpload.query(deps.db)
      .where({ organizerId: actor.id, fileSha256: sha, status: 'needs-mapping' })
      .orderBy('createdAt', 'desc')
      .first();
    if (previous?.headers) await rememberMapping(deps, actor, previous.headers, mapping);
  }
  const job = readInWorker(deps, actor, upload, data, mapping ? { ...mapping } : undefined);
  const outcome = await Promise.race([
    job.then(
      () => 'done' as const,
      (err: unknown) => err,
    ),
    new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), STATEMENT_ANSWER_WAIT_MS).unref()),
  ]);
  if (outcome === 'waiting') {
    job.catch(() => undefined); // recorded on the upload; the screen reads it when it polls
    const fresh = await StatementUpload.query(deps.db).findById(upload.id).throwIfNotFound();
    return { status: 202, body: { upload: uploadView(fresh) } };
  }
  if (outcome instanceof StatementError) throw new HttpError(outcome.status, outcome.message);
  if (outcome instanceof Error) throw new HttpError(422, STATEMENT_MESSAGES.unreadableSheet);
  return { status: 200, body: await statementReconciliation(deps, actor, upload.id) };
}

async function ownUpload(db: Executor, actor: User, id: string): Promise<StatementUpload> {
  const upload = isUuid(id) ? await StatementUpload.query(db).findById(id) : undefined;
  if (!upload || upload.organizerId !== actor.id) throw notFound(STATEMENT_MESSAGES.notFound);
  return upload;
}

/** GET /organizer/statements: the organizer's last uploads, newest first. */
export async function listStatements(deps: Deps, actor: User): Promise<{ statements: StatementUploadView[] }> {
  const uploads = await StatementUpload.query(deps.db)
    .where('organizerId', actor.id)
    .orderBy('createdAt', 'desc')
    .limit(20);
  return { statements: uploads.map(uploadView) };
}

/** GET /organizer/statements/{id}: the upload, and once read, each pending registration against it. */
export async function statementReconciliation(
  deps: Deps,
  actor: User,
  id: string,
): Promise<StatementReconciliationView> {
  let upload = await ownUpload(deps.db, actor, id);
  if (
    upload.status === 'parsing' &&
    deps.clock.now().getTime() - new Date(upload.createdAt).getTime() > STATEMENT_PARSE_TIMEOUT_MS + 30_000
  ) {
    upload = await StatementUpload.query(deps.db).patchAndFetchById(upload.id, {
      status: 'failed',
      message: STATEMENT_MESSAGES.interrupted,
    });
  }
  const empty = {
    upload: uploadView(upload),
    privacy: STATEMENT_MESSAGES.privacy,
    summary: {
      matched: 0,
      'amount-differs': 0,
      'not-in-statement': 0,
      'used-elsewhere': 0,
      unmatchedCredits: 0,
      approvedFromStatement: 0,
    },
    registrations: [],
    unmatchedCredits: [],
  };
  if (upload.status !== 'done') return empty;
  const stored = await StatementLine.query(deps.db).where('uploadId', upload.id).orderBy('txnAt').orderBy('lineNo');
  const byId = new Map(stored.map((l) => [l.id, l]));
  const candidates = await candidatesOf(deps.db, await openTournaments(deps.db, actor));
  const result = reconcile(candidates, stored.map(toLine));
  const view = (l: Line | null) => (l ? lineView(byId.get(l.key)!) : null);
  const summary = { ...empty.summary };
  for (const r of result.registrations) summary[r.status] += 1;
  summary.unmatchedCredits = result.unmatched.length;
  summary.approvedFromStatement = stored.filter((l) => l.approvedRegistrationId).length;
  const order: RegistrationStatus[] = ['matched', 'amount-differs', 'used-elsewhere', 'not-in-statement'];
  const registrations = [...result.registrations]
    .sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status))
    .slice(0, MAX_LISTED_REGISTRATIONS)
    .map((r) => {
      const fee = fromPaise(r.candidate.feePaise);
      return {
        registrationId: r.candidate.registrationId,
        tournamentId: r.candidate.tournamentId,
        tournamentName: r.candidate.tournamentName,
        playerName: r.candidate.playerName,
        paymentId: r.candidate.paymentId,
        entryFee: fee,
        registeredAt: r.candidate.registeredAt.toISOString(),
        status: r.status,
        difference:
          r.status === 'amount-differs' && r.line ? amountDifference(fromPaise(r.line.amountPaise), fee) : null,
        usedElsewhere: r.candidate.usedElsewhere,
        line: view(r.line),
        suggestedLine: view(r.suggested),
      };
    });
  return {
    upload: uploadView(upload),
    privacy: STATEMENT_MESSAGES.privacy,
    summary,
    registrations,
    unmatchedCredits: result.unmatched.slice(0, MAX_LISTED_CREDITS).map((u) => ({
      line: view(u.line)!,
      suggestions: u.suggestions.map((s) => ({
        registrationId: s.candidate.registrationId,
        tournamentName: s.candidate.tournamentName,
        playerName: s.candidate.playerName,
        paymentId: s.candidate.paymentId,
      })),
    })),
  };
}

const approveSchema = z.object({
  lineId: z.uuid({ message: STATEMENT_MESSAGES.lineNotFound }).optional(),
  registrationId: z.uuid({ message: 'Registration not found' }).optional(),
  acceptAmountDifference: z.boolean().optional(),
  confirmReusedTransactionId: z.boolean().optional(),
});

export type StatementApproveOutcome = {
  registrationId: string;
  ok: boolean;
  message: string;
  playerName: string | null;
  warnings: string[];
};

export type StatementApproveResult = {
  success: boolean;
  message: string;
  succeeded: number;
  failed: number;
  /** exact matches still waiting (over BULK_APPROVE_MAX per call) */
  remaining: number;
  results: StatementApproveOutcome[];
};

async function approveFromLine(
  deps: Deps,
  actor: User,
  upload: StatementUpload,
  line: StatementLine,
  reg: { registrationId: string; tournamentId: string },
  body: unknown,
) {
  return approveRegistration(deps, actor, reg.tournamentId, reg.registrationId, body, {
    audit: {
      source: 'statement',
      statementId: upload.id,
      fileSha256: upload.fileSha256,
      fileName: upload.fileName,
      line: {
        lineNo: line.lineNo,
        date: new Date(line.txnAt).toISOString(),
        amount: line.amount,
        utr: line.utr,
        payer: line.payer,
      },
    },
    inTransaction: async (trx, registrationId) => {
      const updated = await StatementLine.query(trx)
        .patch({ approvedRegistrationId: registrationId, approvedAt: deps.clock.now(), approvedBy: actor.id })
        .where({ id: line.id })
        .whereNull('approvedRegistrationId');
      if (updated !== 1) throw conflict(STATEMENT_MESSAGES.lineAlreadyUsed);
    },
  });
}

/**
 * POST /organizer/statements/{id}/approve: without a body, every exact match (up to BULK_APPROVE_MAX);
 * with `{ lineId, registrationId }`, one registration from one line (a suggestion, or an amount that
 * differs with `acceptAmountDifference`). Each approval is a registration approval, one at a time.
 */
export async function approveFromStatement(
  deps: Deps,
  actor: User,
  id: string,
  body: unknown,
): Promise<StatementApproveResult> {
  const upload = await ownUpload(deps.db, actor, id);
  if (upload.status !== 'done') throw conflict(upload.message ?? STATEMENT_MESSAGES.notFound);
  const input = parseForm(approveSchema, body);
  const view = await statementReconciliation(deps, actor, id);
  const results: StatementApproveOutcome[] = [];
  let remaining = 0;
  const run = async (
    registrationId: string,
    playerName: string,
    fn: () => Promise<{ warnings: string[]; message: string }>,
  ) => {
    try {
      const done = await fn();
      results.push({ registrationId, ok: true, message: done.message, playerName, warnings: done.warnings });
    } catch (err) {
      if (!(err instanceof HttpError) || (err.status >= 500 && ![502, 503].includes(err.status))) throw err;
      results.push({ registrationId, ok: false, message: err.message, playerName, warnings: [] });
    }
  };
  if (input.lineId || input.registrationId) {
    if (!input.lineId || !input.registrationId) throw new HttpError(400, STATEMENT_MESSAGES.lineNotFound);
    const line = await StatementLine.query(deps.db).findById(input.lineId);
    if (!line || line.uploadId !== upload.id) throw notFound(STATEMENT_MESSAGES.lineNotFound);
    if (line.approvedRegistrationId) throw conflict(STATEMENT_MESSAGES.lineAlreadyUsed);
    const reg = await Registration.query(deps.db).findById(input.registrationId).withGraphFetched('player');
    if (!reg) throw notFound('Registration not found');
    const t = await Tournament.query(deps.db).findById(reg.tournamentId).throwIfNotFound();
    if (toPaise(line.amount) !== toPaise(t.entryFee) && !input.acceptAmountDifference)
      throw conflict(STATEMENT_MESSAGES.amountDiffersNeedsConfirmation(amountDifference(line.amount, t.entryFee)));
    const confirm = { confirmReusedTransactionId: input.confirmReusedTransactionId === true };
    const done = await approveFromLine(
      deps,
      actor,
      upload,
      line,
      { registrationId: reg.id, tournamentId: t.id },
      confirm,
    );
    results.push({
      registrationId: reg.id,
      ok: true,
      message: done.message,
      playerName: reg.player?.username ?? null,
      warnings: done.warnings,
    });
  } else {
    const exact = view.registrations.filter((r) => r.status === 'matched' && r.line);
    remaining = Math.max(0, exact.length - BULK_APPROVE_MAX);
    for (const r of exact.slice(0, BULK_APPROVE_MAX)) {
      const line = await StatementLine.query(deps.db).findById(r.line!.id).throwIfNotFound();
      await run(r.registrationId, r.playerName, () => approveFromLine(deps, actor, upload, line, r, undefined));
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  const failed = results.length - succeeded;
  return {
    success: failed === 0,
    message: failed
      ? `${succeeded} approved from the statement, ${failed} not approved`
      : `${succeeded} registration${succeeded === 1 ? '' : 's'} approved from the statement`,
    succeeded,
    failed,
    remaining,
    results,
  };
}

/** statements looked at by "approve every exact match": the organizer's newest read ones with a line left */
export const OPEN_STATEMENTS_MAX = 20;

const acrossSchema = z.object({
  tournamentId: z.uuid({ message: STATEMENT_MESSAGES.tournamentNotFound }).optional(),
});

type ExactMatch = {
  upload: StatementUpload;
  line: StatementLine;
  registrationId: string;
  tournamentId: string;
  playerName: string;
};

/** The organizer's read statements that still have a line no approval used, newest first (bounded). */
async function openStatements(db: Executor, actor: User): Promise<StatementUpload[]> {
  return StatementUpload.query(db)
    .where({ organizerId: actor.id, status: 'done' })
    .whereExists(
      StatementLine.query(db)
        .select(1)
        .whereColumn('statementLines.uploadId', 'statementUploads.id')
        .whereNull('statementLines.approvedRegistrationId'),
    )
    .orderBy('createdAt', 'desc')
    .limit(OPEN_STATEMENTS_MAX);
}

/**
 * Every pending registration that a credit of one of the open statements pays exactly (of one tournament,
 * or of all the organizer's open ones), each once: a registration two statements pay is taken from the
 * older statement. Each statement is reconciled on its own, as its screen shows it.
 */
async function exactAcrossStatements(db: Executor, actor: User, tournamentId?: string): Promise<ExactMatch[]> {
  if (tournamentId) {
    const t = await Tournament.query(db).findById(tournamentId);
    if (!t || (t.organizerId !== actor.id && actor.role !== 'admin'))
      throw notFound(STATEMENT_MESSAGES.tournamentNotFound);
  }
  const uploads = (await openStatements(db, actor)).reverse();
  if (!uploads.length) return [];
  const candidates = await candidatesOf(db, await openTournaments(db, actor));
  if (!candidates.length) return [];
  const lines = await StatementLine.query(db)
    .whereIn(
      'uploadId',
      uploads.map((u) => u.id),
    )
    .orderBy('txnAt')
    .orderBy('lineNo');
  const byUpload = new Map<string, StatementLine[]>();
  for (const l of lines) {
    const list = byUpload.get(l.uploadId);
    if (list) list.push(l);
    else byUpload.set(l.uploadId, [l]);
  }
  const lineById = new Map(lines.map((l) => [l.id, l]));
  const seen = new Set<string>();
  const exact: ExactMatch[] = [];
  for (const upload of uploads) {
    const { registrations } = reconcile(candidates, (byUpload.get(upload.id) ?? []).map(toLine));
    for (const r of registrations) {
      const { registrationId } = r.candidate;
      if (r.status !== 'matched' || !r.line || seen.has(registrationId)) continue;
      if (tournamentId && r.candidate.tournamentId !== tournamentId) continue;
      seen.add(registrationId);
      exact.push({
        upload,
        line: lineById.get(r.line.key)!,
        registrationId,
        tournamentId: r.candidate.tournamentId,
        playerName: r.candidate.playerName,
      });
    }
  }
  return exact;
}

export type ExactMatchesSummary = { matched: number; statements: number };

const statementsOf = (exact: ExactMatch[]) => new Set(exact.map((m) => m.upload.id)).size;

/** GET /organizer/statements/exact-matches: how many registrations "approve every exact match" would approve. */
export async function exactMatchesAcrossStatements(
  deps: Deps,
  actor: User,
  query: unknown,
): Promise<ExactMatchesSummary> {
  const { tournamentId } = parseForm(acrossSchema, query ?? {});
  const exact = await exactAcrossStatements(deps.db, actor, tournamentId);
  return { matched: exact.length, statements: statementsOf(exact) };
}

/**
 * POST /organizer/statements/approve-exact: approves the exact matches of every open statement (of one
 * tournament with `tournamentId`), up to BULK_APPROVE_MAX a call. The matches are found again on each call
 * and each approval is a registration approval that checks again (still pending, the line still unused),
 * so a second call, or a second tab, approves nothing twice.
 */
export async function approveExactAcrossStatements(
  deps: Deps,
  actor: User,
  body: unknown,
): Promise<StatementApproveResult & { statements: number }> {
  const { tournamentId } = parseForm(acrossSchema, body ?? {});
  const exact = await exactAcrossStatements(deps.db, actor, tournamentId);
  const batch = exact.slice(0, BULK_APPROVE_MAX);
  const results: StatementApproveOutcome[] = [];
  for (const m of batch) {
    try {
      const done = await approveFromLine(deps, actor, m.upload, m.line, m, undefined);
      results.push({
        registrationId: m.registrationId,
        ok: true,
        message: done.message,
        playerName: m.playerName,
        warnings: done.warnings,
      });
    } catch (err) {
      if (!(err instanceof HttpError) || (err.status >= 500 && ![502, 503].includes(err.status))) throw err;
      results.push({
        registrationId: m.registrationId,
        ok: false,
        message: err.message,
        playerName: m.playerName,
        warnings: [],
      });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  const failed = results.length - succeeded;
  const statements = statementsOf(batch);
  const approvedFrom = statementsOf(batch.filter((_, i) => results[i].ok));
  return {
    success: failed === 0,
    message: !results.length
      ? STATEMENT_MESSAGES.noExactMatches
      : failed
        ? `${STATEMENT_MESSAGES.approvedAcross(succeeded, approvedFrom)}, ${failed} not approved`
        : STATEMENT_MESSAGES.approvedAcross(succeeded, approvedFrom),
    succeeded,
    failed,
    remaining: exact.length - batch.length,
    results,
    statements,
  };
}
