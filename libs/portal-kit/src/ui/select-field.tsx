import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldBox, FieldError, FieldHint, Label, useFieldIds } from './field';

const Select = styled.select`
  ${controlStyles}
`;

export type SelectFieldProps = ComponentProps<'select'> & { label: ReactNode; hint?: ReactNode; error?: string };

/**
 * Label + native select (its `<option>`s are the children) + hint + error, wired like TextField.
 * Works controlled (`value` + `onChange`) or with react-hook-form's `register()`.
 */
export function SelectField({ label, hint, error, id, children, ...selectProps }: SelectFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldBox>
      <Label htmlFor={controlId}>{label}</Label>
      <Select id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...selectProps}>
        {children}
      </Select>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </FieldBox>
  );
}
