import { Alert, Button, Card, EmptyState, errorMessage, LoadingBlock, PageHeader } from '@chess-portal/portal-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { Toolbar } from '../../../components/toolbar';
import { useAuditLog } from '../api/get-audit-log';
import { AuditEntryRow } from './audit-entry-row';
import { AuditFilters, type AuditFilterValues } from './audit-filters';

export const AUDIT_PAGE_SIZE = 25;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Pager = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** /admin/audit-log: every recorded change, newest first, by action and object. */
export function AuditPage() {
  const [filters, setFilters] = useState<AuditFilterValues>({ action: '', entityType: '' });
  // keyset paging: the cursors of the pages before this one (the newest page has none)
  const [cursors, setCursors] = useState<string[]>([]);
  const before = cursors.at(-1);
  const query = useAuditLog({ ...filters, limit: AUDIT_PAGE_SIZE, ...(before ? { before } : {}) });
  const changeFilters = (next: AuditFilterValues) => {
    setFilters(next);
    setCursors([]);
  };
  const shownFrom = cursors.length * AUDIT_PAGE_SIZE;
  return (
    <>
      <PageHeader title="Audit Log" subtitle="Who changed what, and when" />
      <Toolbar>
        <AuditFilters value={filters} onChange={changeFilters} />
      </Toolbar>
      {query.isPending ? (
        <LoadingBlock label="Loading the audit log..." />
      ) : query.isError ? (
        <Alert variant="destructive" title="Could not load the audit log">
          {errorMessage(query.error, 'Please try again in a moment.')}
        </Alert>
      ) : query.data.entries.length === 0 ? (
        <EmptyState level={2} title="No audit entries found" />
      ) : (
        <>
          <Card style={{ padding: 0 }}>
            <List aria-label="Audit entries">
              {query.data.entries.map((entry) => (
                <AuditEntryRow key={entry.id} entry={entry} />
              ))}
            </List>
          </Card>
          <Pager>
            <span>
              {shownFrom + 1}–{shownFrom + query.data.entries.length}
              {query.data.more ? ', older entries follow' : ''}
            </span>
            <span style={{ display: 'flex', gap: '0.5rem' }}>
              <Button
                size="sm"
                variant="outline"
                disabled={cursors.length === 0}
                onClick={() => setCursors(cursors.slice(0, -1))}
              >
                Newer
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={!query.data.more || !query.data.next}
                onClick={() => query.data.next && setCursors([...cursors, query.data.next])}
              >
                Older
              </Button>
            </span>
          </Pager>
        </>
      )}
    </>
  );
}
