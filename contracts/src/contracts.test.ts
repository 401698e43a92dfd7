import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describeAjvErrors, listOperations, requestBodyValidator, schemaValidator } from './openapi';
import { loginSchema } from './forms/login';

describe('contracts', () => {
  it('generated types are current with the OpenAPI documents', () => {
    const script = path.join(__dirname, '..', 'scripts', 'generate.mjs');
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('validates a login body and explains what is wrong', () => {
    const validate = requestBodyValidator('bff-player', 'post', '/api/auth/login')!;
    expect(validate({ email: 'a@b.co', password: 'secret1' })).toBe(true);
    expect(validate({ email: 'nope', password: 'secret1' })).toBe(false);
    expect(describeAjvErrors(validate.errors)).toBe('Please enter a valid email address');
    expect(validate({ email: 'a@b.co' })).toBe(false);
    expect(describeAjvErrors(validate.errors)).toBe('password is required');
  });

  it('resolves shared schemas across documents', () => {
    const validate = schemaValidator('common', 'SessionUser');
    const user = {
      id: '7b0c8c2e-4d3c-4a55-9d0e-2f1f3c1b2a10',
      username: 'a',
      email: 'a@b.co',
      role: 'player',
      teamVerified: false,
      lichessUsername: null,
      lichessVerified: false,
    };
    expect(validate(user)).toBe(true);
    expect(validate({ ...user, role: 'king' })).toBe(false);
  });

  it('lists secured and open operations of each document', () => {
    const ops = listOperations('bff-player');
    expect(ops.find((o) => o.path === '/api/auth/me')?.secured).toBe(true);
    expect(ops.find((o) => o.path === '/api/auth/login')?.secured).toBe(false);
  });

  it('login form schema carries the product.md §5 messages', () => {
    const r = loginSchema.safeParse({ email: 'x', password: '123' });
    expect(r.success).toBe(false);
    const messages = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(messages).toEqual(['Please enter a valid email address', 'Password must be at least 6 characters']);
  });
});
