import type { AdminApplication } from '@chess-portal/contracts';
import { Button, errorMessage, Label, toast } from '@chess-portal/portal-kit';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useReviewApplication } from '../api/review-application';

const Notes = styled.textarea`
  display: block;
  width: 100%;
  min-height: 4.5rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  resize: vertical;
  &:focus { outline: none; border-color: ${({ theme }) => theme.colors.focus}; box-shadow: ${({ theme }) => theme.focusRing}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

const NOTES_MAX = 1000;

/** Optional review notes with Approve and Reject, on pending applications only (SPEC §2, §4). */
export function ReviewForm({ application }: { application: AdminApplication }) {
  const id = useId();
  const [notes, setNotes] = useState('');
  const review = useReviewApplication();
  const decide = async (status: 'approved' | 'rejected') => {
    try {
      await review.mutateAsync({ id: application.id, review: { status, adminNotes: notes.trim() || null } });
      toast.success('Application reviewed', { description: `${application.user.username}: ${status}` });
    } catch (e) {
      toast.error('Failed to review application', { description: errorMessage(e, 'Please try again.') });
    }
  };
  return (
    <div>
      <Label htmlFor={id}>Review notes (optional)</Label>
      <Notes id={id} value={notes} maxLength={NOTES_MAX} onChange={(e) => setNotes(e.target.value)} placeholder="Shared with the applicant in the decision e-mail" />
      <Actions>
        <Button size="sm" loading={review.isPending && review.variables?.review.status === 'approved'} disabled={review.isPending} onClick={() => decide('approved')}>
          Approve
        </Button>
        <Button size="sm" variant="destructive" loading={review.isPending && review.variables?.review.status === 'rejected'} disabled={review.isPending} onClick={() => decide('rejected')}>
          Reject
        </Button>
      </Actions>
    </div>
  );
}
