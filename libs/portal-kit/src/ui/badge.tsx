import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive' | 'success' | 'warning';

const variants = {
  default: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.accentSoft};
    color: #6b4a17;
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warning};
  `,
};

const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0.125rem 0.625rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  white-space: nowrap;
  ${({ $variant }) => variants[$variant]}
`;

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant };

/** A small status label. `data-variant` lets tests and styles read the variant. */
export function Badge({ variant = 'default', ...rest }: BadgeProps) {
  return <StyledBadge $variant={variant} data-variant={variant} {...rest} />;
}
