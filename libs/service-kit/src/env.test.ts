import { z } from 'zod';
import { parseEnv } from './env';

const schema = z.object({
  PORT: z.coerce.number().int().positive().default(8081),
  SECRET: z.string().min(8),
});

describe('parseEnv', () => {
  it('returns the parsed environment with defaults', () => {
    expect(parseEnv(schema, { SECRET: 'long enough' })).toEqual({ PORT: 8081, SECRET: 'long enough' });
  });

  it('names the wrong variables and exits with 1', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => parseEnv(schema, { PORT: 'abc' })).toThrow('exit 1');
      const printed = String(error.mock.calls[0][0]);
      expect(printed).toContain('PORT');
      expect(printed).toContain('SECRET');
    } finally {
      exit.mockRestore();
      error.mockRestore();
    }
  });
});
