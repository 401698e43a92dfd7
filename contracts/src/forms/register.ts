import { z } from './zod';
import { email, password, PASSWORDS_DONT_MATCH, passwordsMatch, passwordsMatchParams, username } from './fields';

/**
 * product.md §5 Simple registration (wizard step 1). That section only says the username is required and
 * unique; it takes the profile rule (3 to 20 letters, digits, hyphens, underscores) so that a
 * registered user can later save their profile without having to change the username.
 */
export const registerBodySchema = z.object({
  username: username({ max: 20 }),
  email: email(),
  password: password(),
});
export type RegisterBody = z.output<typeof registerBodySchema>;

/** The form: the API body plus the confirmation ('Passwords don't match' on confirmPassword). */
export const registerSchema = registerBodySchema
  .extend({ confirmPassword: z.string({ error: PASSWORDS_DONT_MATCH }) })
  .refine(passwordsMatch, passwordsMatchParams);
export type RegisterFormValues = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;
