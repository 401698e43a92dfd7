// /organizer/payments: payments checked from the organizer's bank or UPI-business statement. Upload a
// statement (the file is not stored), map its columns when its layout is new, wait while it is read,
// then approve the exact matches in one click (of one statement, or of every open statement at once) and
// handle the exceptions (product.md §4).
import {
  Alert,
  Button,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  LoadingBlock,
  PageHeader,
  errorMessage,
  formatDateTime,
} from '@chess-portal/portal-kit';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useStatements } from '../api/list-statements';
import { ApproveExactMatches } from './approve-exact-matches';
import { StatementReconciliation } from './statement-reconciliation';
import { UploadStatementForm } from './upload-statement-form';

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
`;
const Uploads = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
    justify-content: space-between;
  }
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const STATUS_TEXT = { parsing: 'being read', done: 'read', failed: 'failed', 'needs-mapping': 'needs its columns' };

function PreviousUploads({ current, open }: { current: string | null; open: (id: string) => void }) {
  const query = useStatements();
  if (query.isPending) return <LoadingBlock label="Loading your statements..." />;
  if (query.isError)
    return (
      <Alert variant="destructive" title="Could not load your statements">
        {errorMessage(query.error, 'Please try again in a moment.')}
      </Alert>
    );
  if (!query.data.statements.length) return <Muted>No statements uploaded yet.</Muted>;
  return (
    <Uploads>
      {query.data.statements.map((s) => (
        <li key={s.id}>
          <Muted>
            {s.fileName} · {s.layout ?? 'unknown layout'} · {STATUS_TEXT[s.status]} · {formatDateTime(s.createdAt)}
          </Muted>
          {s.id === current ? (
            <Muted>shown above</Muted>
          ) : (
            <Button size="sm" variant="outline" aria-label={`Open ${s.fileName}`} onClick={() => open(s.id)}>
              Open
            </Button>
          )}
        </li>
      ))}
    </Uploads>
  );
}

export function StatementsPage() {
  const [params, setParams] = useSearchParams();
  const current = params.get('statement');
  const open = (id: string) => setParams({ statement: id });
  return (
    <>
      <PageHeader
        title="Payments from statements"
        subtitle="Upload your bank or UPI-business statement to check entry fees against it and approve the matching registrations in one click"
      />
      <Stack>
        <Card aria-labelledby="upload-title">
          <CardHeader>
            <div>
              <CardTitle id="upload-title" as="h2">
                Upload a statement
              </CardTitle>
              <CardDescription>
                HDFC, ICICI, SBI, Axis, Kotak, PhonePe Business, Paytm for Business, Google Pay for Business, or any CSV
                or sheet (you choose its columns).
              </CardDescription>
            </div>
          </CardHeader>
          <UploadStatementForm onUploaded={(answer) => open(answer.upload.id)} />
        </Card>
        <Card aria-labelledby="exact-title">
          <CardHeader>
            <div>
              <CardTitle id="exact-title">Exact matches in all your statements</CardTitle>
              <CardDescription>
                Registrations whose UTR and entry fee match a credit exactly, in any statement you uploaded.
              </CardDescription>
            </div>
          </CardHeader>
          <ApproveExactMatches />
        </Card>
        {current && <StatementReconciliation key={current} id={current} />}
        <Card aria-labelledby="uploads-title">
          <CardHeader>
            <CardTitle id="uploads-title" as="h2">
              Your last statements
            </CardTitle>
          </CardHeader>
          <PreviousUploads current={current} open={open} />
        </Card>
      </Stack>
    </>
  );
}
