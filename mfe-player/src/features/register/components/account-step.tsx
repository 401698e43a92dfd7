import { registerSchema, type RegisterData, type RegisterFormValues } from '@chess-portal/contracts';
import { Alert, Button, errorMessage, TextField, toast, useSession } from '@chess-portal/portal-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { CheckEmailNotice } from '../../../components/check-email-notice';
import { FormFooter, FormStack } from '../../../components/form-page';
import { useRegister } from '../api/register';

/** Step 1: username, e-mail, password and confirmation (product.md §5 simple registration). */
export function AccountStep({ onDone }: { onDone: () => void }) {
  const { refresh } = useSession();
  const registration = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const [checkEmail, setCheckEmail] = useState<string | null>(null);
  const form = useForm<RegisterFormValues, unknown, RegisterData>({
    resolver: zodResolver(registerSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ username, email, password }) => {
    setFailure(null);
    try {
      await registration.mutateAsync({ username, email, password });
      // a new account is signed in; an address that had one is not (the e-mail says what to do)
      if (!(await refresh())) return setCheckEmail(email);
      toast.success('Account created successfully', { description: 'Next, link your Lichess account.' });
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, 'Registration failed. Please try again.'));
    }
  });
  if (checkEmail) return <CheckEmailNotice email={checkEmail} />;
  return (
    <>
      <FormStack onSubmit={onSubmit} noValidate aria-label="Create your account">
        {failure && <Alert variant="destructive">{failure}</Alert>}
        <TextField
          label="Username"
          autoComplete="username"
          hint="3 to 20 letters, numbers, hyphens or underscores"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" size="lg" block loading={registration.isPending}>
          {registration.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </FormStack>
      <FormFooter>
        Already have an account? <Link to="/login">Sign in</Link>
      </FormFooter>
    </>
  );
}
