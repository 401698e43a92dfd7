import type { TeamReport } from '@chess-portal/contracts';
import { Badge } from '@chess-portal/portal-kit';
import styled from 'styled-components';

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  ul {
    margin: ${({ theme }) => theme.space[3]} 0 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  small {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** product.md §3 Team verification report: team link, members over total, per-player member flag and error. */
export function TeamReportView({ report }: { report: TeamReport }) {
  return (
    <Box aria-labelledby="team-report-title" aria-live="polite">
      <h3 id="team-report-title">Team membership</h3>
      <p>
        <a href={report.teamUrl} target="_blank" rel="noreferrer">
          {report.teamSlug} ↗
        </a>{' '}
        · {report.membersCount}/{report.totalPlayers} members
      </p>
      <ul>
        {report.report.map((row) => (
          <li key={row.username}>
            <span>
              {row.username}
              {row.lichessUsername ? ` (${row.lichessUsername})` : ''}
            </span>
            <span>
              <Badge variant={row.isMember ? 'success' : 'destructive'}>
                {row.isMember ? 'Member' : 'Not a member'}
              </Badge>
              {row.error && <small> {row.error}</small>}
            </span>
          </li>
        ))}
      </ul>
    </Box>
  );
}
