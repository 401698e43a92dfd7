import { z } from './zod';

/**
 * Number fields of the product.md §5 forms. A form holds text (a plain <input>), a number (valueAsNumber,
 * where an empty input is NaN) or nothing; the BFF receives numbers or decimal strings. All of them
 * parse to the same output, so a parsed value parses again to itself (browser output → BFF check).
 */
export type NumberInput = string | number | null | undefined;

/** Text or a number (NaN included, read as empty), or nothing; anything else gives `message`. */
const numberInput = (message: string) =>
  z
    .custom<string | number>((value) => typeof value === 'string' || typeof value === 'number', { error: message })
    .nullish();

/** The text a number field holds: strings trimmed; null, undefined and NaN as ''. */
export function numberText(value: NumberInput): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return value.trim();
}

export interface IntegerRules {
  label: string;
  min: number;
  max: number;
  required?: string;
  notInteger?: string;
  tooSmall?: string;
  tooLarge?: string;
}

const INTEGER = /^-?\d+$/;

const notInteger = (r: IntegerRules) => r.notInteger ?? `${r.label} must be a whole number`;

function integerProblem(r: IntegerRules, text: string): string | undefined {
  if (!INTEGER.test(text)) return notInteger(r);
  const n = Number(text);
  if (n < r.min) return r.tooSmall ?? `${r.label} must be at least ${r.min}`;
  if (n > r.max) return r.tooLarge ?? `${r.label} must be at most ${r.max}`;
  return undefined;
}

/** A required whole number in [min, max]; an empty field takes `fallback` when one is given. */
export function integer(r: IntegerRules & { fallback?: number }) {
  return numberInput(notInteger(r)).transform((value, ctx): number => {
    const text = numberText(value);
    if (text === '' && r.fallback !== undefined) return r.fallback;
    const problem = text === '' ? (r.required ?? `${r.label} is required`) : integerProblem(r, text);
    if (!problem) return Number(text);
    ctx.issues.push({ code: 'custom', message: problem, input: value });
    return z.NEVER;
  });
}

/** An optional whole number in [min, max]; an empty field means none (null). */
export function optionalInteger(r: IntegerRules) {
  return numberInput(notInteger(r)).transform((value, ctx): number | null => {
    const text = numberText(value);
    if (text === '') return null;
    const problem = integerProblem(r, text);
    if (!problem) return Number(text);
    ctx.issues.push({ code: 'custom', message: problem, input: value });
    return z.NEVER;
  });
}

export interface DecimalRules {
  label: string;
  min: number;
  max: number;
  places: number;
  outOfRange: string;
  required?: string;
  notNumber?: string;
  tooPrecise?: string;
}

const DECIMAL = /^-?\d+(?:\.(\d+))?$/;

/** A required number in [min, max] with at most `places` decimals (an <input step="0.1">). */
export function decimal(r: DecimalRules) {
  const notNumber = r.notNumber ?? `${r.label} must be a number`;
  return numberInput(notNumber).transform((value, ctx): number => {
    const text = numberText(value);
    const match = DECIMAL.exec(text);
    let problem: string | undefined;
    if (text === '') problem = r.required ?? `${r.label} is required`;
    else if (!match) problem = notNumber;
    else if (Number(text) < r.min || Number(text) > r.max) problem = r.outOfRange;
    else if ((match[1]?.length ?? 0) > r.places) {
      problem = r.tooPrecise ?? `${r.label} can have at most ${r.places} decimal place${r.places === 1 ? '' : 's'}`;
    }
    if (!problem) return Number(text);
    ctx.issues.push({ code: 'custom', message: problem, input: value });
    return z.NEVER;
  });
}

export interface MoneyRules {
  label: string;
  /** Message for an amount below 0 (default '<label> cannot be negative'). */
  negative?: string;
  /** Value of an empty field (e.g. '0'); without it an empty field is required. */
  fallback?: string;
}

const MONEY = /^(-?)(\d+)(?:\.(\d+))?$/;

const notAmount = (r: MoneyRules) => `${r.label} must be an amount in rupees, e.g. 150 or 99.50`;

function moneyProblem(r: MoneyRules, text: string): string | undefined {
  const m = MONEY.exec(text);
  if (!m) return notAmount(r);
  if (m[1] === '-' && Number(text) !== 0) return r.negative ?? `${r.label} cannot be negative`;
  if ((m[3]?.length ?? 0) > 2) return `${r.label} can have at most 2 decimal places`;
  if (m[2].replace(/^0+/, '').length > 8) return `${r.label} must be at most 99999999.99`;
  return undefined;
}

/** '007.5' → '7.50': the canonical numeric(10,2) text (call only on text moneyProblem accepts). */
function canonicalMoney(text: string): string {
  const m = MONEY.exec(text)!;
  const whole = m[2].replace(/^0+(?=\d)/, '');
  return `${whole}.${(m[3] ?? '').padEnd(2, '0')}`;
}

/**
 * A non-negative rupee amount as a decimal string with at most 2 decimals and 8 integer digits
 * (numeric(10,2), common.yaml Money). Output is canonical: '150' → '150.00'.
 */
export function money(r: MoneyRules) {
  return numberInput(notAmount(r)).transform((value, ctx): string => {
    let text = numberText(value);
    if (text === '' && r.fallback !== undefined) text = r.fallback;
    const problem = text === '' ? `${r.label} is required` : moneyProblem(r, text);
    if (!problem) return canonicalMoney(text);
    ctx.issues.push({ code: 'custom', message: problem, input: value });
    return z.NEVER;
  });
}
