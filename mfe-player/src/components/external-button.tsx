import { buttonStyles, type ButtonSize, type ButtonVariant } from '@chess-portal/portal-kit';
import type { AnchorHTMLAttributes } from 'react';
import styled from 'styled-components';

const Anchor = styled.a<{ $variant: ButtonVariant; $size: ButtonSize; $block?: boolean }>`
  ${buttonStyles}
`;

export type ExternalButtonProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
};

/** A link to another site (Lichess, a UPI app) that looks like a button; opens in a new tab. */
export function ExternalButton({
  variant = 'primary',
  size = 'md',
  block,
  target = '_blank',
  ...rest
}: ExternalButtonProps) {
  return <Anchor $variant={variant} $size={size} $block={block} target={target} rel="noopener noreferrer" {...rest} />;
}
