import fs from 'node:fs';
import {
  email,
  EMAIL_INVALID,
  LICHESS_USERNAME_CHARSET,
  LICHESS_USERNAME_TOO_LONG,
  lichessUsername,
  optionalField,
  optionalText,
  password,
  requiredText,
  strongPassword,
  TEAM_SLUG_CHARSET,
  teamSlug,
  TRANSACTION_ID_SHAPE,
  TRANSACTION_ID_NOT_UPI,
  transactionIdFormatWarning,
  transactionId,
  UPI_ID_INVALID,
  upiId,
  USERNAME_CHARSET,
  username,
  WHATSAPP_INVALID,
  whatsappNumber,
} from './fields';
import { messagesOf, parseOk, repeat } from './testing';

describe('requiredText and optionalText', () => {
  const title = requiredText({ required: 'Title is required', max: 5, tooLong: 'Title too long' });
  it('trims, requires and bounds the length', () => {
    expect(parseOk(title, '  abcde  ')).toBe('abcde');
    for (const value of ['', '   ', undefined, null]) expect(messagesOf(title, value)).toEqual(['Title is required']);
    expect(messagesOf(title, 'abcdef')).toEqual(['Title too long']);
  });
  it('optional text parses empty to null', () => {
    const note = optionalText({ max: 3, tooLong: 'Too long' });
    for (const value of ['', '  ', undefined, null]) expect(parseOk(note, value)).toBeNull();
    expect(parseOk(note, ' ab ')).toBe('ab');
    expect(messagesOf(note, 'abcd')).toEqual(['Too long']);
  });
  it('optionalField passes other types to the rule for its message', () => {
    expect(messagesOf(optionalField(upiId('Bad UPI')), 42)).toEqual(['Bad UPI']);
  });
});

describe('username', () => {
  const short = username({ max: 20 });
  it('accepts 3 to max letters, digits, hyphens and underscores, trimmed', () => {
    expect(parseOk(short, ' A-b_9 ')).toBe('A-b_9');
    expect(parseOk(short, 'abc')).toBe('abc');
    expect(parseOk(short, repeat('a', 20))).toBe(repeat('a', 20));
    expect(parseOk(username({ max: 50 }), repeat('a', 50))).toBe(repeat('a', 50));
  });
  it('explains each problem', () => {
    for (const value of ['', '   ', undefined]) expect(messagesOf(short, value)).toEqual(['Username is required']);
    expect(messagesOf(short, 'ab')).toEqual(['Username must be at least 3 characters']);
    expect(messagesOf(short, repeat('a', 21))).toEqual(['Username must be at most 20 characters']);
    expect(messagesOf(username({ max: 50 }), repeat('a', 51))).toEqual(['Username must be at most 50 characters']);
    for (const value of ['a b c', 'ab@c', 'ab.c', 'émile'])
      expect(messagesOf(short, value)).toEqual([USERNAME_CHARSET]);
  });
});

describe('email and passwords', () => {
  it('email is trimmed and must be valid', () => {
    expect(parseOk(email(), ' Ana@Example.com ')).toBe('Ana@Example.com');
    for (const value of ['', 'nope', 'a@b', '@b.co', undefined])
      expect(messagesOf(email(), value)).toEqual([EMAIL_INVALID]);
    expect(messagesOf(email(), `${repeat('a', 250)}@b.co`)).toEqual(['Email must be at most 254 characters']);
  });
  it('password: at least 6, at most 200, never trimmed', () => {
    expect(parseOk(password(), ' 12345')).toBe(' 12345');
    expect(messagesOf(password(), '12345')).toEqual(['Password must be at least 6 characters']);
    expect(messagesOf(password(), undefined)).toEqual(['Password must be at least 6 characters']);
    expect(parseOk(password(), repeat('x', 200))).toHaveLength(200);
    expect(messagesOf(password(), repeat('x', 201))).toEqual(['Password must be at most 200 characters']);
  });
  it('strong password: at least 8 with an uppercase, a lowercase and a digit', () => {
    expect(parseOk(strongPassword(), 'Abcdefg1')).toBe('Abcdefg1');
    expect(messagesOf(strongPassword(), 'Abcdef1')).toEqual(['Password must be at least 8 characters']);
    expect(messagesOf(strongPassword(), 'abcdefg1')).toEqual(['Password must contain at least one uppercase letter']);
    expect(messagesOf(strongPassword(), 'ABCDEFG1')).toEqual(['Password must contain at least one lowercase letter']);
    expect(messagesOf(strongPassword(), 'Abcdefgh')).toEqual(['Password must contain at least one number']);
    expect(messagesOf(strongPassword(), `A1${repeat('a', 199)}`)).toEqual(['Password must be at most 200 characters']);
  });
});

describe('lichessUsername', () => {
  const rule = lichessUsername({ required: 'Required', min: 2, tooShort: 'Too short' });
  it('keeps the case, trims, and checks length and characters', () => {
    expect(parseOk(rule, ' DrNykterstein ')).toBe('DrNykterstein');
    expect(parseOk(rule, repeat('a', 30))).toHaveLength(30);
    expect(messagesOf(rule, '')).toEqual(['Required']);
    expect(messagesOf(rule, 'a')).toEqual(['Too short']);
    expect(messagesOf(rule, repeat('a', 31))).toEqual([LICHESS_USERNAME_TOO_LONG]);
    expect(messagesOf(rule, 'magnus carlsen')).toEqual([LICHESS_USERNAME_CHARSET]);
  });
});

describe('upiId', () => {
  const rule = upiId(UPI_ID_INVALID);
  it('accepts text@text', () => {
    for (const value of ['username@paytm', '9876543210@ybl', 'first.last-1@okicici', 'a_b@upi'])
      expect(parseOk(rule, value)).toBe(value);
    expect(parseOk(rule, ' user@paytm ')).toBe('user@paytm');
  });
  it('rejects anything else with the form message', () => {
    for (const value of ['', 'username', '@paytm', 'user@', 'user@@paytm', 'us er@paytm', 'user@123', undefined]) {
      expect(messagesOf(rule, value)).toEqual([UPI_ID_INVALID]);
    }
    expect(messagesOf(upiId('Please enter a valid UPI ID'), 'nope')).toEqual(['Please enter a valid UPI ID']);
    expect(messagesOf(rule, `${repeat('a', 95)}@paytm`)).toEqual(['UPI ID must be at most 100 characters']);
  });
});

describe('whatsappNumber', () => {
  it('optional plus, 2 to 15 digits, not starting with 0', () => {
    for (const value of ['+919876543210', '919876543210', '12', `+1${repeat('2', 14)}`])
      expect(parseOk(whatsappNumber(), value)).toBe(value);
    for (const value of ['1', '+0123', '0123', `1${repeat('2', 15)}`, '+91 98765 43210', '+', '']) {
      expect(messagesOf(whatsappNumber(), value)).toEqual([WHATSAPP_INVALID]);
    }
  });
});

describe('teamSlug and transactionId', () => {
  it('team slug: required, letters, digits, hyphens, underscores, at most 80', () => {
    const rule = teamSlug('Team slug is required');
    expect(parseOk(rule, ' chess-school_1 ')).toBe('chess-school_1');
    expect(messagesOf(rule, '')).toEqual(['Team slug is required']);
    expect(messagesOf(rule, 'chess school')).toEqual([TEAM_SLUG_CHARSET]);
    expect(messagesOf(rule, repeat('a', 81))).toEqual(['Team slug must be at most 80 characters']);
  });
  it('transaction id: 6 to 50 letters or digits', () => {
    const rule = transactionId('Needed');
    for (const value of ['123456789012', 'ABC123', repeat('A', 50)]) expect(parseOk(rule, value)).toBe(value);
    expect(parseOk(rule, ' 123456789012 ')).toBe('123456789012');
    expect(parseOk(rule, ' utr 1234 abcd ')).toBe('UTR1234ABCD');
    expect(parseOk(rule, 'abc123')).toBe('ABC123');
    expect(messagesOf(rule, '')).toEqual(['Needed']);
    expect(messagesOf(rule, '   ')).toEqual(['Needed']);
    for (const value of ['12345', repeat('1', 51), 'abc-123', 'UTR 12'])
      expect(messagesOf(rule, value)).toEqual([TRANSACTION_ID_SHAPE]);
  });
});

describe('transactionIdFormatWarning', () => {
  it('warns unless the id is a 12-digit UPI reference, never for an empty one', () => {
    expect(transactionIdFormatWarning('1234 5678 9012')).toBeNull();
    expect(transactionIdFormatWarning(null)).toBeNull();
    expect(transactionIdFormatWarning('UPI123456789')).toBe(TRANSACTION_ID_NOT_UPI);
    expect(transactionIdFormatWarning('12345678901')).toBe(TRANSACTION_ID_NOT_UPI);
  });
});

describe('browser safety', () => {
  // type-only imports (the generated API types) are erased before the browser sees them
  it('the form files import nothing at run time but zod (classic or mini) and each other', () => {
    const files = fs
      .readdirSync(__dirname)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'testing.ts');
    for (const file of files) {
      const source = fs.readFileSync(`${__dirname}/${file}`, 'utf8');
      const imports = [...source.matchAll(/^import (?!type )[^;]*?from '([^']+)'/gms)].map((m) => m[1]);
      expect({ file, imports: imports.filter((i) => i !== 'zod' && i !== 'zod/mini' && !i.startsWith('./')) }).toEqual({
        file,
        imports: [],
      });
    }
  });
});
