// product.md §2 texts of a registration's state, shown on the dashboard's cards and the status page.
export const PENDING_TEXT = "Your registration is being reviewed by the organizer. You'll be notified once approved.";
export const REJECTED_TEXT = 'Your registration was not approved. Please contact the organizer for more information.';
export const REVOKED_TEXT =
  'The organizer revoked your registration. Please contact the organizer about your entry fee.';
export const WITHDRAWN_TEXT = 'You withdrew this registration.';
