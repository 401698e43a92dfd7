import { addMoney, commissionOf, formatRupees, fromPaise, subtractMoney, toPaise } from './money';

describe('money in paise', () => {
  it('reads and writes decimal strings exactly', () => {
    expect(toPaise('150')).toBe(15000n);
    expect(toPaise('0.1')).toBe(10n);
    expect(toPaise('99999999.99')).toBe(9999999999n);
    expect(fromPaise(5n)).toBe('0.05');
    expect(fromPaise(-150n)).toBe('-1.50');
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(subtractMoney('100.00', '0.01')).toBe('99.99');
  });

  it('takes a percentage rounded to paise, half up', () => {
    expect(commissionOf('1250.00', '12.5')).toBe('156.25');
    expect(commissionOf('100.00', '10')).toBe('10.00');
    expect(commissionOf('0.05', '10')).toBe('0.01'); // 0.5 paise rounds up
    expect(commissionOf('0.04', '10')).toBe('0.00');
    expect(commissionOf('333.33', '33.3')).toBe('111.00'); // 110.998889
    expect(commissionOf('500.00', '0')).toBe('0.00');
    expect(commissionOf('500.00', 100)).toBe('500.00');
  });

  it('refuses text that is not a decimal', () => {
    expect(() => toPaise('1e3')).toThrow('not a decimal');
  });

  it('shows rupees the en-IN way, paise only when there are some', () => {
    expect(formatRupees('150.00')).toBe('₹150');
    expect(formatRupees('1250.5')).toBe('₹1,250.50');
    expect(formatRupees('12345678.00')).toBe('₹1,23,45,678');
    expect(formatRupees('-20.00')).toBe('-₹20');
  });
});
