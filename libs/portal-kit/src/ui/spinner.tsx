import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  vertical-align: middle;
  flex-shrink: 0;
`;

export type SpinnerProps = { size?: number; label?: string; decorative?: boolean };

/** An accessible busy indicator; `label` is read by screen readers unless `decorative`. */
export function Spinner({ size = 18, label = 'Loading', decorative = false }: SpinnerProps) {
  if (decorative) return <Ring $size={size} aria-hidden="true" />;
  return <Ring $size={size} role="status" aria-label={label} />;
}

const Center = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A centred spinner with a caption, for whole-area loading states. */
export function LoadingBlock({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center>
      <Spinner size={28} label={label} />
      <span aria-hidden="true">{label}</span>
    </Center>
  );
}
