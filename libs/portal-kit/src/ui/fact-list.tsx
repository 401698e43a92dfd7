import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

type Look = { $align: 'start' | 'end'; $spacing: 'compact' | 'roomy'; $size: 'sm' | 'md'; $strong: boolean };

const List = styled.dl<Look>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: baseline;
  gap: ${({ theme, $spacing }) => theme.space[$spacing === 'compact' ? 1 : 2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  ${({ theme, $size }) =>
    $size === 'sm' &&
    css`
      font-size: ${theme.fontSizes.sm};
    `}
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    text-align: ${({ $align }) => ($align === 'end' ? 'right' : 'left')};
    font-weight: ${({ theme, $strong }) => ($strong ? theme.fontWeights.medium : 'inherit')};
  }
`;

export type FactListProps = {
  children: ReactNode;
  /** Values beside their labels (start) or against the right edge, as on small cards (end). */
  align?: 'start' | 'end';
  /** Room between rows. */
  spacing?: 'compact' | 'roomy';
  /** sm: the whole list in small type; md: small labels, body-size values. */
  size?: 'sm' | 'md';
  /** Values in medium weight. */
  strong?: boolean;
  className?: string;
  'aria-label'?: string;
};

/**
 * Label / value pairs (`<dl>`), two columns: muted labels, then values. Rows are `<Fact>`s; a row
 * left out with `{cond && <Fact ... />}` leaves no gap.
 */
export function FactList({
  children,
  align = 'start',
  spacing = 'compact',
  size = 'sm',
  strong = false,
  ...rest
}: FactListProps) {
  return (
    <List $align={align} $spacing={spacing} $size={size} $strong={strong} {...rest}>
      {children}
    </List>
  );
}

/** One row of a FactList: `<Fact label="Entry fee">₹150.00</Fact>`. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
