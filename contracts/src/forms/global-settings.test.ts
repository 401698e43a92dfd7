import { adminUpiSettingSchema, commissionSettingSchema, globalSettingValueRules } from './global-settings';
import { errorsOf, expectStable, messagesOf, parseOk } from './testing';

const range = 'Commission percentage must be between 0 and 100';
const commission = (commissionPercent: unknown) => errorsOf(commissionSettingSchema, { commissionPercent });

describe('commissionSettingSchema (product.md §5 Global settings)', () => {
  it('accepts 0 to 100 in steps of 0.1, as text or number', () => {
    expect(parseOk(commissionSettingSchema, { commissionPercent: '10' })).toEqual({ commissionPercent: 10 });
    expect(parseOk(commissionSettingSchema, { commissionPercent: 12.5 })).toEqual({ commissionPercent: 12.5 });
    for (const ok of ['0', '100', '0.1', '99.9', ' 7.5 ']) expect(commission(ok)).toEqual({});
    expectStable(commissionSettingSchema, { commissionPercent: '2.5' });
  });

  it('rejects values outside 0 to 100 with the product.md §5 message', () => {
    for (const bad of ['-0.1', '100.1', 101, -5]) expect(commission(bad)).toEqual({ commissionPercent: [range] });
  });

  it('rejects more than one decimal place with its own message', () => {
    const step = 'Commission percentage can have at most one decimal place (steps of 0.1)';
    expect(commission('10.25')).toEqual({ commissionPercent: [step] });
    expect(commission(10.05)).toEqual({ commissionPercent: [step] });
  });

  it('requires a number', () => {
    expect(commission('')).toEqual({ commissionPercent: ['Commission percentage is required'] });
    expect(commission(Number.NaN)).toEqual({ commissionPercent: ['Commission percentage is required'] });
    expect(commission('ten')).toEqual({ commissionPercent: ['Commission percentage must be a number'] });
  });
});

describe('adminUpiSettingSchema', () => {
  it('needs a text@text UPI ID, with the short product.md §5 message', () => {
    expect(parseOk(adminUpiSettingSchema, { adminUpiId: ' school@okhdfcbank ' })).toEqual({
      adminUpiId: 'school@okhdfcbank',
    });
    for (const bad of ['', 'school', 'school@']) {
      expect(errorsOf(adminUpiSettingSchema, { adminUpiId: bad })).toEqual({
        adminUpiId: ['Please enter a valid UPI ID'],
      });
    }
  });
});

describe('globalSettingValueRules', () => {
  it('checks a stored setting value with the same rule as its form', () => {
    expect(parseOk(globalSettingValueRules.GLOBAL_COMMISSION_PERCENT, '10')).toBe(10);
    expect(messagesOf(globalSettingValueRules.GLOBAL_COMMISSION_PERCENT, '150')).toEqual([range]);
    expect(messagesOf(globalSettingValueRules.ADMIN_UPI, 'nope')).toEqual(['Please enter a valid UPI ID']);
  });
});
