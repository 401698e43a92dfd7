import type { Profile } from '@chess-portal/contracts';
import { Badge, Card, CardHeader, CardTitle, Fact, FactList } from '@chess-portal/portal-kit';
import { useTeamInfo } from '../../../lib/team/get-team-info';

const yesNo = (ok: boolean, yes: string, no: string) => (
  <Badge variant={ok ? 'success' : 'outline'}>{ok ? yes : no}</Badge>
);

/** The Lichess site the portal talks to (the sandbox locally), from the team page's address. */
function useLichessOrigin(): string {
  const team = useTeamInfo();
  return team.data ? new URL(team.data.teamUrl).origin : 'https://lichess.org';
}

/** product.md §2 Account Status: role, Lichess verified or not, Lichess username link, UPI configured or not. */
export function AccountStatusCard({ profile }: { profile: Profile }) {
  const lichess = useLichessOrigin();
  return (
    <Card aria-labelledby="account-status-title">
      <CardHeader>
        <CardTitle id="account-status-title">Account Status</CardTitle>
      </CardHeader>
      <FactList align="end" spacing="roomy">
        <Fact label="Role">
          <Badge variant={profile.role === 'player' ? 'secondary' : 'default'}>{profile.role}</Badge>
        </Fact>
        <Fact label="Lichess">{yesNo(profile.lichessVerified, 'Verified', 'Not verified')}</Fact>
        <Fact label="Lichess username">
          {profile.lichessUsername ? (
            <a href={`${lichess}/@/${encodeURIComponent(profile.lichessUsername)}`} target="_blank" rel="noreferrer">
              {profile.lichessUsername}
            </a>
          ) : (
            'Not linked'
          )}
        </Fact>
        <Fact label="Chess School team">{yesNo(profile.teamVerified, 'Member', 'Not verified')}</Fact>
        <Fact label="UPI">{yesNo(Boolean(profile.upiId), 'Configured', 'Not configured')}</Fact>
      </FactList>
    </Card>
  );
}
