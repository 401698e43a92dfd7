import {
  splitTimeControl,
  TIME_CONTROL_INCREMENT,
  TIME_CONTROL_MINUTES,
  TIME_CONTROL_SHAPE,
  timeControl,
} from './time-control';
import { expectStable, messagesOf, parseOk } from './testing';

describe('timeControl', () => {
  const rule = timeControl('Time control is required');

  it('accepts minutes+increment and normalises it', () => {
    expect(parseOk(rule, '10+0')).toBe('10+0');
    expect(parseOk(rule, ' 90 + 30 ')).toBe('90+30');
    expect(parseOk(rule, '010+05')).toBe('10+5');
    expect(parseOk(rule, '15')).toBe('15+0');
    expect(parseOk(rule, '1+0')).toBe('1+0');
    expect(parseOk(rule, '180+180')).toBe('180+180');
    expectStable(rule, '3+2');
  });

  it('requires a value', () => {
    for (const value of ['', '  ', null, undefined])
      expect(messagesOf(rule, value)).toEqual(['Time control is required']);
  });

  it('explains the shape and the limits', () => {
    for (const value of ['10+', '+5', '10:5', '10+5+1', 'ten', '10.5+0'])
      expect(messagesOf(rule, value)).toEqual([TIME_CONTROL_SHAPE]);
    expect(messagesOf(rule, '0+5')).toEqual([TIME_CONTROL_MINUTES]);
    expect(messagesOf(rule, '181+0')).toEqual([TIME_CONTROL_MINUTES]);
    expect(messagesOf(rule, '10+181')).toEqual([TIME_CONTROL_INCREMENT]);
  });
});

describe('splitTimeControl', () => {
  it('splits into clock limit and increment, defaulting to 10 and 0', () => {
    expect(splitTimeControl('15+10')).toEqual({ clockLimit: 15, clockIncrement: 10 });
    expect(splitTimeControl('20')).toEqual({ clockLimit: 20, clockIncrement: 0 });
    expect(splitTimeControl('')).toEqual({ clockLimit: 10, clockIncrement: 0 });
    expect(splitTimeControl('x+y')).toEqual({ clockLimit: 10, clockIncrement: 0 });
  });
});
