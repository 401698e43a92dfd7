// product.md §2 Approved Players panel: Load Approved List, Copy All, Download .txt, Copy for Lichess (valid
// names only), Verify Team Membership (only with a team slug), validation results and the team report.
import type { ApprovedExport, OrganizerTournament, TeamReport } from '@chess-portal/contracts';
import {
  Badge,
  Button,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  errorMessage,
  TextareaField,
  toast,
} from '@chess-portal/portal-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { approvedFileName, copyText, downloadText } from '../../../lib/clipboard';
import { useLoadApprovedPlayers } from '../api/get-approved-players';
import { useVerifyTeam } from '../api/verify-team';
import { TeamReportView } from './team-report';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;
const Invalid = styled.ul`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The list textarea shows 3 to 10 rows. */
const rowsFor = (count: number) => Math.min(10, Math.max(3, count));

function Validation({ data }: { data: ApprovedExport }) {
  const invalid = data.validationResults.filter((v) => !v.valid);
  return (
    <div aria-live="polite">
      <Toolbar>
        <Badge variant="success">{data.validationResults.length - invalid.length} valid</Badge>
        <Badge variant={invalid.length ? 'destructive' : 'outline'}>{invalid.length} invalid</Badge>
      </Toolbar>
      {invalid.length > 0 && (
        <Invalid>
          {invalid.map((v) => (
            <li key={v.username}>
              {v.username}: {v.error}
            </li>
          ))}
        </Invalid>
      )}
    </div>
  );
}

export function ApprovedPlayersPanel({ tournament: t }: { tournament: OrganizerTournament }) {
  const [data, setData] = useState<ApprovedExport>();
  const [loading, setLoading] = useState(false);
  const [report, setReport] = useState<TeamReport>();
  const loadApproved = useLoadApprovedPlayers(t.id);
  const verify = useVerifyTeam();
  const list = data?.validationResults.map((v) => v.username).join('\n') ?? '';

  const load = async () => {
    setLoading(true);
    try {
      const answer = await loadApproved();
      setData(answer);
      toast.success('Approved players exported', {
        description: `${answer.count} player${answer.count === 1 ? '' : 's'}`,
      });
    } catch (error) {
      toast.error('Failed to export approved players', { description: errorMessage(error, 'Please try again.') });
    } finally {
      setLoading(false);
    }
  };
  const needList = (text: string, action: () => unknown) =>
    text
      ? action()
      : toast.error('No approved players', {
          description: 'Load the approved list first; there is nothing to copy yet.',
        });
  const runVerify = async () => {
    try {
      const answer = await verify.mutateAsync(t.id);
      setReport(answer);
      toast.success('Team membership verified', {
        description: `${answer.membersCount}/${answer.totalPlayers} are members`,
      });
    } catch (error) {
      toast.error('Failed to verify team membership', { description: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <Card aria-labelledby="approved-title">
      <CardHeader>
        <div>
          <CardTitle id="approved-title" as="h2">
            Approved Players
          </CardTitle>
          <CardDescription>Lichess usernames of the players you approved</CardDescription>
        </div>
      </CardHeader>
      <Toolbar>
        <Button size="sm" onClick={() => void load()} loading={loading}>
          Load Approved List
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => needList(list, () => copyText(list, 'Copied all approved players'))}
        >
          Copy All
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => needList(list, () => downloadText(approvedFileName(t.name), list))}
        >
          Download .txt
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            needList(data?.usernames.join(',') ?? '', () =>
              copyText(data!.usernames.join(','), 'Copied valid Lichess names'),
            )
          }
        >
          Copy for Lichess
        </Button>
        {t.lichessTeamSlug && (
          <Button size="sm" variant="secondary" onClick={() => void runVerify()} loading={verify.isPending}>
            Verify Team Membership
          </Button>
        )}
      </Toolbar>
      {data && (
        <>
          <TextareaField
            label="Approved players"
            readOnly
            rows={rowsFor(data.validationResults.length)}
            value={list}
            placeholder="No approved players yet"
          />
          <Validation data={data} />
        </>
      )}
      {report && <TeamReportView report={report} />}
    </Card>
  );
}
