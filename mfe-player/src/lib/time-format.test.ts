import { formatCountdown, formatRoundInterval, formatZonedTime } from './time-format';
import { upiPayLink } from './upi';

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds, rounding up to the next second and never below zero', () => {
    expect(formatCountdown(3_723_000)).toBe('1h 2m 3s');
    expect(formatCountdown(59_001)).toBe('0h 1m 0s');
    expect(formatCountdown(26 * 3_600_000)).toBe('26h 0m 0s');
    expect(formatCountdown(-5000)).toBe('0h 0m 0s');
  });
});

describe('formatRoundInterval', () => {
  it('uses seconds under 60, then minutes, then hours and minutes', () => {
    expect(formatRoundInterval(1)).toBe('1 second');
    expect(formatRoundInterval(45)).toBe('45 seconds');
    expect(formatRoundInterval(60)).toBe('1 minute');
    expect(formatRoundInterval(1800)).toBe('30 minutes');
    expect(formatRoundInterval(3600)).toBe('1 hour');
    expect(formatRoundInterval(5400)).toBe('1 hour 30 minutes');
    expect(formatRoundInterval(7260)).toBe('2 hours 1 minute');
  });

  it('keeps the seconds left over after whole minutes (90 s is not truncated to one minute)', () => {
    expect(formatRoundInterval(90)).toBe('1 minute 30 seconds');
    expect(formatRoundInterval(61)).toBe('1 minute 1 second');
    expect(formatRoundInterval(3690)).toBe('1 hour 1 minute 30 seconds');
  });
});

describe('formatZonedTime', () => {
  const start = '2026-12-05T12:00:00.000Z';
  it('labels the time IST for a viewer in India', () => {
    expect(formatZonedTime(start, 'Asia/Kolkata')).toBe('5 Dec 2026, 5:30 pm IST');
  });
  it("shows the viewer's own zone first, with IST beside it", () => {
    expect(formatZonedTime(start, 'Europe/London')).toMatch(/^5 Dec 2026, 12:00 pm GMT \(5:30 pm IST\)$/);
    expect(formatZonedTime(start, 'America/New_York')).toMatch(/^5 Dec 2026, 7:00 am (EST|GMT-5) \(5:30 pm IST\)$/);
  });
  it("says 'TBD' without a time", () => {
    expect(formatZonedTime(null, 'Asia/Kolkata')).toBe('TBD');
  });
});

describe('upiPayLink', () => {
  it('builds the product.md link with URL-encoded values', () => {
    expect(
      upiPayLink({ upiId: 'coach@okaxis', payeeName: 'Coach Anita', amount: '100.00', note: 'Weekend Blitz Cup & Co' }),
    ).toBe('upi://pay?pa=coach%40okaxis&pn=Coach%20Anita&am=100.00&cu=INR&tn=Weekend%20Blitz%20Cup%20%26%20Co');
  });
});
