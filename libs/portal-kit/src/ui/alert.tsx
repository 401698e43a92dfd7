import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type AlertVariant = 'info' | 'success' | 'warning' | 'destructive';

const tones = {
  info: css`
    background: ${({ theme }) => theme.colors.infoSoft};
    color: ${({ theme }) => theme.colors.info};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warning};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
  `,
};

const Box = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid currentColor;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ $variant }) => tones[$variant]}
`;

const Title = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Body = styled.div`
  color: ${({ theme }) => theme.colors.text};
`;

export type AlertProps = { variant?: AlertVariant; title?: ReactNode; children?: ReactNode; className?: string };

/** A message announced to screen readers (role=alert). */
export function Alert({ variant = 'info', title, children, className }: AlertProps) {
  return (
    <Box role="alert" $variant={variant} data-variant={variant} className={className}>
      {title && <Title>{title}</Title>}
      {children && <Body>{children}</Body>}
    </Box>
  );
}
