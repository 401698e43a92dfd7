import { z } from './zod';

/**
 * Date-time fields. The product's time zone is Asia/Kolkata (product.md §1), which has a fixed offset of
 * +05:30 (no daylight saving), so a value without an offset — what <input type="datetime-local">
 * holds — is read as Kolkata time on every machine, browser or server alike. Values with 'Z' or an
 * offset are taken as they are. The parsed value is an ISO 8601 UTC string.
 */
export const KOLKATA_OFFSET_MINUTES = 330;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

function offsetMinutes(zone: string | undefined): number | null {
  if (zone === undefined) return KOLKATA_OFFSET_MINUTES;
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2));
  if (hours > 14 || minutes > 59) return null;
  return (zone[0] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

/** Parses 'YYYY-MM-DDTHH:mm[:ss[.fff]][Z|±hh:mm]'; null when the text is no real date and time. */
export function parseDateTime(text: string): Date | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0));
  const millis = Number((m[7] ?? '0').padEnd(3, '0').slice(0, 3));
  const offset = offsetMinutes(m[8]);
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millis));
  const real =
    wall.getUTCFullYear() === year &&
    wall.getUTCMonth() === month - 1 &&
    wall.getUTCDate() === day &&
    wall.getUTCHours() === hour &&
    wall.getUTCMinutes() === minute &&
    second < 60;
  if (!real || offset === null) return null;
  return new Date(wall.getTime() - offset * 60_000);
}

/** The 'YYYY-MM-DDTHH:mm' Kolkata wall time of a moment, as a datetime-local input holds it. */
export function toKolkataLocalInput(date: Date): string {
  const wall = new Date(date.getTime() + KOLKATA_OFFSET_MINUTES * 60_000);
  return wall.toISOString().slice(0, 16);
}

export const INVALID_DATE_TIME = 'Please enter a valid date and time';

/** A required date and time; `required` is the message for an empty field. */
export function dateTime(required: string) {
  return z
    .custom<string | Date>((value) => typeof value === 'string' || value instanceof Date, { error: INVALID_DATE_TIME })
    .nullish()
    .transform((value, ctx): string => {
      const empty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
      const parsed = empty ? null : typeof value === 'string' ? parseDateTime(value) : value;
      if (parsed && !Number.isNaN(parsed.getTime())) return parsed.toISOString();
      ctx.issues.push({ code: 'custom', message: empty ? required : INVALID_DATE_TIME, input: value });
      return z.NEVER;
    });
}
