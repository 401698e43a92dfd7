import {
  Alert,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  errorMessage,
  LoadingBlock,
  Switch,
  toast,
} from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { useEmailPreferences, useUpdateEmailPreference } from '../api/email-preferences';

const Switches = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** E-mail notifications: one switch per kind of e-mail; the header list shows every event anyway. */
export function EmailPreferencesCard() {
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreference();
  return (
    <Card aria-labelledby="email-preferences-title">
      <CardHeader>
        <div>
          <CardTitle id="email-preferences-title">E-mail notifications</CardTitle>
          <CardDescription>
            Choose what we e-mail you. Everything still appears under the bell in the header.
          </CardDescription>
        </div>
      </CardHeader>
      {preferences.isPending && <LoadingBlock label="Loading e-mail settings..." />}
      {preferences.isError && <Alert variant="destructive" title="Failed to load your e-mail settings" />}
      {preferences.data && (
        <Switches>
          {preferences.data.preferences.map((p) => (
            <Switch
              key={p.kind}
              label={p.label}
              checked={p.email}
              disabled={update.isPending}
              onCheckedChange={(email) =>
                update.mutate(
                  { kind: p.kind, email },
                  {
                    onSuccess: () => toast.success(email ? `E-mails on: ${p.label}` : `E-mails off: ${p.label}`),
                    onError: (err) => toast.error(errorMessage(err, 'Failed to save your e-mail settings')),
                  },
                )
              }
            />
          ))}
        </Switches>
      )}
    </Card>
  );
}
