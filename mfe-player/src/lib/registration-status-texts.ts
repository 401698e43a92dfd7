// SPEC §2 texts of a registration's state, shown on the dashboard's cards and the status page.
export const PENDING_TEXT = "Your registration is being reviewed by the organizer. You'll be notified once approved.";
export const REJECTED_TEXT = 'Your registration was not approved. Please contact the organizer for more information.';
