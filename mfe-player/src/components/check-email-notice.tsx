import { Alert } from '@chess-portal/portal-kit';
import { Link } from 'react-router-dom';

/**
 * After a sign-up that did not start a session: the e-mail says what to do next. The same answer
 * comes back whether or not the address already had an account, so this stays neutral.
 */
export function CheckEmailNotice({ email }: { email: string }) {
  return (
    <Alert variant="info" title="Check your e-mail to continue">
      We have sent a message to {email} with the next step. If you already have an account,{' '}
      <Link to="/login">sign in</Link> or <Link to="/forgot-password">reset your password</Link>.
    </Alert>
  );
}
