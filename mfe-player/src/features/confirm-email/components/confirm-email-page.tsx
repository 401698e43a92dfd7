import { Alert, Button, errorMessage, useSession } from '@chess-portal/portal-kit';
import { Link, useSearchParams } from 'react-router-dom';
import { FormFooter, FormPage, FormStack } from '../../../components/form-page';
import { useConfirmEmail } from '../api/confirm-email';

/**
 * /confirm-email?token=…: the link e-mailed to a new address after a profile change. The change
 * happens on the button (a mail scanner fetching the link changes nothing).
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, refresh } = useSession();
  const confirm = useConfirmEmail();
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    confirm.mutate(token, { onSuccess: () => void (user && refresh()) });
  };
  return (
    <FormPage title="Confirm your e-mail address" subtitle="The link in your e-mail works once and for 24 hours.">
      {confirm.isSuccess ? (
        <Alert variant="success" title="E-mail address changed">
          {confirm.data.message}
        </Alert>
      ) : !token ? (
        <Alert variant="destructive">
          This confirmation link is incomplete. Please open the link from the e-mail again.
        </Alert>
      ) : (
        <FormStack onSubmit={onSubmit} noValidate aria-label="Confirm your e-mail address">
          {confirm.isError && (
            <Alert variant="destructive">
              {errorMessage(confirm.error, 'Failed to confirm the address. Please try again.')}
            </Alert>
          )}
          <Button type="submit" size="lg" block loading={confirm.isPending}>
            {confirm.isPending ? 'Confirming...' : 'Use This E-mail Address'}
          </Button>
        </FormStack>
      )}
      <FormFooter>{user ? <Link to="/me">Back to my profile</Link> : <Link to="/login">Sign in</Link>}</FormFooter>
    </FormPage>
  );
}
