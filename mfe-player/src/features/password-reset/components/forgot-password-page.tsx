import { forgotPasswordSchema, type ForgotPasswordBody, type ForgotPasswordFormValues } from '@chess-portal/contracts';
import { Alert, Button, errorMessage, TextField } from '@chess-portal/portal-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FormFooter, FormPage, FormStack } from '../../../components/form-page';
import { useForgotPassword } from '../api/forgot-password';

/** /forgot-password (linked from the login screen): ask for a reset link by e-mail. */
export function ForgotPasswordPage() {
  const request = useForgotPassword();
  const form = useForm<ForgotPasswordFormValues, unknown, ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordSchema),
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(({ email }) => request.mutate(email));
  return (
    <FormPage title="Forgot your password?" subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password.">
      {request.isSuccess ? (
        <Alert variant="success" title="Check your e-mail">
          {request.data.message}
        </Alert>
      ) : (
        <FormStack onSubmit={onSubmit} noValidate aria-label="Request a password reset link">
          {request.isError && <Alert variant="destructive">{errorMessage(request.error, 'Failed to send the reset link. Please try again.')}</Alert>}
          <TextField label="Email" type="email" autoComplete="email" placeholder="you@example.com" error={form.formState.errors.email?.message} {...form.register('email')} />
          <Button type="submit" size="lg" block loading={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </FormStack>
      )}
      <FormFooter>
        Remembered it? <Link to="/login">Back to sign in</Link>
      </FormFooter>
    </FormPage>
  );
}
