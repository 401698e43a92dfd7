import styled from 'styled-components';

const Track = styled.button`
  position: relative;
  flex: none;
  width: 2.75rem;
  height: 1.5rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: pointer;
  transition: background 0.15s ease;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 1.125rem;
    height: 1.125rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: transform 0.15s ease;
  }
  &[aria-checked='true'] { background: ${({ theme }) => theme.colors.success}; border-color: ${({ theme }) => theme.colors.success}; }
  &[aria-checked='true']::after { transform: translateX(1.25rem); }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.focusRing}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

export type SwitchProps = { checked: boolean; onChange: (checked: boolean) => void; label: string; disabled?: boolean };

/** An on/off switch (role="switch"), named by `label` for screen readers. */
export function Switch({ checked, onChange, label, disabled }: SwitchProps) {
  return <Track type="button" role="switch" aria-checked={checked} aria-label={label} disabled={disabled} onClick={() => onChange(!checked)} />;
}
