import {
  organizerApplicationSchema,
  playerOrganizerApplicationSchema,
  type OrganizerApplicationData,
  type OrganizerApplicationFormValues,
} from '@chess-portal/contracts';
import { Alert, Button, errorMessage, TextareaField, TextField, toast, useSession } from '@chess-portal/portal-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CheckEmailNotice } from '../../../components/check-email-notice';
import { FormStack, Muted } from '../../../components/form-page';
import { signInOutcome, useLichessSignIn } from '../../../lib/lichess-sign-in';
import { useApplyOrganizer } from '../api/apply-organizer';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

type Values = OrganizerApplicationFormValues;

/**
 * The Lichess account the application is for, proven by signing in with Lichess: a signed-in
 * player's own verified name; a visitor's name and single-use proof come back in the address
 * (/apply-organizer?lichess=proven&lichessUsername=…&proof=…).
 */
function useProvenLichess(visitor: boolean) {
  const { user } = useSession();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  // read once, then taken out of the address bar (and history): the proof is a credential
  const [back] = useState(() => {
    const params = new URLSearchParams(search);
    const outcome = signInOutcome(search);
    const proven = outcome?.outcome === 'proven';
    return {
      outcome,
      name: proven ? (params.get('lichessUsername') ?? '') : '',
      proof: proven ? (params.get('proof') ?? undefined) : undefined,
    };
  });
  useEffect(() => {
    if (back.outcome) navigate(pathname, { replace: true });
    // once, on the way back from Lichess
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!visitor)
    return { name: user?.lichessVerified ? (user.lichessUsername ?? '') : '', proof: undefined, outcome: back.outcome };
  return back;
}

/**
 * What was typed, kept in this tab's sessionStorage while the browser is on Lichess, so the sign-in round
 * trip loses nothing. Passwords are never stored: they are typed again.
 */
const DRAFT_KEY = 'csa.organizer-application-draft';
const DRAFTED = ['username', 'email', 'applicationNote', 'upiId'] as const;
type Draft = Partial<Pick<Values, (typeof DRAFTED)[number]>>;

function readDraft(): Draft {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(DRAFTED.filter((k) => typeof kept[k] === 'string').map((k) => [k, kept[k]]));
  } catch {
    return {};
  }
}

function keepDraft(values: Values) {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(Object.fromEntries(DRAFTED.map((k) => [k, values[k]]))));
  } catch {
    // storage full or disabled: the round trip loses the draft, as before
  }
}

function dropDraft() {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing kept
  }
}

function LichessProof({
  name,
  failure,
  go,
  beforeLeaving,
}: {
  name: string;
  failure: string | null;
  go?: (url: string) => void;
  beforeLeaving: () => void;
}) {
  const signIn = useLichessSignIn('/apply-organizer', go);
  const [error, setError] = useState<string | null>(null);
  const start = () => {
    setError(null);
    beforeLeaving();
    signIn.mutate(undefined, { onError: (e) => setError(errorMessage(e, 'Failed to verify Lichess account')) });
  };
  return (
    <>
      {(error ?? failure) && <Alert variant="destructive">{error ?? failure}</Alert>}
      <Button type="button" variant={name ? 'outline' : 'primary'} loading={signIn.isPending} onClick={start}>
        {signIn.isPending ? 'Opening Lichess...' : name ? 'Sign in with Lichess again' : 'Sign in with Lichess'}
      </Button>
    </>
  );
}

/** A visitor fills in the account too; a signed-in player only the application (product.md §5 rules). */
function useApplicationForm(visitor: boolean, lichessUsername: string) {
  const schema = visitor ? organizerApplicationSchema : playerOrganizerApplicationSchema;
  return useForm<Values, unknown, OrganizerApplicationData>({
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, OrganizerApplicationData>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      lichessUsername,
      applicationNote: '',
      upiId: '',
      ...readDraft(),
    },
  });
}

/**
 * The application (product.md §5). The Lichess username is not typed: it is the result of signing in with
 * Lichess; what was typed before is kept across the way to Lichess and back (passwords excepted).
 */
export function ApplicationForm({ visitor, go }: { visitor: boolean; go?: (url: string) => void }) {
  const { setUser, refresh } = useSession();
  const lichess = useProvenLichess(visitor);
  const navigate = useNavigate();
  const apply = useApplyOrganizer();
  const [failure, setFailure] = useState<string | null>(null);
  const [checkEmail, setCheckEmail] = useState<string | null>(null);
  const form = useApplicationForm(visitor, lichess.name);
  useEffect(() => form.setValue('lichessUsername', lichess.name), [form, lichess.name]);
  const { errors } = form.formState;
  const note = form.watch('applicationNote') ?? '';
  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    setFailure(null);
    try {
      const created = await apply.mutateAsync(
        visitor
          ? { ...body, lichessProof: lichess.proof }
          : { lichessUsername: body.lichessUsername, applicationNote: body.applicationNote, upiId: body.upiId },
      );
      dropDraft();
      // a visitor's new account is signed in; an address that had one is not (the e-mail says what to do)
      if (visitor && !(await refresh())) return setCheckEmail(body.email ?? '');
      if (!visitor) setUser(created.user);
      toast.success('Application submitted successfully', {
        description: 'Your application is under review. We will e-mail you once it is processed.',
      });
      navigate('/me');
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to submit application. Please try again.'));
    }
  });
  if (checkEmail) return <CheckEmailNotice email={checkEmail} />;
  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label="Organizer application">
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <TextField
        label="Lichess username"
        readOnly
        placeholder="Sign in with Lichess first"
        hint="From signing in with Lichess: Lichess tells us your exact username, and no password or permission is shared"
        error={errors.lichessUsername?.message}
        {...form.register('lichessUsername')}
      />
      <LichessProof
        name={lichess.name}
        failure={lichess.outcome?.failure ?? null}
        go={go}
        beforeLeaving={() => keepDraft(form.getValues())}
      />
      {visitor && (
        <>
          <TextField
            label="Username"
            autoComplete="username"
            hint="3 to 50 letters, numbers, hyphens or underscores"
            error={errors.username?.message}
            {...form.register('username')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters with an uppercase letter, a lowercase letter and a number"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
        </>
      )}
      <TextField
        label="Payout UPI ID"
        placeholder="username@paytm"
        hint="Entry fees for your tournaments are paid here"
        error={errors.upiId?.message}
        {...form.register('upiId')}
      />
      <TextareaField
        label="Why do you want to become an organizer?"
        rows={5}
        hint={`${note.length} / 500 characters (at least 50)`}
        error={errors.applicationNote?.message}
        {...form.register('applicationNote')}
      />
      <Muted>Applications are reviewed manually. We will send you an e-mail when yours has been processed.</Muted>
      <Actions>
        <Button variant="ghost" onClick={() => navigate('/tournaments')}>
          Cancel
        </Button>
        <Button type="submit" loading={apply.isPending}>
          {apply.isPending ? 'Submitting...' : 'Submit Application'}
        </Button>
      </Actions>
    </FormStack>
  );
}
