// What a player is told when the organizer decides on their registration. Called inside the
// decision's transaction (approve, reject here; revoke from its own use case).
import type { Executor } from '../../db/knex';
import { notify, istTime, type NotifyDeps } from './notify';

export type RegistrationDecision = 'approved' | 'rejected' | 'revoked';

export type DecisionSubject = {
  registrationId: string;
  player: { id: string; email: string };
  tournament: { id: string; name: string; startTime: Date | null };
  /** the organizer's reason, when one was given (revoke) */
  reason?: string | null;
};

const TEXT: Record<RegistrationDecision, (name: string) => { title: string; body: string }> = {
  approved: (name) => ({
    title: `Registration approved: ${name}`,
    body: `Your registration for ${name} has been approved. See you at the board!`,
  }),
  rejected: (name) => ({
    title: `Registration rejected: ${name}`,
    body: `Your registration for ${name} was not approved by the organizer.`,
  }),
  revoked: (name) => ({
    title: `Approval revoked: ${name}`,
    body: `The organizer revoked the approval of your registration for ${name}. You can no longer join it on Lichess; please contact the organizer about your entry fee.`,
  }),
};

export async function notifyRegistrationDecision(
  deps: NotifyDeps,
  db: Executor,
  decision: RegistrationDecision,
  subject: DecisionSubject,
): Promise<void> {
  const { title, body } = TEXT[decision](subject.tournament.name);
  const lines: string[] = [];
  if (subject.reason) lines.push(`Reason: ${subject.reason}`);
  if (decision === 'approved' && subject.tournament.startTime)
    lines.push(`It starts ${istTime(subject.tournament.startTime)}.`);
  await notify(deps, db, {
    user: subject.player,
    kind: `registration.${decision}`,
    title,
    body: [body, ...lines].join(' '),
    link: `/tournaments/${subject.tournament.id}`,
  });
}
