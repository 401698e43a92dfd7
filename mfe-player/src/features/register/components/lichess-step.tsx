import {
  lichessUsernameStepSchema,
  type LichessUsernameStepData,
  type LichessUsernameStepFormValues,
} from '@chess-portal/contracts';
import { Alert, Button, errorMessage, TextField, toast, useSession } from '@chess-portal/portal-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { FormStack, Muted } from '../../../components/form-page';
import { useVerifyLichess } from '../api/verify-lichess';

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

type Props = { onVerified: () => void; onSkip: () => void };

/** Step 2: the exact, case-sensitive Lichess username, verified on Lichess; or skip for now. */
export function LichessStep({ onVerified, onSkip }: Props) {
  const { user, setUser } = useSession();
  const verify = useVerifyLichess();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LichessUsernameStepFormValues, unknown, LichessUsernameStepData>({
    resolver: zodResolver(lichessUsernameStepSchema),
    defaultValues: { lichessUsername: user?.lichessUsername ?? '' },
  });
  const onSubmit = form.handleSubmit(async ({ lichessUsername }) => {
    setFailure(null);
    try {
      const answer = await verify.mutateAsync(lichessUsername);
      setUser(answer.user);
      toast.success('Lichess verified successfully', { description: `Linked to ${answer.lichessProfile.username}.` });
      onVerified();
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to verify Lichess account'));
    }
  });
  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label="Link your Lichess account">
      <Muted>
        Tournaments are played on Lichess. Enter your Lichess username exactly as Lichess shows it: it is
        case-sensitive.
      </Muted>
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <TextField
        label="Lichess username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="e.g. DemoPlayer"
        error={form.formState.errors.lichessUsername?.message}
        {...form.register('lichessUsername')}
      />
      <Muted>
        No Lichess account yet?{' '}
        <a href="https://lichess.org/signup" target="_blank" rel="noreferrer">
          Create one on Lichess
        </a>{' '}
        (free), then come back.
      </Muted>
      <Actions>
        <Button type="submit" size="lg" block loading={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Verify Lichess Account'}
        </Button>
        <Button variant="ghost" block onClick={onSkip}>
          Skip for now
        </Button>
      </Actions>
      <Muted>You can also verify it later from your profile settings.</Muted>
    </FormStack>
  );
}
