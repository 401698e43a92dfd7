import { registerBodySchema, registerSchema } from './register';
import { errorsOf, expectStable, parseOk, repeat } from './testing';

const valid = { username: 'anand_64', email: 'anand@example.com', password: 'secret', confirmPassword: 'secret' };

describe('registerSchema (product.md §5 Simple registration)', () => {
  it('accepts a valid account and trims username and email', () => {
    expect(parseOk(registerSchema, { ...valid, username: ' anand_64 ', email: ' anand@example.com ' })).toEqual(valid);
    expectStable(registerSchema, valid);
  });

  it('requires a password of at least 6 characters (exactly 6 passes)', () => {
    expect(errorsOf(registerSchema, { ...valid, password: '12345', confirmPassword: '12345' })).toEqual({
      password: ['Password must be at least 6 characters'],
    });
    expect(errorsOf(registerSchema, { ...valid, password: '123456', confirmPassword: '123456' })).toEqual({});
  });

  it('reports a mismatching confirmation on confirmPassword, even with other errors', () => {
    expect(errorsOf(registerSchema, { ...valid, confirmPassword: 'secreT' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
    expect(errorsOf(registerSchema, { ...valid, username: '', email: 'x', confirmPassword: '' })).toEqual({
      username: ['Username is required'],
      email: ['Please enter a valid email address'],
      confirmPassword: ["Passwords don't match"],
    });
    expect(errorsOf(registerSchema, { ...valid, confirmPassword: undefined })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });

  it('uses the profile username rule: required, 3 to 20 letters, digits, hyphens, underscores', () => {
    expect(errorsOf(registerSchema, { ...valid, username: '' })).toEqual({ username: ['Username is required'] });
    expect(errorsOf(registerSchema, { ...valid, username: 'ab' })).toEqual({
      username: ['Username must be at least 3 characters'],
    });
    expect(errorsOf(registerSchema, { ...valid, username: repeat('a', 20) })).toEqual({});
    expect(errorsOf(registerSchema, { ...valid, username: repeat('a', 21) })).toEqual({
      username: ['Username must be at most 20 characters'],
    });
    expect(errorsOf(registerSchema, { ...valid, username: 'an and' })).toEqual({
      username: ['Username can only contain letters, numbers, hyphens and underscores'],
    });
  });

  it('requires a valid email', () => {
    expect(errorsOf(registerSchema, { ...valid, email: '' })).toEqual({
      email: ['Please enter a valid email address'],
    });
  });
});

describe('registerBodySchema (POST /api/auth/register)', () => {
  it('is the form without the confirmation, which it drops', () => {
    const { confirmPassword: _dropped, ...body } = valid;
    expect(parseOk(registerBodySchema, valid)).toEqual(body);
    expect(errorsOf(registerBodySchema, { ...body, password: '123' })).toEqual({
      password: ['Password must be at least 6 characters'],
    });
    expect(errorsOf(registerBodySchema, {})).toEqual({
      username: ['Username is required'],
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 6 characters'],
    });
  });
});
