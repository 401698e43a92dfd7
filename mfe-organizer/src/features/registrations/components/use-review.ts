// Approve / Reject one registration from either table of the registrations page, with its toast, and keyboard
// focus kept on the table (issue 26 item 11): once the row is decided focus moves to the next row's actions
// (the previous row's at the end of the list), or to the table's heading when no row is left to act on.
import type { OrganizerRegistration } from '@chess-portal/contracts';
import { errorMessage, isApiError, toast } from '@chess-portal/portal-kit';
import { useState } from 'react';
import { useApproveRegistration } from '../api/approve-registration';
import { useRejectRegistration } from '../api/reject-registration';

/** The tables of the page: each is wrapped in `data-review-list={list}`, its heading has the id `${list}-title`. */
export type ReviewList = 'pending' | 'all';

const listRoot = (list: ReviewList) => document.querySelector(`[data-review-list="${list}"]`);

/** The other rows of the table in the order focus should try them: those below the row, then those above it. */
function rowsAfter(list: ReviewList, id: string): string[] {
  const groups = listRoot(list)?.querySelectorAll<HTMLElement>('[data-registration-actions]') ?? [];
  const ids = Array.from(groups, (group) => group.dataset.registrationActions ?? '');
  const at = ids.indexOf(id);
  return at < 0 ? [] : [...ids.slice(at + 1), ...ids.slice(0, at).reverse()];
}

const FOCUS_TRIES = 40;

/** Focuses the first of the rows that still has an action, once no dialog holds focus (a confirmation closing
 * gives focus back to its trigger, which the decided row may no longer have). */
function focusRow(list: ReviewList, candidates: string[], tries = 0) {
  if (document.querySelector('[role="dialog"][aria-modal="true"]') && tries < FOCUS_TRIES) {
    setTimeout(() => focusRow(list, candidates, tries + 1), 50);
    return;
  }
  const root = listRoot(list);
  for (const id of candidates) {
    const button = root?.querySelector<HTMLElement>(`[data-registration-actions="${id}"] button:not([disabled])`);
    if (button) return button.focus();
  }
  document.getElementById(`${list}-title`)?.focus();
}

export type Review = (
  kind: 'approve' | 'reject',
  reg: OrganizerRegistration,
  confirmReused: boolean | undefined,
  list: ReviewList,
) => Promise<void>;

export function useReview(tournamentId: string): { busyId?: string; review: Review } {
  const approve = useApproveRegistration(tournamentId);
  const reject = useRejectRegistration(tournamentId);
  const [busyId, setBusyId] = useState<string>();
  const review: Review = async (kind, reg, confirmReused, list) => {
    const next = rowsAfter(list, reg.id);
    setBusyId(reg.id);
    let decided = true;
    try {
      const res =
        kind === 'approve'
          ? await approve.mutateAsync({ registrationId: reg.id, confirmReused })
          : await reject.mutateAsync(reg.id);
      const title = kind === 'approve' ? 'Registration Approved' : 'Registration Rejected';
      if (res.warnings.length) toast.warning(title, { description: res.warnings.join(' ') });
      else toast.success(title, { description: `${reg.playerName}` });
    } catch (error) {
      // 409: decided already (the lists were asked again), so the row is done with as after a success
      decided = isApiError(error) && error.status === 409;
      toast.error(kind === 'approve' ? 'Approval Failed' : 'Rejection Failed', {
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setBusyId(undefined);
    }
    if (decided) setTimeout(() => focusRow(list, next), 0);
  };
  return { busyId, review };
}
