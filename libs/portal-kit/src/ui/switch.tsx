import type { ChangeEvent, ComponentProps, KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldBox, FieldError, FieldHint, useFieldIds } from './field';

const Row = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
`;

const Track = styled.input`
  appearance: none;
  flex: none;
  position: relative;
  width: 2.75rem;
  height: 1.5rem;
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: inherit;
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
  &:checked {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:checked::after {
    transform: translateX(1.25rem);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export type SwitchProps = Omit<ComponentProps<'input'>, 'type' | 'role'> & {
  /** The visible text beside the switch; it names the switch unless `aria-label` says otherwise. */
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The new state, for a switch that acts at once (`checked` + `onCheckedChange`). */
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off switch: a native checkbox with role="switch", so Space toggles it, a click on its label
 * toggles it, and it submits with its form. Enter toggles it too (like a button).
 * - Acting at once: `<Switch label="Can sign in" checked={on} onCheckedChange={save} />`.
 * - In a form: `<Switch label="Manual join" {...register('manualJoin')} />` (react-hook-form) or
 *   `name` + `defaultChecked`.
 */
export function Switch({
  label,
  hint,
  error,
  id,
  checked,
  onChange,
  onCheckedChange,
  onKeyDown,
  ...inputProps
}: SwitchProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onCheckedChange?.(event.target.checked);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    event.preventDefault();
    event.currentTarget.click();
  };
  return (
    <FieldBox>
      <Row htmlFor={controlId}>
        <Track
          id={controlId}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={change}
          onKeyDown={keyDown}
          {...inputProps}
        />
        {label}
      </Row>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </FieldBox>
  );
}
