import { forgotPasswordSchema, resetPasswordBodySchema, resetPasswordSchema } from './password-reset';
import { errorsOf, parseOk, repeat } from './testing';

describe('forgotPasswordSchema', () => {
  it('needs a valid email', () => {
    expect(parseOk(forgotPasswordSchema, { email: ' a@b.co ' })).toEqual({ email: 'a@b.co' });
    expect(errorsOf(forgotPasswordSchema, { email: 'a@' })).toEqual({ email: ['Please enter a valid email address'] });
  });
});

describe('resetPasswordSchema', () => {
  const valid = { token: 'q9X_-abc', password: 'newpass', confirmPassword: 'newpass' };

  it('accepts a token and a matching new password of at least 6', () => {
    expect(parseOk(resetPasswordSchema, valid)).toEqual(valid);
    expect(errorsOf(resetPasswordSchema, { ...valid, password: '123456', confirmPassword: '123456' })).toEqual({});
  });

  it('password at least 6; confirmation must match', () => {
    expect(errorsOf(resetPasswordSchema, { ...valid, password: '12345', confirmPassword: '12345' })).toEqual({
      password: ['Password must be at least 6 characters'],
    });
    expect(errorsOf(resetPasswordSchema, { ...valid, confirmPassword: 'newpasS' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });

  it('refuses a missing or malformed token', () => {
    const message = { token: ['This reset link is invalid or incomplete'] };
    for (const token of ['', undefined, 'has space', 'a/b', repeat('t', 201)])
      expect(errorsOf(resetPasswordSchema, { ...valid, token })).toEqual(message);
  });

  it('the body drops the confirmation', () => {
    expect(parseOk(resetPasswordBodySchema, valid)).toEqual({ token: 'q9X_-abc', password: 'newpass' });
  });
});
