// One statement cell at a time: amounts to paise, dates and times (India's, +05:30) to instants, the
// 12-digit UTR/RRN and the payer out of a bank narration such as
// `UPI/P2A/345707660676/SAGAR MAL/State Ban/...` or `UPI-SAGAR MAL-sagar@okaxis-SBIN0001234-345707660676-fee`.

/** Lower case letters and digits only: 'Withdrawal Amt.' → 'withdrawalamt', 'Dr / Cr' → 'drcr'. */
export const normaliseHeader = (text: unknown): string =>
  String(text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** A cell as trimmed text ('' for empty). */
export const cellText = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

/**
 * '1,500.00', '₹ 1,500', 'INR 150.5', '150.00 Cr', '(150.00)' → paise (negative for a debit mark or
 * brackets); null when the cell holds no amount ('', '-', '0.00').
 */
export function parseAmountPaise(value: unknown): bigint | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value === 0) return null;
    return parseAmountPaise(value.toFixed(2));
  }
  let text = cellText(value);
  if (!text) return null;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (/\b(dr|debit)\.?$/i.test(text)) negative = true;
  text = text.replace(/\b(cr|dr|credit|debit)\.?$/i, '').replace(/₹|inr|rs\.?|[\s,]/gi, '');
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith('+')) text = text.slice(1);
  const m = /^(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text);
  if (!m) return null;
  const paise = BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
  if (paise === 0n) return null;
  return negative ? -paise : paise;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/** India Standard Time, which every statement of the named formats uses. */
const IST_OFFSET_MS = 330 * 60_000;

type Clock = { h: number; m: number; s: number };

function clockOf(text: string): Clock | null {
  const m = /(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?/i.exec(text);
  if (!m) return null;
  let h = Number(m[1]);
  const ampm = m[4]?.toLowerCase();
  if (ampm === 'pm' && h < 12) h += 12;
  if (ampm === 'am' && h === 12) h = 0;
  if (h > 23 || Number(m[2]) > 59) return null;
  return { h, m: Number(m[2]), s: Number(m[3] ?? 0) };
}

function istInstant(y: number, mo: number, d: number, clock: Clock | null): Date | null {
  if (y < 100) y += 2000;
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || y < 2000 || y > 2100) return null;
  const c = clock ?? { h: 0, m: 0, s: 0 };
  const utc = Date.UTC(y, mo - 1, d, c.h, c.m, c.s) - IST_OFFSET_MS;
  const check = new Date(utc + IST_OFFSET_MS);
  if (check.getUTCDate() !== d) return null; // 31/02
  return new Date(utc);
}

/** Excel's day number (1900 system) with its fraction of a day, read as India's local time. */
export function excelSerialInstant(serial: number): Date | null {
  if (!Number.isFinite(serial) || serial < 30000 || serial > 80000) return null;
  const ms = Math.round((serial - 25569) * 86_400_000); // 25569: 1970-01-01
  return new Date(ms - IST_OFFSET_MS);
}

/**
 * A statement date (and optional time, in the same cell or `timeCell`) as an instant; day first, as
 * Indian banks write it: 05/03/26, 05/03/2026, 05-03-2026, 05.03.2026, 05-Mar-2026, 5 Mar 2026,
 * 2026-03-05, 2026-03-05 14:02:11, 2026-03-05T14:02:11+05:30, or an Excel day number.
 */
export function parseStatementDate(cell: unknown, timeCell?: unknown): Date | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell;
  if (typeof cell === 'number') return excelSerialInstant(cell);
  const text = cellText(cell);
  if (!text) return null;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const d = new Date(text);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const time = clockOf(cellText(timeCell)) ?? clockOf(text.replace(/^\S+/, ''));
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(text);
  if (m) return istInstant(Number(m[1]), Number(m[2]), Number(m[3]), time);
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})\b/.exec(text);
  if (m) return istInstant(Number(m[3]), Number(m[2]), Number(m[1]), time);
  m = /^(\d{1,2})[-\s/.]([a-z]{3,4})[a-z]*[-\s/.,]+(\d{2}|\d{4})\b/i.exec(text);
  if (m && MONTHS[m[2].toLowerCase()]) return istInstant(Number(m[3]), MONTHS[m[2].toLowerCase()], Number(m[1]), time);
  if (/^\d{5}(\.\d+)?$/.test(text)) return excelSerialInstant(Number(text));
  return null;
}

/** A UTR / RRN as stored on registrations (contracts normaliseTransactionId): no spaces, upper case. */
export const normaliseUtr = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** The 12-digit UTR/RRN in a reference cell ('345707660676', "'345707660676", 'UTR 3457 0766 0676'). */
export function utrFromReference(value: unknown): string | null {
  const text = cellText(value).replace(/^'+/, '');
  if (typeof value === 'number' && Number.isInteger(value))
    return /^\d{12}$/.test(String(value)) ? String(value) : null;
  const compact = text.replace(/[\s-]/g, '');
  if (/^\d{12}$/.test(compact)) return compact;
  return utrFromNarration(text);
}

/**
 * The first standalone 12-digit number in a narration that is not part of a UPI id
 * (`919812345678@ybl` is a phone number) nor of a longer number (an account number).
 */
export function utrFromNarration(text: string): string | null {
  const re = /(?<![\d])(\d{12})(?![\d@])/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const before = text.slice(Math.max(0, m.index - 1), m.index);
    if (/[A-Za-z]/.test(before) && !/[/\-: ]/.test(before)) continue; // inside a code such as SBIN000123456789012
    return m[1];
  }
  return null;
}

const VPA = /[a-z0-9][a-z0-9._]{1,255}@[a-z][a-z0-9]{1,63}/i;

/** A UPI id (`sagar.mal@okaxis`) in a narration or payer cell. */
export function vpaIn(text: string): string | null {
  return VPA.exec(text)?.[0].toLowerCase() ?? null;
}

const NOT_A_NAME = new Set([
  'UPI',
  'P2A',
  'P2M',
  'CR',
  'DR',
  'IMPS',
  'NEFT',
  'RTGS',
  'MOB',
  'BY',
  'TRANSFER',
  'PAYMENT',
  'FROM',
  'TO',
  'BY TRANSFER',
  'INB',
  'UPIAR',
  'UPIAB',
  'CREDIT',
  'DEBIT',
  'REV',
  'NA',
]);

/**
 * The payer's name in a UPI narration: the first segment (split on / or -) after the UPI mark that is
 * made of letters, not a keyword, a bank code or a UPI id. `UPI/P2A/345707660676/SAGAR MAL/State Ban/…`
 * → 'SAGAR MAL'; `UPI-SAGAR MAL-sagar@okaxis-SBIN0001234-345707660676-fee` → 'SAGAR MAL'.
 */
export function payerFromNarration(text: string): string | null {
  if (!/\b(UPI|IMPS|NEFT)\b/i.test(text)) return null;
  const segments = text.split(/[/\-|]+/).map((s) => s.trim());
  for (const segment of segments) {
    if (!segment || segment.includes('@')) continue;
    if (!/^[A-Za-z][A-Za-z .']{1,60}$/.test(segment)) continue;
    if (NOT_A_NAME.has(segment.toUpperCase())) continue;
    if (/^[A-Z]{4}0[A-Z0-9]{6}$/.test(segment)) continue; // IFSC
    return segment.replace(/\s+/g, ' ');
  }
  return null;
}

/** Tokens of a person's name for a likeness test: lower-case words of two letters or more. */
export const nameTokens = (text: string | null | undefined): string[] =>
  (text ?? '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((t) => t.length >= 2);

/**
 * How alike a payer and a player are, 0..1: the share of the shorter token list found (as a word or
 * a prefix of 3+ letters) in the other; the player's username and Lichess name count, split on
 * digits, dots and underscores too.
 */
export function nameLikeness(payer: string | null | undefined, ...player: (string | null | undefined)[]): number {
  const a = nameTokens(payer);
  const b = player.flatMap(nameTokens);
  if (!a.length || !b.length) return 0;
  const joined = b.join('');
  let hits = 0;
  for (const t of a) {
    if (
      b.some((u) => u === t || (t.length >= 3 && (u.startsWith(t) || t.startsWith(u)))) ||
      (t.length >= 4 && joined.includes(t))
    )
      hits += 1;
  }
  return hits / a.length;
}
