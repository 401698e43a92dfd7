import { loginSchema, type LoginInput, type SessionUser } from '@chess-portal/contracts';
import { Alert, Button, errorMessage, sessionApi, TextField, toast, useSession } from '@chess-portal/portal-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { afterLoginPath } from './return-path';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Forgot = styled(Link)`
  justify-self: end;
  margin-top: -${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function useLogin(onError: (message: string) => void) {
  const { setUser } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useMutation({
    mutationFn: (input: LoginInput) => sessionApi.login(input),
    onSuccess: (user: SessionUser) => {
      setUser(user);
      toast.success('Login successful', { description: `Welcome back, ${user.username}!` });
      navigate(afterLoginPath(search, user), { replace: true });
    },
    onError: (error) => onError(errorMessage(error, 'Login failed. Please try again.')),
  });
}

/** product.md §4/§5/§8: validated on submit, then on change; the alert clears when a new submit starts. */
export function LoginForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const login = useLogin(setFailure);
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const onSubmit = handleSubmit((input) => {
    setFailure(null);
    login.mutate(input);
  });
  return (
    <Form
      onSubmit={(event) => {
        setFailure(null);
        void onSubmit(event);
      }}
      noValidate
    >
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        placeholder="Your password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <Forgot to="/forgot-password">Forgot your password?</Forgot>
      <Button type="submit" size="lg" block loading={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </Form>
  );
}
