// Organizer applications as the admin reviews them (product.md §2 /admin/applications, §4): only pending
// ones may be reviewed, with optional notes; approving makes the applicant an organizer with the
// application's UPI id; either decision is told to the applicant with the admin's note, in their
// notifications and by e-mail, both written in the review's transaction (the e-mail is an outbox job:
// the review never waits for a mail server).
import type { AdminApplication, ApplicationStatus } from '@chess-portal/contracts';
import { conflict, notFound } from '@chess-portal/service-kit';
import type { Knex } from 'knex';
import type { ServiceDeps } from '../../service-deps';
import type { Db } from '../../db/knex';
import { OrganizerApplication, User } from '../../db/models';
import { recordAudit } from '../../audit/services/audit-service';
import { notify } from '../../notifications/services/notify';
import { isUuid } from '../../shared/http/is-uuid';

export const APPLICATION_NOT_FOUND = 'Application not found';
export const ONLY_PENDING_REVIEWED = 'Only pending applications can be reviewed';

export type Review = { status: 'approved' | 'rejected'; adminNotes?: string | null };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toAdminApplication(a: OrganizerApplication): AdminApplication {
  const user = a.user!;
  return {
    id: a.id,
    userId: a.userId,
    applicationNote: a.applicationNote,
    upiId: a.upiId,
    status: a.status,
    adminNotes: a.adminNotes,
    reviewedBy: a.reviewedBy,
    reviewedAt: iso(a.reviewedAt),
    createdAt: a.createdAt.toISOString(),
    user: { username: user.username, lichessUsername: user.lichessUsername, email: user.email },
  };
}

export async function listApplications(db: Db, status?: ApplicationStatus): Promise<AdminApplication[]> {
  const rows = await OrganizerApplication.query(db)
    .withGraphJoined('user')
    .modify((q) => status && q.where('organizer_applications.status', status))
    .orderBy('organizer_applications.createdAt', 'desc');
  return rows.map(toAdminApplication);
}

/** What the applicant is told: the decision, what it means, and the admin's note as they wrote it. */
export function decisionNotice(review: Review) {
  const note = review.adminNotes?.trim() ? `\n\nNote from the admin:\n${review.adminNotes.trim()}` : '';
  if (review.status === 'approved') {
    return {
      kind: 'application.approved' as const,
      title: 'Your organizer application was approved',
      body: `You are now an organizer on Chess School Arena and can create and run tournaments.${note}`,
      link: '/organizer/tournaments',
    };
  }
  return {
    kind: 'application.rejected' as const,
    title: 'Your organizer application was not approved',
    body: `Your application to become an organizer on Chess School Arena was not approved.${note}`,
    link: '/me',
  };
}

/** Approving: the applicant becomes an organizer (an admin stays admin) with the application's UPI id. */
async function promoteApplicant(trx: Knex.Transaction, app: OrganizerApplication, actorId: string, at: Date) {
  const user = app.user!;
  const role = user.role === 'admin' ? 'admin' : 'organizer';
  const upiId = app.upiId ?? user.upiId;
  await User.query(trx).patch({ role, upiId, updatedAt: at }).where('id', user.id);
  if (role !== user.role) {
    await recordAudit(trx, {
      actorId,
      action: 'user.role_changed',
      entityType: 'user',
      entityId: user.id,
      before: { role: user.role, upiId: user.upiId },
      after: { role, upiId },
      at,
    });
  }
}

export async function reviewApplication(deps: ServiceDeps, actor: User, applicationId: string, review: Review) {
  const at = deps.clock.now();
  const adminNotes = review.adminNotes?.trim() || null;
  return deps.db.transaction(async (trx) => {
    const app = isUuid(applicationId)
      ? await OrganizerApplication.query(trx).findById(applicationId).withGraphFetched('user').forUpdate()
      : undefined;
    if (!app) throw notFound(APPLICATION_NOT_FOUND);
    if (app.status !== 'pending') throw conflict(ONLY_PENDING_REVIEWED);
    await OrganizerApplication.query(trx)
      .patch({ status: review.status, adminNotes, reviewedBy: actor.id, reviewedAt: at })
      .where('id', app.id);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'application.reviewed',
      entityType: 'application',
      entityId: app.id,
      before: { status: 'pending' },
      after: { status: review.status, adminNotes },
      at,
    });
    if (review.status === 'approved') await promoteApplicant(trx, app, actor.id, at);
    const user = app.user!;
    await notify(deps, trx, { user: { id: user.id, email: user.email }, ...decisionNotice({ ...review, adminNotes }) });
    const updated = await OrganizerApplication.query(trx).findById(app.id).withGraphFetched('user');
    return toAdminApplication(updated!);
  });
}
