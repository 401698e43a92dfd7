import { roleHome, toast, useSession } from '@chess-portal/portal-kit';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { signInOutcome } from '../../../lib/lichess-sign-in';
import { FormPage } from '../../../components/form-page';
import { AccountStep } from './account-step';
import { CompleteStep } from './complete-step';
import { LichessStep } from './lichess-step';
import { StepIndicator, type WizardStep } from './step-indicator';
import { TeamStep } from './team-step';

const TITLES: Record<WizardStep, { title: string; subtitle: string }> = {
  register: { title: 'Create your account', subtitle: 'Join Chess School Arena to play in the school tournaments' },
  lichess: { title: 'Link your Lichess account', subtitle: 'Your games are played on Lichess' },
  teams: { title: 'Join the Chess School team', subtitle: 'One last step before the tournaments' },
  complete: { title: "You're all set", subtitle: 'Welcome to Chess School Arena' },
};

type Start = WizardStep | 'home';

/** Where a visit starts: a signed-in user continues where they left off; a finished one goes home. */
function startOf(user: ReturnType<typeof useSession>['user']): Start {
  if (!user) return 'register';
  if (!user.lichessUsername || !user.lichessVerified) return 'lichess';
  return user.teamVerified ? 'home' : 'teams';
}

/**
 * product.md §2/§4 registration wizard: register → lichess → teams → complete (skipping Lichess → complete).
 * The Lichess step is a sign-in with Lichess; `go` sends the browser there (tests pass a spy).
 */
export function RegisterWizard({ go }: { go?: (url: string) => void } = {}) {
  const { user } = useSession();
  const [start] = useState<Start>(() => startOf(user));
  const [step, setStep] = useState<WizardStep>(start === 'home' ? 'complete' : start);
  const [skipped, setSkipped] = useState(false);
  const { search } = useLocation();
  const toldLinked = useRef(false);
  useEffect(() => {
    // back from Lichess: the wizard may already be past the Lichess step, so the wizard says it (once)
    if (toldLinked.current || signInOutcome(search)?.outcome !== 'linked' || !user?.lichessVerified) return;
    toldLinked.current = true;
    toast.success('Lichess verified successfully', { description: `Linked to ${user.lichessUsername}.` });
  }, [search, user]);
  if (start === 'home') return <Navigate to={roleHome(user)} replace />;
  const { title, subtitle } = TITLES[step];
  return (
    <FormPage title={title} subtitle={subtitle} above={<StepIndicator step={step} skipped={skipped} />}>
      {step === 'register' && <AccountStep onDone={() => setStep('lichess')} />}
      {step === 'lichess' && (
        <LichessStep
          go={go}
          onVerified={() => setStep('teams')}
          onSkip={() => (setSkipped(true), setStep('complete'))}
        />
      )}
      {step === 'teams' && <TeamStep onVerified={() => setStep('complete')} />}
      {step === 'complete' && <CompleteStep />}
    </FormPage>
  );
}
