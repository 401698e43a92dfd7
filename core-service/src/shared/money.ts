// Exact rupee arithmetic on numeric(10,2) decimal strings, in paise (BigInt): never floating point.

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** '150.5' → 15050n (paise); more than 2 decimals is rounded half up. */
export function toPaise(amount: string | number): bigint {
  return toScaled(String(amount), 2);
}

/** A decimal text as an integer scaled by 10^places, rounded half away from zero. */
function toScaled(text: string, places: number): bigint {
  const m = DECIMAL.exec(text.trim());
  if (!m) throw new Error(`not a decimal: ${text}`);
  const [, sign, whole, frac = ''] = m;
  const kept = BigInt(whole + frac.slice(0, places).padEnd(places, '0'));
  const roundUp = frac.length > places && Number(frac[places]) >= 5 ? 1n : 0n;
  const value = kept + roundUp;
  return sign === '-' ? -value : value;
}

/** 15050n → '150.50' */
export function fromPaise(paise: bigint): string {
  const sign = paise < 0n ? '-' : '';
  const abs = paise < 0n ? -paise : paise;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

export function addMoney(a: string, b: string): string {
  return fromPaise(toPaise(a) + toPaise(b));
}

export function subtractMoney(a: string, b: string): string {
  return fromPaise(toPaise(a) - toPaise(b));
}

/** `percent` % of `amount`, rounded to paise (half up): commissionOf('1250.00', '12.5') → '156.25'. */
export function commissionOf(amount: string, percent: string | number): string {
  const PLACES = 6;
  const scaledPercent = toScaled(String(percent), PLACES);
  const numerator = toPaise(amount) * scaledPercent;
  const denominator = 100n * 10n ** BigInt(PLACES);
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  return fromPaise(remainder * 2n >= denominator ? quotient + 1n : quotient);
}

/** '150.00' → '₹150', '1250.50' → '₹1,250.50' (en-IN grouping; paise shown only when there are some). */
export function formatRupees(amount: string): string {
  const [whole, frac] = fromPaise(toPaise(amount)).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '');
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${sign}₹${rest ? `${rest},${last3}` : last3}${frac === '00' ? '' : `.${frac}`}`;
}
