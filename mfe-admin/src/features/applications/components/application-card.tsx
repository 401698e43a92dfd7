import type { AdminApplication, ApplicationStatus } from '@chess-portal/contracts';
import {
  Badge,
  type BadgeVariant,
  Card,
  CardHeader,
  CardTitle,
  Fact,
  FactList,
  formatDateTime,
} from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { ReviewForm } from './review-form';

const statusVariant: Record<ApplicationStatus, BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'destructive',
};

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
        <Badge variant={statusVariant[a.status]} style={{ textTransform: 'capitalize' }}>
          {a.status}
        </Badge>
      </CardHeader>
      <FactList>
        <Fact label="Lichess">{a.user.lichessUsername ?? 'N/A'}</Fact>
        <Fact label="Email">{a.user.email}</Fact>
        <Fact label="UPI ID">{a.upiId ?? 'N/A'}</Fact>
        <Fact label="Applied">{formatDateTime(a.createdAt)}</Fact>
        {a.reviewedAt && <Fact label="Reviewed">{formatDateTime(a.reviewedAt)}</Fact>}
      </FactList>
      <Note aria-label="Application note">{a.applicationNote || 'No note given.'}</Note>
      {a.adminNotes && (
        <FactList>
          <Fact label="Review notes">{a.adminNotes}</Fact>
        </FactList>
      )}
      {a.status === 'pending' && (
        <Section>
          <ReviewForm application={a} />
        </Section>
      )}
    </Card>
  );
}
