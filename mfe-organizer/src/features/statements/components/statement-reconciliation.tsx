// One statement against the pending registrations: its progress while read, then the registrations by
// status (matched / amount differs / not in this statement / UTR already used elsewhere) with counts,
// "Approve all N exact matches" in one click, each exception with its action, and the credits no
// registration claims with the registrations they may pay. Cards, not a wide table (phones).
import { STATEMENT_MESSAGES } from '@chess-portal/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmButton,
  EmptyState,
  LoadingBlock,
  Spinner,
  errorMessage,
  formatDateTime,
  formatInr,
  toast,
  type BadgeVariant,
} from '@chess-portal/portal-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { OrganizerSchemas } from '../../../lib/api-client';
import { useApproveFromStatement, type StatementApproveBody } from '../api/approve-from-statement';
import { useStatement } from '../api/get-statement';
import { statementKeys } from '../api/keys';

type Reconciliation = OrganizerSchemas['StatementReconciliation'];
type Row = Reconciliation['registrations'][number];
type Line = OrganizerSchemas['StatementLine'];
type ApproveResult = OrganizerSchemas['StatementApproveResult'];
type Status = Row['status'];

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
`;
const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
/** a button whose long label (player, tournament, UTR) wraps on a phone instead of widening the page */
const WrapButton = styled(Button)`
  white-space: normal;
  height: auto;
  text-align: left;
`;
const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0;
`;

export const STATUS_GROUPS: { status: Status; title: string; badge: BadgeVariant }[] = [
  { status: 'matched', title: 'Matched', badge: 'success' },
  { status: 'amount-differs', title: 'Amount differs', badge: 'warning' },
  { status: 'not-in-statement', title: 'Not in this statement', badge: 'secondary' },
  { status: 'used-elsewhere', title: 'UTR already used elsewhere', badge: 'destructive' },
];

const lineText = (l: Line) =>
  `${formatDateTime(l.date)} · ${formatInr(l.amount)} · UTR ${l.utr ?? 'none'}${l.payer ? ` · ${l.payer}` : ''}${l.vpa ? ` (${l.vpa})` : ''}`;

function RegistrationCard({ row, approve }: { row: Row; approve: (body: StatementApproveBody) => Promise<unknown> }) {
  const titleId = `reg-${row.registrationId}`;
  const line = row.line;
  return (
    <li>
      <Card aria-labelledby={titleId}>
        <CardHeader>
          <div>
            <CardTitle id={titleId}>{row.playerName}</CardTitle>
            <CardDescription>
              {row.tournamentName} · fee {formatInr(row.entryFee)} · UTR given {row.paymentId ?? 'none'}
            </CardDescription>
          </div>
          {row.difference && <Badge variant="warning">{row.difference}</Badge>}
        </CardHeader>
        {line && (
          <Muted>
            Statement line {line.lineNo}: {lineText(line)}
          </Muted>
        )}
        {row.usedElsewhere && <Muted>{row.usedElsewhere}</Muted>}
        {row.status === 'not-in-statement' && !row.suggestedLine && (
          <Muted>No credit in this statement looks like this payment.</Muted>
        )}
        {row.suggestedLine && (
          <Muted>
            Suggested credit, line {row.suggestedLine.lineNo}: {lineText(row.suggestedLine)}
          </Muted>
        )}
        <Actions>
          {row.status === 'amount-differs' && line && (
            <ConfirmButton
              label="Approve anyway"
              triggerLabel={`Approve anyway: ${row.playerName}`}
              title={`Approve ${row.playerName}?`}
              description={STATEMENT_MESSAGES.amountDiffersNeedsConfirmation(row.difference ?? 'different')}
              confirmLabel="Approve"
              onConfirm={() =>
                approve({ lineId: line.id, registrationId: row.registrationId, acceptAmountDifference: true })
              }
            />
          )}
          {row.status === 'used-elsewhere' && line && (
            <ConfirmButton
              label="Approve anyway"
              triggerLabel={`Approve anyway: ${row.playerName}`}
              title={`Approve ${row.playerName}?`}
              description={`${row.usedElsewhere ?? 'This UTR was used elsewhere.'} Approve only if you checked this payment.`}
              confirmLabel="Approve"
              onConfirm={() =>
                approve({ lineId: line.id, registrationId: row.registrationId, confirmReusedTransactionId: true })
              }
            />
          )}
          {row.status === 'not-in-statement' && row.suggestedLine && (
            <Button
              size="sm"
              variant="outline"
              aria-label={`Approve from suggested credit: ${row.playerName}, line ${row.suggestedLine.lineNo}`}
              onClick={() => void approve({ lineId: row.suggestedLine!.id, registrationId: row.registrationId })}
            >
              Approve from suggested credit
            </Button>
          )}
        </Actions>
      </Card>
    </li>
  );
}

export function ApprovalOutcome({ result }: { result: ApproveResult }) {
  const warned = result.results.filter((r) => !r.ok || r.warnings.length);
  return (
    <Alert variant={result.failed ? 'warning' : 'success'} title={result.message}>
      {warned.length > 0 && (
        <ul>
          {warned.map((r) => (
            <li key={r.registrationId}>
              {r.playerName ?? 'A player'}: {r.ok ? r.warnings.join(' ') : r.message}
            </li>
          ))}
        </ul>
      )}
      {result.remaining > 0 && <p>{result.remaining} exact matches are left; approve them with the button again.</p>}
    </Alert>
  );
}

function Reconciled({ data }: { data: Reconciliation }) {
  const approveMutation = useApproveFromStatement(data.upload.id);
  const queryClient = useQueryClient();
  // a statement read (after polling) changes what the open statements pay together
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: statementKeys.exact() });
  }, [queryClient, data.upload.id]);
  const [outcome, setOutcome] = useState<ApproveResult | null>(null);
  const approve = async (body: StatementApproveBody) => {
    try {
      const result = await approveMutation.mutateAsync(body);
      setOutcome(result);
    } catch (err) {
      setOutcome(null);
      toast.error(errorMessage(err, 'The approval failed. Please try again.'));
    }
  };
  const exact = data.summary.matched;
  return (
    <Stack>
      <Muted>{data.privacy}</Muted>
      <Counts aria-label="Summary">
        {STATUS_GROUPS.map((g) => (
          <li key={g.status}>
            <Badge variant={g.badge}>
              {g.title}: {data.summary[g.status]}
            </Badge>
          </li>
        ))}
        <li>
          <Badge variant="outline">Unmatched credits: {data.summary.unmatchedCredits}</Badge>
        </li>
        <li>
          <Badge variant="outline">Approved from this statement: {data.summary.approvedFromStatement}</Badge>
        </li>
      </Counts>
      {exact > 0 && (
        <div>
          <Button
            loading={approveMutation.isPending && !approveMutation.variables?.lineId}
            onClick={() => void approve({})}
          >
            Approve all {exact} exact {exact === 1 ? 'match' : 'matches'}
          </Button>
        </div>
      )}
      <div aria-live="polite">{outcome && <ApprovalOutcome result={outcome} />}</div>
      {data.registrations.length === 0 && (
        <EmptyState
          title="No pending registrations"
          description="Every registration of your open tournaments is already reviewed."
        />
      )}
      {STATUS_GROUPS.map((g) => {
        const rows = data.registrations.filter((r) => r.status === g.status);
        if (!rows.length) return null;
        return (
          <section key={g.status} aria-labelledby={`group-${g.status}`}>
            <Heading id={`group-${g.status}`}>
              {g.title} ({rows.length})
            </Heading>
            <List>
              {rows.map((row) => (
                <RegistrationCard key={row.registrationId} row={row} approve={approve} />
              ))}
            </List>
          </section>
        );
      })}
      {data.unmatchedCredits.length > 0 && (
        <section aria-labelledby="group-unmatched">
          <Heading id="group-unmatched">Credits no registration claims ({data.summary.unmatchedCredits})</Heading>
          <List>
            {data.unmatchedCredits.map(({ line, suggestions }) => (
              <li key={line.id}>
                <Card aria-labelledby={`line-${line.id}`}>
                  <CardTitle id={`line-${line.id}`}>
                    Line {line.lineNo}: {formatInr(line.amount)}
                  </CardTitle>
                  <Muted>{lineText(line)}</Muted>
                  {suggestions.length === 0 ? (
                    <Muted>No registration looks like this payment.</Muted>
                  ) : (
                    <Actions>
                      {suggestions.map((s) => (
                        <WrapButton
                          key={s.registrationId}
                          size="sm"
                          variant="outline"
                          onClick={() => void approve({ lineId: line.id, registrationId: s.registrationId })}
                        >
                          Approve {s.playerName} ({s.tournamentName}, UTR given {s.paymentId ?? 'none'})
                        </WrapButton>
                      ))}
                    </Actions>
                  )}
                </Card>
              </li>
            ))}
          </List>
        </section>
      )}
    </Stack>
  );
}

export function StatementReconciliation({ id }: { id: string }) {
  const query = useStatement(id);
  if (query.isPending) return <LoadingBlock label="Loading the statement..." />;
  if (query.isError)
    return (
      <Alert variant="destructive" title="Could not load the statement">
        {errorMessage(query.error, 'Please try again in a moment.')}
      </Alert>
    );
  const { upload } = query.data;
  return (
    <Card aria-labelledby="statement-title">
      <CardHeader>
        <div>
          <CardTitle id="statement-title" as="h2">
            {upload.fileName}
          </CardTitle>
          <CardDescription>
            {upload.layout ?? 'Layout not recognised'} · {upload.creditsCount} credits in {upload.rowsCount} rows
            {upload.periodFrom ? ` · ${formatDateTime(upload.periodFrom)} to ${formatDateTime(upload.periodTo)}` : ''}
          </CardDescription>
        </div>
      </CardHeader>
      {upload.status === 'parsing' ? (
        <div role="status">
          <Spinner decorative /> Reading the statement… {upload.progress.toLocaleString('en-IN')} rows read
        </div>
      ) : upload.status === 'failed' ? (
        <Alert variant="destructive" title="The statement could not be read">
          {upload.message}
        </Alert>
      ) : upload.status === 'needs-mapping' ? (
        <Alert variant="info" title="Columns not mapped">
          Upload this file again and choose its date, credit and reference columns.
        </Alert>
      ) : (
        <Reconciled data={query.data} />
      )}
    </Card>
  );
}
