import { isPaidEntryFee, joinSchema, joinSchemaFor } from './join';
import { errorsOf, expectStable, parseOk, repeat } from './testing';

describe('joinSchema (product.md §5 Join)', () => {
  it('transaction id is optional: empty or missing means null', () => {
    for (const empty of ['', '  ', null, undefined])
      expect(parseOk(joinSchema, { transactionId: empty })).toEqual({ transactionId: null });
    expect(parseOk(joinSchema, {})).toEqual({ transactionId: null });
  });

  it('when given: normalised (no spaces, uppercase), 6 to 50 letters or digits', () => {
    expect(parseOk(joinSchema, { transactionId: ' 4123 4567 8901 ' })).toEqual({ transactionId: '412345678901' });
    expect(parseOk(joinSchema, { transactionId: 'utr1234x' })).toEqual({ transactionId: 'UTR1234X' });
    expect(parseOk(joinSchema, { transactionId: ' 412345678901 ' })).toEqual({ transactionId: '412345678901' });
    expect(errorsOf(joinSchema, { transactionId: 'abc123' })).toEqual({});
    expect(errorsOf(joinSchema, { transactionId: repeat('9', 50) })).toEqual({});
    const shape = { transactionId: ['Transaction ID must be 6 to 50 letters or digits'] };
    for (const bad of ['12345', repeat('9', 51), 'UTR-4123', '41 23'])
      expect(errorsOf(joinSchema, { transactionId: bad })).toEqual(shape);
    expectStable(joinSchema, { transactionId: '412345678901' });
  });
});

describe('joinSchemaFor', () => {
  it('requires the transaction id for a paid tournament', () => {
    const paid = joinSchemaFor('150.00');
    for (const empty of ['', null, undefined]) {
      expect(errorsOf(paid, { transactionId: empty })).toEqual({
        transactionId: ['Transaction ID is required for paid tournaments'],
      });
    }
    expect(parseOk(paid, { transactionId: '412345678901' })).toEqual({ transactionId: '412345678901' });
    expect(errorsOf(paid, { transactionId: '123' })).toEqual({
      transactionId: ['Transaction ID must be 6 to 50 letters or digits'],
    });
  });

  it('leaves it optional for a free tournament (0 or 0.00)', () => {
    for (const fee of ['0', '0.00', ''])
      expect(parseOk(joinSchemaFor(fee), { transactionId: '' })).toEqual({ transactionId: null });
  });

  it('isPaidEntryFee is true only above zero', () => {
    expect([isPaidEntryFee('0.01'), isPaidEntryFee('150'), isPaidEntryFee('0.00'), isPaidEntryFee('abc')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
