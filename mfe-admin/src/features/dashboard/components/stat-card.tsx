import { Card } from '@chess-portal/portal-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled(Card)`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
`;

const Label = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.01em;
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One number on the admin dashboard, labelled for screen readers. */
export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  const id = `stat-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box aria-labelledby={id}>
      <Label id={id}>{label}</Label>
      <Value>{value}</Value>
      {hint && <Hint>{hint}</Hint>}
    </Box>
  );
}
