import type { AdminApplication } from '@chess-portal/contracts';
import { Button, errorMessage, TextareaField, toast } from '@chess-portal/portal-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { useReviewApplication } from '../api/review-application';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

const NOTES_MAX = 1000;

/** Optional review notes with Approve and Reject, on pending applications only (product.md §2, §4). */
export function ReviewForm({ application }: { application: AdminApplication }) {
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
      <TextareaField
        label="Review notes (optional)"
        rows={2}
        value={notes}
        maxLength={NOTES_MAX}
        onChange={(e) => setNotes(e.target.value)}
        placeholder="Shared with the applicant in the decision e-mail"
      />
      <Actions>
        <Button
          size="sm"
          loading={review.isPending && review.variables?.review.status === 'approved'}
          disabled={review.isPending}
          onClick={() => decide('approved')}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="destructive"
          loading={review.isPending && review.variables?.review.status === 'rejected'}
          disabled={review.isPending}
          onClick={() => decide('rejected')}
        >
          Reject
        </Button>
      </Actions>
    </div>
  );
}
