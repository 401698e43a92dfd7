// "Approve all N exact matches from K statements": the exact matches of every open statement in one
// click, after a confirmation that says how many. Core finds them again and checks each approval, so a
// second tab or a second click approves nothing twice.
import { STATEMENT_MESSAGES } from '@chess-portal/contracts';
import { Alert, ConfirmButton, LoadingBlock, errorMessage, toast } from '@chess-portal/portal-kit';
import { useState } from 'react';
import styled from 'styled-components';
import type { OrganizerSchemas } from '../../../lib/api-client';
import { useApproveExactMatches, useExactMatches } from '../api/approve-exact-matches';
import { ApprovalOutcome } from './statement-reconciliation';

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** the label is long: it wraps on a phone (390 px) instead of overflowing the card */
const Wrap = styled.div`
  & > button {
    white-space: normal;
    height: auto;
    text-align: left;
  }
`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function ApproveExactMatches() {
  const count = useExactMatches();
  const approve = useApproveExactMatches();
  const [outcome, setOutcome] = useState<OrganizerSchemas['ExactMatchesApproveResult'] | null>(null);
  const run = async () => {
    try {
      setOutcome(await approve.mutateAsync());
    } catch (err) {
      setOutcome(null);
      toast.error(errorMessage(err, 'The approval failed. Please try again.'));
    }
  };
  let body;
  if (count.isPending) body = <LoadingBlock label="Counting the exact matches..." />;
  else if (count.isError)
    body = (
      <Alert variant="destructive" title="Could not count the exact matches">
        {errorMessage(count.error, 'Please try again in a moment.')}
      </Alert>
    );
  else if (count.data.matched === 0) body = <Muted>No exact matches are waiting in your statements.</Muted>;
  else {
    const { matched, statements } = count.data;
    const label = `Approve all ${plural(matched, 'exact match', 'exact matches')} from ${plural(statements, 'statement', 'statements')}`;
    body = (
      <Wrap>
        <ConfirmButton
          label={label}
          triggerLabel={label}
          variant="primary"
          size="md"
          title={`Approve ${plural(matched, 'registration', 'registrations')}?`}
          description={STATEMENT_MESSAGES.confirmApproveAllExact(matched, statements)}
          confirmLabel={`Approve ${matched}`}
          onConfirm={run}
        />
      </Wrap>
    );
  }
  return (
    <Stack>
      {body}
      <div aria-live="polite">{outcome && <ApprovalOutcome result={outcome} />}</div>
    </Stack>
  );
}
