import type { AuditEntry } from '@chess-portal/contracts';
import { Badge, formatDateTime } from '@chess-portal/portal-kit';
import styled from 'styled-components';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Named = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Change = styled.p`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Who did what to which object, when, with the values before and after. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  return (
    <Item>
      <Head>
        <Badge variant="outline">{entry.action}</Badge>
        <strong>{entry.actorUsername ?? 'System'}</strong>
        <Muted>
          on {entry.entityType ?? 'object'}{' '}
          {entry.entityName ? (
            <Named title={entry.entityId ?? undefined}>{entry.entityName}</Named>
          ) : entry.entityId ? (
            'no longer there'
          ) : null}
        </Muted>
        <Muted style={{ marginLeft: 'auto' }}>
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        </Muted>
      </Head>
      <Change>
        <Muted>before</Muted> {show(entry.before)} <Muted>→ after</Muted> {show(entry.after)}
      </Change>
    </Item>
  );
}
