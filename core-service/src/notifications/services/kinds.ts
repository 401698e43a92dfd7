// The events users are told about, in the header list and (unless switched off) by e-mail.
export const NOTIFICATION_KINDS = [
  { kind: 'registration.approved', label: 'My registration is approved', audience: 'player' },
  { kind: 'registration.rejected', label: 'My registration is rejected', audience: 'player' },
  { kind: 'registration.revoked', label: 'My approval is revoked', audience: 'player' },
  { kind: 'tournament.starting', label: 'A tournament I play starts in 30 minutes', audience: 'player' },
  { kind: 'commission.owed', label: 'A completed tournament owes a commission', audience: 'organizer' },
  { kind: 'commission.due', label: 'A commission is due in 2 days', audience: 'organizer' },
  { kind: 'commission.overdue', label: 'A commission is overdue', audience: 'organizer' },
  { kind: 'commission.confirmed', label: 'My commission payment is confirmed', audience: 'organizer' },
  { kind: 'application.approved', label: 'My organizer application is approved', audience: 'applicant' },
  { kind: 'application.rejected', label: 'My organizer application is not approved', audience: 'applicant' },
  { kind: 'refund.owed', label: 'A refund is owed to me', audience: 'player' },
  { kind: 'refund.sent', label: 'My refund was sent', audience: 'player' },
  { kind: 'prize.won', label: 'I won a prize', audience: 'player' },
  { kind: 'prize.sent', label: 'My prize was sent', audience: 'player' },
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]['kind'];

/**
 * Kinds that are always e-mailed and have no switch on the profile: the answer to something the user
 * asked for and is waiting on (the decision on their organizer application), told once.
 */
export const ALWAYS_EMAILED: readonly NotificationKind[] = ['application.approved', 'application.rejected'];

/** Kinds the user can switch the e-mails of off (the profile's list). */
export const isSwitchable = (kind: NotificationKind) => !ALWAYS_EMAILED.includes(kind);

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  NOTIFICATION_KINDS.some((k) => k.kind === value);
