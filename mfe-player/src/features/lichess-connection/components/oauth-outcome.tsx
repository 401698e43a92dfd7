// Lichess sends the organizer back through bff-organizer to /me?lichess=<outcome>. The card shows what
// happened (fixed texts, never text from the URL) and removes the flag from the address.
import { Alert, Button, type AlertVariant } from '@chess-portal/portal-kit';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

export const OUTCOME_PARAM = 'lichess';

type OutcomeText = { variant: AlertVariant; title: string; body: string };

export const OUTCOME_TEXTS: Record<string, OutcomeText> = {
  connected: {
    variant: 'success',
    title: 'Lichess account connected',
    body: 'Tournaments you push to Lichess are now created with this account.',
  },
  cancelled: { variant: 'warning', title: 'Lichess connection cancelled', body: 'No account was connected.' },
  expired: {
    variant: 'destructive',
    title: 'Lichess connection expired',
    body: 'The authorization expired or was already used. Please try connecting again.',
  },
  refused: {
    variant: 'destructive',
    title: 'Lichess did not authorize the connection',
    body: 'Please try connecting again.',
  },
  'rate-limited': {
    variant: 'destructive',
    title: 'Lichess is rate-limiting us',
    body: 'Please try again in a minute.',
  },
  unavailable: {
    variant: 'destructive',
    title: 'Lichess is not responding right now',
    body: 'Please try again shortly.',
  },
  error: { variant: 'destructive', title: 'Could not connect your Lichess account', body: 'Please try again.' },
};

/** Reads the flag once, keeps its text until dismissed, and takes the flag off the URL. */
export function useOAuthOutcome(): { outcome: OutcomeText | null; dismiss: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<OutcomeText | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const flag = params.get(OUTCOME_PARAM);
    if (flag === null) return;
    setOutcome(OUTCOME_TEXTS[flag] ?? OUTCOME_TEXTS.error);
    params.delete(OUTCOME_PARAM);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.pathname, location.search, navigate]);
  return { outcome, dismiss: () => setOutcome(null) };
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export function OAuthOutcomeAlert({ outcome, onDismiss }: { outcome: OutcomeText; onDismiss: () => void }) {
  return (
    <Alert variant={outcome.variant} title={outcome.title}>
      <Row>
        <span>{outcome.body}</span>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </Row>
    </Alert>
  );
}
