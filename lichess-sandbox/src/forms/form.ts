/**
 * Reads a Lichess-style form body (application/x-www-form-urlencoded, dotted keys, true/false booleans)
 * and collects Play-framework style errors: {"field": ["This field is required"]}.
 */
export type FieldErrors = Record<string, string[]>;

export const MSG = {
  required: 'This field is required',
  number: 'Numeric value expected',
  invalid: 'Invalid value',
  boolean: 'Boolean value expected',
  date: 'Valid date required',
  future: 'The date must be set in the future',
  min: (n: number) => `Must be greater or equal to ${n}`,
  max: (n: number) => `Must be less or equal to ${n}`,
  minLength: (n: number) => `Minimum length is ${n}`,
  maxLength: (n: number) => `Maximum length is ${n}`,
};

export function range(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n += step) out.push(n);
  return out;
}

export class Form {
  readonly errors: FieldErrors = {};

  constructor(private readonly body: Record<string, unknown>) {}

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  fail(field: string, message: string): undefined {
    (this.errors[field] ??= []).push(message);
    return undefined;
  }

  has(key: string): boolean {
    return this.raw(key) !== undefined;
  }

  /** The field's text, or undefined when absent; repeated keys keep the last value. */
  raw(key: string): string | undefined {
    const v = this.body[key];
    const last = Array.isArray(v) ? v[v.length - 1] : v;
    return last === undefined || last === null ? undefined : String(last);
  }

  text(key: string, opts: { required?: boolean; min?: number; max?: number } = {}): string | undefined {
    const v = this.raw(key)?.trim();
    if (!v) return opts.required ? this.fail(key, MSG.required) : undefined;
    if (opts.min !== undefined && v.length < opts.min) return this.fail(key, MSG.minLength(opts.min));
    if (opts.max !== undefined && v.length > opts.max) return this.fail(key, MSG.maxLength(opts.max));
    return v;
  }

  number(key: string, opts: { required?: boolean; oneOf?: number[]; min?: number; max?: number; int?: boolean } = {}) {
    const v = this.raw(key)?.trim();
    if (!v) return opts.required ? this.fail(key, MSG.required) : undefined;
    const n = Number(v);
    if (!Number.isFinite(n) || ((opts.int ?? true) && !Number.isInteger(n))) return this.fail(key, MSG.number);
    if (opts.oneOf && !opts.oneOf.includes(n)) return this.fail(key, MSG.invalid);
    if (opts.min !== undefined && n < opts.min) return this.fail(key, MSG.min(opts.min));
    if (opts.max !== undefined && n > opts.max) return this.fail(key, MSG.max(opts.max));
    return n;
  }

  bool(key: string): boolean | undefined {
    const v = this.raw(key)?.trim().toLowerCase();
    if (!v) return undefined;
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
    return this.fail(key, MSG.boolean);
  }

  /** ms timestamp or ISO date, in the future (and, like lila, less than 11 years ahead). */
  futureDate(key: string, now: number): number | undefined {
    const v = this.raw(key)?.trim();
    if (!v) return undefined;
    const ms = /^\d+$/.test(v) ? Number(v) : Date.parse(v);
    if (!Number.isFinite(ms)) return this.fail(key, MSG.date);
    if (ms <= now) return this.fail(key, MSG.future);
    if (ms > now + 11 * 365 * 86_400_000) return this.fail(key, MSG.invalid);
    return ms;
  }
}
