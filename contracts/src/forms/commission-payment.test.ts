import { commissionPaymentSchema } from './commission-payment';
import { errorsOf, parseOk } from './testing';

describe('commissionPaymentSchema', () => {
  it('requires a transaction id of 6 to 50 letters or digits', () => {
    expect(parseOk(commissionPaymentSchema, { transactionId: ' 412345678901 ' })).toEqual({
      transactionId: '412345678901',
    });
    for (const empty of ['', '  ', undefined]) {
      expect(errorsOf(commissionPaymentSchema, { transactionId: empty })).toEqual({
        transactionId: ['Transaction ID is required'],
      });
    }
    expect(errorsOf(commissionPaymentSchema, { transactionId: '12-34' })).toEqual({
      transactionId: ['Transaction ID must be 6 to 50 letters or digits'],
    });
  });
});
