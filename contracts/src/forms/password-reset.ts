import { z } from './zod';
import { email, password, PASSWORDS_DONT_MATCH, passwordsMatch, passwordsMatchParams } from './fields';

/** /forgot-password: ask for a reset link by e-mail. */
export const forgotPasswordSchema = z.object({ email: email() });
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordBody = z.output<typeof forgotPasswordSchema>;

export const RESET_TOKEN_INVALID = 'This reset link is invalid or incomplete';

/** Body of the reset call: the token from the e-mailed link and the new password (at least 6). */
export const resetPasswordBodySchema = z.object({
  token: z
    .string({ error: RESET_TOKEN_INVALID })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, RESET_TOKEN_INVALID),
  password: password(),
});
export type ResetPasswordBody = z.output<typeof resetPasswordBodySchema>;

/** The reset form: the body plus the confirmation ('Passwords don't match' on confirmPassword). */
export const resetPasswordSchema = resetPasswordBodySchema
  .extend({ confirmPassword: z.string({ error: PASSWORDS_DONT_MATCH }) })
  .refine(passwordsMatch, passwordsMatchParams);
export type ResetPasswordFormValues = z.input<typeof resetPasswordSchema>;
export type ResetPasswordData = z.output<typeof resetPasswordSchema>;
