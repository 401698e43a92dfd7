import { Card, useSession } from '@chess-portal/portal-kit';
import { Link, Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LoginForm } from './login-form';
import { afterLoginPath } from './return-path';

const Wrap = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[5]} 0;
`;

const Panel = styled(Card)`
  width: min(100%, 420px);
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  text-align: center;
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[5]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.p`
  margin-top: ${({ theme }) => theme.space[5]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** product.md §2 Login screen. A signed-in user goes straight to their home (or back to `?next=`). */
export function LoginRoute() {
  const { user } = useSession();
  const { search } = useLocation();
  if (user) return <Navigate to={afterLoginPath(search, user)} replace />;
  return (
    <Wrap>
      <Panel>
        <Title>Welcome Back</Title>
        <Subtitle>Sign in to your Chess School Arena account</Subtitle>
        <LoginForm />
        <Footer>
          Don&apos;t have an account? <Link to="/register">Create one</Link>
        </Footer>
      </Panel>
    </Wrap>
  );
}
