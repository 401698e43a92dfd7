// Form controls the organizer screens need beyond portal-kit's TextField, wired the same way: the
// label names the control, aria-invalid marks a bad value, aria-describedby points at hint and error.
import { FieldError, Label } from '@chess-portal/portal-kit';
import { forwardRef, useId, type ComponentProps, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const control = css`
  display: block;
  width: 100%;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  &:focus { outline: none; border-color: ${({ theme }) => theme.colors.focus}; box-shadow: ${({ theme }) => theme.focusRing}; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled, &[readonly] { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

const Select = styled.select`${control}`;
const Textarea = styled.textarea`${control} resize: vertical; min-height: 5rem;`;
const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

function useDescribed(id: string | undefined, hint?: ReactNode, error?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = [hint ? `${controlId}-hint` : null, error ? `${controlId}-error` : null].filter(Boolean).join(' ') || undefined;
  return { controlId, describedBy };
}

type Extra = { label: ReactNode; hint?: ReactNode; error?: string };

export const SelectField = forwardRef<HTMLSelectElement, ComponentProps<'select'> & Extra>(function SelectField({ label, hint, error, id, children, ...rest }, ref) {
  const { controlId, describedBy } = useDescribed(id, hint, error);
  return (
    <div>
      <Label htmlFor={controlId}>{label}</Label>
      <Select ref={ref} id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest}>
        {children}
      </Select>
      {hint && <Hint id={`${controlId}-hint`}>{hint}</Hint>}
      <FieldError id={`${controlId}-error`}>{error}</FieldError>
    </div>
  );
});

export const TextareaField = forwardRef<HTMLTextAreaElement, ComponentProps<'textarea'> & Extra>(function TextareaField({ label, hint, error, id, ...rest }, ref) {
  const { controlId, describedBy } = useDescribed(id, hint, error);
  return (
    <div>
      <Label htmlFor={controlId}>{label}</Label>
      <Textarea ref={ref} id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {hint && <Hint id={`${controlId}-hint`}>{hint}</Hint>}
      <FieldError id={`${controlId}-error`}>{error}</FieldError>
    </div>
  );
});

const SwitchRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  input {
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
  }
  input::after {
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
  input:checked { background: ${({ theme }) => theme.colors.primary}; border-color: ${({ theme }) => theme.colors.primary}; }
  input:checked::after { transform: translateX(1.25rem); }
  input:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.focusRing}; }
  input:disabled { opacity: 0.5; cursor: not-allowed; }
`;

/** An on/off switch: a checkbox with role="switch", named by its visible label. */
export const SwitchField = forwardRef<HTMLInputElement, Omit<ComponentProps<'input'>, 'type'> & Extra>(function SwitchField({ label, hint, error, id, ...rest }, ref) {
  const { controlId, describedBy } = useDescribed(id, hint, error);
  return (
    <div>
      <SwitchRow htmlFor={controlId}>
        <input ref={ref} id={controlId} type="checkbox" role="switch" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
        {label}
      </SwitchRow>
      {hint && <Hint id={`${controlId}-hint`}>{hint}</Hint>}
      <FieldError id={`${controlId}-error`}>{error}</FieldError>
    </div>
  );
});

/** Two columns from the md breakpoint, one on phones. */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  > .wide { grid-column: 1 / -1; }
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[5]};
`;
