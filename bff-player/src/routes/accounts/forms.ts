// The shared zod form schemas (product.md §5 messages) checked before routing, by operation. The organizer
// application is checked in its use case, because its rules depend on whether someone is signed in.
import {
  forgotPasswordSchema,
  profileSchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@chess-portal/contracts';
import type { FormSchemas } from '@chess-portal/service-kit';

export const accountForms: FormSchemas = {
  'POST /api/auth/register': registerBodySchema,
  'PUT /api/me': profileSchema,
  'POST /api/auth/forgot-password': forgotPasswordSchema,
  'POST /api/auth/reset-password': resetPasswordBodySchema,
};
