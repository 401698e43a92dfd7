import type { AdminApplication, ApplicationStatus } from '@chess-portal/contracts';
import { Badge, type BadgeVariant, Card, CardHeader, CardTitle, formatDateTime } from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { DetailList } from '../../../components/detail-list';
import { ReviewForm } from './review-form';

const statusVariant: Record<ApplicationStatus, BadgeVariant> = { pending: 'warning', approved: 'success', rejected: 'destructive' };

const Note = styled.blockquote`
  margin: ${({ theme }) => theme.space[3]} 0;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Section = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** One application: applicant, Lichess name, e-mail, status, date, note, UPI; review controls while pending. */
export function ApplicationCard({ application: a }: { application: AdminApplication }) {
  const titleId = `application-${a.id}`;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{a.user.username}</CardTitle>
        <Badge variant={statusVariant[a.status]} style={{ textTransform: 'capitalize' }}>{a.status}</Badge>
      </CardHeader>
      <DetailList
        items={[
          ['Lichess', a.user.lichessUsername ?? 'N/A'],
          ['Email', a.user.email],
          ['UPI ID', a.upiId ?? 'N/A'],
          ['Applied', formatDateTime(a.createdAt)],
          ...(a.reviewedAt ? [['Reviewed', formatDateTime(a.reviewedAt)] as [string, string]] : []),
        ]}
      />
      <Note aria-label="Application note">{a.applicationNote || 'No note given.'}</Note>
      {a.adminNotes && <DetailList items={[['Review notes', a.adminNotes]]} />}
      {a.status === 'pending' && (
        <Section>
          <ReviewForm application={a} />
        </Section>
      )}
    </Card>
  );
}
