// Bulk approve / reject: each selected registration is reviewed exactly as a single
// approve or reject is (its own transaction, totals, allow-list, audit, warnings), so one refusal
// (no longer pending, Lichess down) is reported for that row and does not undo the others.
import type { BulkReviewOutcome, BulkReviewRequest, BulkReviewResult } from '@chess-portal/contracts';
import { HttpError } from '@chess-portal/service-kit';
import { z } from 'zod';
import type { User } from '../../db/models';
import type { LichessDeps } from '../../lichess/deps';
import { loadManagedTournament } from '../../tournaments/services/organizer-access';
import { parseForm } from '../../shared/http/parse-form';
import { approveRegistration, rejectRegistration } from './registration-review-service';

const bulkSchema = z.object({
  action: z.enum(['approve', 'reject'], { message: 'action must be approve or reject' }),
  registrationIds: z
    .array(z.uuid({ message: 'Invalid registration id' }))
    .min(1, 'Select at least one registration')
    .max(100, 'At most 100 registrations at once')
    .refine((ids) => new Set(ids).size === ids.length, 'Each registration only once'),
});

export async function bulkReviewRegistrations(
  deps: LichessDeps,
  actor: User,
  tournamentId: string,
  body: unknown,
): Promise<BulkReviewResult> {
  const { action, registrationIds }: BulkReviewRequest = parseForm(bulkSchema, body);
  await loadManagedTournament(deps.db, actor, tournamentId);
  const review = action === 'approve' ? approveRegistration : rejectRegistration;
  const results: BulkReviewOutcome[] = [];
  for (const registrationId of registrationIds) {
    try {
      const done = await review(deps, actor, tournamentId, registrationId);
      results.push({
        registrationId,
        ok: true,
        message: done.message,
        playerName: done.registration.playerName,
        warnings: done.warnings,
      });
    } catch (err) {
      // refusals (4xx) and Lichess being unavailable (502 / 503) belong to this row; anything else is a fault
      if (!(err instanceof HttpError) || (err.status >= 500 && ![502, 503].includes(err.status))) throw err;
      results.push({ registrationId, ok: false, message: err.message, playerName: null, warnings: [] });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  const failed = results.length - succeeded;
  const verb = action === 'approve' ? 'approved' : 'rejected';
  return {
    success: failed === 0,
    message: failed
      ? `${succeeded} ${verb}, ${failed} not ${verb}`
      : `${succeeded} registration${succeeded === 1 ? '' : 's'} ${verb}`,
    succeeded,
    failed,
    results,
  };
}
