import { dateTime, INVALID_DATE_TIME, parseDateTime, toKolkataLocalInput } from './date-time';
import { expectStable, messagesOf, parseOk } from './testing';

describe('parseDateTime', () => {
  it('reads a value without offset (datetime-local) as Asia/Kolkata, +05:30', () => {
    expect(parseDateTime('2025-01-01T10:00')?.toISOString()).toBe('2025-01-01T04:30:00.000Z');
    expect(parseDateTime(' 2025-01-01 10:00:30 ')?.toISOString()).toBe('2025-01-01T04:30:30.000Z');
    expect(parseDateTime('2025-01-01T03:00')?.toISOString()).toBe('2024-12-31T21:30:00.000Z');
  });

  it('takes Z and explicit offsets as given', () => {
    expect(parseDateTime('2025-06-01T12:00:00.123Z')?.toISOString()).toBe('2025-06-01T12:00:00.123Z');
    expect(parseDateTime('2025-06-01T12:00+05:30')?.toISOString()).toBe('2025-06-01T06:30:00.000Z');
    expect(parseDateTime('2025-06-01T12:00-0400')?.toISOString()).toBe('2025-06-01T16:00:00.000Z');
  });

  it('refuses dates and times that do not exist, and other text', () => {
    for (const text of [
      '2025-02-30T10:00',
      '2025-13-01T10:00',
      '2025-01-01T24:00',
      '2025-01-01T10:60',
      '2025-01-01T10:00:60',
      '2025-01-01T10:00+15:00',
      '2025-01-01',
      'tomorrow',
      '',
    ]) {
      expect(parseDateTime(text)).toBeNull();
    }
    expect(parseDateTime('2024-02-29T10:00')).not.toBeNull();
  });
});

describe('toKolkataLocalInput', () => {
  it('gives the Kolkata wall time as a datetime-local value, across midnight too', () => {
    expect(toKolkataLocalInput(new Date('2025-01-01T04:30:00Z'))).toBe('2025-01-01T10:00');
    expect(toKolkataLocalInput(new Date('2025-01-01T20:00:00Z'))).toBe('2025-01-02T01:30');
  });

  it('round-trips with parseDateTime', () => {
    const moment = new Date('2025-03-04T05:06:00Z');
    expect(parseDateTime(toKolkataLocalInput(moment))?.getTime()).toBe(moment.getTime());
  });
});

describe('dateTime', () => {
  const start = dateTime('Start time is required');

  it('parses to an ISO UTC string that parses again to itself', () => {
    expect(parseOk(start, '2025-01-01T10:00')).toBe('2025-01-01T04:30:00.000Z');
    expect(parseOk(start, new Date('2025-01-01T04:30:00Z'))).toBe('2025-01-01T04:30:00.000Z');
    expectStable(start, '2025-01-01T10:00');
  });

  it('gives the field message when empty and a general one when invalid', () => {
    for (const value of ['', '   ', null, undefined])
      expect(messagesOf(start, value)).toEqual(['Start time is required']);
    expect(messagesOf(start, 'next friday')).toEqual([INVALID_DATE_TIME]);
    expect(messagesOf(start, new Date('nope'))).toEqual([INVALID_DATE_TIME]);
    expect(messagesOf(start, 1735705800000)).toEqual([INVALID_DATE_TIME]);
  });
});
