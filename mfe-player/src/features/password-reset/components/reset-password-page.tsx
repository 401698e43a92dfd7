import { RESET_TOKEN_INVALID, resetPasswordSchema, type ResetPasswordData, type ResetPasswordFormValues } from '@chess-portal/contracts';
import { Alert, Button, errorMessage, TextField, toast, useSession } from '@chess-portal/portal-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormFooter, FormPage, FormStack } from '../../../components/form-page';
import { useResetPassword } from '../api/reset-password';

function ResetForm({ token }: { token: string }) {
  const { user, setUser } = useSession();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordFormValues, unknown, ResetPasswordData>({
    resolver: zodResolver(resetPasswordSchema),
    reValidateMode: 'onChange',
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    const answer = await reset.mutateAsync({ token, password }).catch(() => null);
    if (!answer) return;
    if (user) setUser(null); // every session of the account has just ended
    toast.success('Password reset', { description: answer.message });
    navigate('/login', { replace: true });
  });
  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label="Choose a new password">
      {reset.isError && (
        <Alert variant="destructive">
          {errorMessage(reset.error, 'Failed to reset the password. Please try again.')} <Link to="/forgot-password">Request a new link</Link>
        </Alert>
      )}
      {errors.token?.message && <Alert variant="destructive">{errors.token.message}</Alert>}
      <TextField label="New password" type="password" autoComplete="new-password" hint="At least 6 characters" error={errors.password?.message} {...form.register('password')} />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
      <Button type="submit" size="lg" block loading={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
    </FormStack>
  );
}

/** /reset-password?token=…: the link from the e-mail; single use, valid for one hour. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <FormPage title="Choose a new password" subtitle="The link in your e-mail works once and for one hour.">
      {token ? (
        <ResetForm token={token} />
      ) : (
        <Alert variant="destructive" title={RESET_TOKEN_INVALID}>
          <Link to="/forgot-password">Request a new reset link</Link>
        </Alert>
      )}
      <FormFooter>
        <Link to="/login">Back to sign in</Link>
      </FormFooter>
    </FormPage>
  );
}
