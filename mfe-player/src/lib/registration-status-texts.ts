// product.md §2 texts of a registration's state, shown on the dashboard's cards and the status page.
export const PENDING_TEXT = "Your registration is being reviewed by the organizer. You'll be notified once approved.";
export const REJECTED_TEXT = 'Your registration was not approved. Please contact the organizer for more information.';
export const REVOKED_TEXT =
  'The organizer revoked your registration. Please contact the organizer about your entry fee.';
export const WITHDRAWN_TEXT = 'You withdrew this registration.';

/** The tournament page's line above the join form for a player whose last registration holds no seat. */
export const REGISTER_AGAIN_TEXTS: Record<string, string> = {
  rejected: 'Your previous registration was not approved. You can register again.',
  revoked: 'The organizer revoked your previous registration. You can register again.',
  withdrawn: 'You withdrew your previous registration. You can register again.',
};
