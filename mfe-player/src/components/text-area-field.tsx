import { Label } from '@chess-portal/portal-kit';
import { forwardRef, useId, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';

const Area = styled.textarea`
  display: block;
  width: 100%;
  min-height: 8rem;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  resize: vertical;
  &:focus { outline: none; border-color: ${({ theme }) => theme.colors.focus}; box-shadow: ${({ theme }) => theme.focusRing}; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

const Small = styled.p<{ $error?: boolean }>`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme, $error }) => ($error ? theme.fontSizes.sm : theme.fontSizes.xs)};
`;

type Props = ComponentProps<'textarea'> & { label: ReactNode; error?: string; hint?: ReactNode };

/** Label + textarea + hint + error, wired like portal-kit's TextField (aria-invalid, aria-describedby). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField({ label, error, hint, id, ...rest }, ref) {
  const generated = useId();
  const areaId = id ?? generated;
  const describedBy = [hint ? `${areaId}-hint` : null, error ? `${areaId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <Label htmlFor={areaId}>{label}</Label>
      <Area ref={ref} id={areaId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {hint && <Small id={`${areaId}-hint`}>{hint}</Small>}
      {error && <Small $error id={`${areaId}-error`}>{error}</Small>}
    </div>
  );
});
