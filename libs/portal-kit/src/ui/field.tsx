import { useId, type ComponentProps, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export const Label = styled.label`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  margin-bottom: ${({ theme }) => theme.space[1]};
`;

/** The look every text-like control shares (input, textarea, select): theme border, focus ring, error. */
export const controlStyles = css`
  display: block;
  width: 100%;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &::placeholder {
    color: #98a0ad;
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const Input = styled.input`
  ${controlStyles}
`;

const ErrorText = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const HintText = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** A field's error message; renders nothing without a message. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return <ErrorText id={id}>{children}</ErrorText>;
}

/** A field's hint (what to type); renders nothing without a hint. */
export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return <HintText id={id}>{children}</HintText>;
}

export const FieldBox = styled.div`
  min-width: 0;
`;

/**
 * Ids for a field's control, hint and error, and the control's aria-describedby (hint, then error),
 * undefined when there is neither.
 */
export function useFieldIds(id: string | undefined, hint?: ReactNode, error?: ReactNode) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export type TextFieldProps = ComponentProps<'input'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/**
 * Label + input + hint + error, wired for assistive technology: the label names the input,
 * aria-invalid marks a bad value and aria-describedby points at the hint and the error.
 */
export function TextField({ label, error, hint, id, ...inputProps }: TextFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldBox>
      <Label htmlFor={controlId}>{label}</Label>
      <Input id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </FieldBox>
  );
}
