import { formatDate, formatDateTime, formatInr, isZeroAmount } from './format';

describe('formatting (en-IN, INR, Asia/Kolkata)', () => {
  it('formats decimal strings as rupees', () => {
    expect(formatInr('100.00')).toBe('₹100.00');
    expect(formatInr('125000.5')).toBe('₹1,25,000.50');
    expect(formatInr(0)).toBe('₹0.00');
    expect(formatInr(null)).toBe('₹0.00');
  });

  it('tells free amounts', () => {
    expect(isZeroAmount('0.00')).toBe(true);
    expect(isZeroAmount('0')).toBe(true);
    expect(isZeroAmount('10.00')).toBe(false);
  });

  it('shows instants in Asia/Kolkata', () => {
    // 11:00 UTC is 16:30 in Kolkata
    expect(formatDateTime('2026-11-22T11:00:00.000Z')).toBe('22 Nov 2026, 4:30 pm');
    expect(formatDate('2026-11-22T20:00:00.000Z')).toBe('23 Nov 2026');
  });

  it('falls back when there is no time', () => {
    expect(formatDateTime(null)).toBe('TBD');
    expect(formatDate(undefined, '—')).toBe('—');
    expect(formatDateTime('not a date')).toBe('TBD');
  });
});
