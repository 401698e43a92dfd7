import { useId, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';

export const Label = styled.label`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  margin-bottom: ${({ theme }) => theme.space[1]};
`;

export const Input = styled.input`
  display: block;
  width: 100%;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition: border-color 0.15s ease, box-shadow 0.15s ease;
  &::placeholder { color: #98a0ad; }
  &:focus { outline: none; border-color: ${({ theme }) => theme.colors.focus}; box-shadow: ${({ theme }) => theme.focusRing}; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled, &[readonly] { background: ${({ theme }) => theme.colors.surfaceMuted}; }
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

const FieldBox = styled.div`
  min-width: 0;
`;

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
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint && <HintText id={hintId}>{hint}</HintText>}
      <FieldError id={errorId}>{error}</FieldError>
    </FieldBox>
  );
}
