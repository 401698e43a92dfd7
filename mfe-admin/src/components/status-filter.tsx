import styled from 'styled-components';

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Option = styled.button`
  padding: 0.375rem 0.875rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: capitalize;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

/** A row of toggle buttons choosing one status (pressed = shown). */
export function StatusFilter<S extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly S[];
  value: S;
  onChange: (s: S) => void;
}) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Option key={option} type="button" aria-pressed={option === value} onClick={() => onChange(option)}>
          {option}
        </Option>
      ))}
    </Group>
  );
}
