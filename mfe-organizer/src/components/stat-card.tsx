import type { ReactNode } from 'react';
import styled from 'styled-components';

export const StatGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const Box = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }
  dd.note {
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** A labelled figure (a one-entry description list, so screen readers read "label: value"). */
export function StatCard({ label, children, note }: { label: string; children: ReactNode; note?: ReactNode }) {
  return (
    <Box as="dl">
      <dt>{label}</dt>
      <dd>{children}</dd>
      {note && <dd className="note">{note}</dd>}
    </Box>
  );
}
