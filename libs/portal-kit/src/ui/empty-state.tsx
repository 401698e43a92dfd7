import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Icon = styled.div`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 42ch;
`;

function BoardIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M3 3h6v6H3zM15 3h6v6h-6zM9 9h6v6H9zM3 15h6v6H3zM15 15h6v6h-6z" opacity="0.85" />
    </svg>
  );
}

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  /** the title's heading level: one below the heading it sits under (3, inside a card titled h2; 1 when it is the whole page) */
  level?: 1 | 2 | 3 | 4;
};

export function EmptyState({ title, description, action, icon, level = 3 }: EmptyStateProps) {
  return (
    <Box>
      <Icon>{icon ?? <BoardIcon />}</Icon>
      <Title as={`h${level}`}>{title}</Title>
      {description && <Text>{description}</Text>}
      {action}
    </Box>
  );
}
