// The payment QR image (product.md §5 qr_image): an uploaded image sent as a data URL, with a preview and a
// way to clear it. Validation (type, 1 MB) is the shared schema's; this only reads the file.
import { Button, FieldError, Label } from '@chess-portal/portal-kit';
import { useId, useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  input[type='file'] {
    max-width: 100%;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input[type='file']::file-selector-button {
    margin-right: ${({ theme }) => theme.space[3]};
    padding: 0.375rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }
  input[type='file']:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
const Preview = styled.img`
  width: 7rem;
  height: 7rem;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
`;
const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

type Props = { value: string; onChange: (dataUrl: string) => void; error?: string };

export function QrImageField({ value, onChange, error }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChange(await readAsDataUrl(file));
  };
  const clear = () => {
    onChange('');
    if (input.current) input.current.value = '';
  };
  return (
    <div>
      <Label htmlFor={id}>Payment QR code (optional)</Label>
      <Row>
        {value && <Preview src={value} alt="Payment QR code preview" />}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={(e) => void pick(e)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        {value && (
          <Button size="sm" variant="outline" onClick={clear}>
            Remove QR code
          </Button>
        )}
      </Row>
      <Hint id={`${id}-hint`}>PNG, JPEG, WebP or GIF up to 1 MB. If empty, the UPI ID from your profile is used.</Hint>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
