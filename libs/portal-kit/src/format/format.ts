const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' });

/** Money (decimal strings such as '100.00') in rupees, en-IN: '₹100.00', '₹1,25,000.00'. */
export function formatInr(value: string | number | null | undefined): string {
  const amount = typeof value === 'number' ? value : Number(value ?? 0);
  return inr.format(Number.isFinite(amount) ? amount : 0);
}

/** True when a decimal string or number is zero (or missing): the event is free. */
export const isZeroAmount = (value: string | number | null | undefined) => !Number(value ?? 0);

function toDate(iso: string | Date | null | undefined): Date | null {
  if (!iso) return null;
  const date = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant in Asia/Kolkata, en-IN, e.g. '22 Nov 2026, 4:30 pm'; `fallback` when missing. */
export function formatDateTime(iso: string | Date | null | undefined, fallback = 'TBD'): string {
  const date = toDate(iso);
  return date ? dateTime.format(date) : fallback;
}

/** The calendar date in Asia/Kolkata, en-IN, e.g. '22 Nov 2026'; `fallback` when missing. */
export function formatDate(iso: string | Date | null | undefined, fallback = 'TBD'): string {
  const date = toDate(iso);
  return date ? dateOnly.format(date) : fallback;
}
