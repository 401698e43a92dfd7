import * as z from 'zod/mini';
import './zod-mini';

/** product.md §5 Login: validated on submit and on change after the first submit. */
export const loginSchema = z.object({
  email: z.string().check(z.trim(), z.email('Please enter a valid email address')),
  password: z.string().check(z.minLength(6, 'Password must be at least 6 characters')),
});
export type LoginInput = z.infer<typeof loginSchema>;
