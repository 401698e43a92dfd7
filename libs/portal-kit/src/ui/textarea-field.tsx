import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldBox, FieldError, FieldHint, Label, useFieldIds } from './field';

const Textarea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

export type TextareaFieldProps = ComponentProps<'textarea'> & { label: ReactNode; hint?: ReactNode; error?: string };

/**
 * Label + textarea + hint + error, wired like TextField: the label names it, aria-invalid marks a bad
 * value, aria-describedby points at the hint and the error. Height comes from `rows`; the user can
 * drag it taller. Passes `ref`, `name`, `onChange`, `onBlur` through, so react-hook-form's
 * `register()` works on it.
 */
export function TextareaField({ label, hint, error, id, ...textareaProps }: TextareaFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldBox>
      <Label htmlFor={controlId}>{label}</Label>
      <Textarea
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textareaProps}
      />
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </FieldBox>
  );
}
