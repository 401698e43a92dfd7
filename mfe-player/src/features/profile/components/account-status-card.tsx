import type { Profile } from '@chess-portal/contracts';
import { Badge, Card, CardHeader, CardTitle } from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { useTeamInfo } from '../../team-gate';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  align-items: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; justify-self: end; text-align: right; overflow-wrap: anywhere; }
`;

const yesNo = (ok: boolean, yes: string, no: string) => <Badge variant={ok ? 'success' : 'outline'}>{ok ? yes : no}</Badge>;

/** The Lichess site the portal talks to (the sandbox locally), from the team page's address. */
function useLichessOrigin(): string {
  const team = useTeamInfo();
  return team.data ? new URL(team.data.teamUrl).origin : 'https://lichess.org';
}

/** SPEC §2 Account Status: role, Lichess verified or not, Lichess username link, UPI configured or not. */
export function AccountStatusCard({ profile }: { profile: Profile }) {
  const lichess = useLichessOrigin();
  return (
    <Card aria-labelledby="account-status-title">
      <CardHeader>
        <CardTitle id="account-status-title">Account Status</CardTitle>
      </CardHeader>
      <Facts>
        <dt>Role</dt>
        <dd>
          <Badge variant={profile.role === 'player' ? 'secondary' : 'default'}>{profile.role}</Badge>
        </dd>
        <dt>Lichess</dt>
        <dd>{yesNo(profile.lichessVerified, 'Verified', 'Not verified')}</dd>
        <dt>Lichess username</dt>
        <dd>
          {profile.lichessUsername ? (
            <a href={`${lichess}/@/${encodeURIComponent(profile.lichessUsername)}`} target="_blank" rel="noreferrer">
              {profile.lichessUsername}
            </a>
          ) : (
            'Not linked'
          )}
        </dd>
        <dt>Chess School team</dt>
        <dd>{yesNo(profile.teamVerified, 'Member', 'Not verified')}</dd>
        <dt>UPI</dt>
        <dd>{yesNo(Boolean(profile.upiId), 'Configured', 'Not configured')}</dd>
      </Facts>
    </Card>
  );
}
