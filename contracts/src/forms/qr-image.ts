import { z } from './zod';

/**
 * The organizer's payment QR code, uploaded as a data URL (FileReader.readAsDataURL) of a PNG,
 * JPEG, WebP or GIF image of at most 1 MB once decoded. Empty clears it (the organizer's profile
 * UPI ID is used instead), so the parsed value is the data URL or ''.
 */
export const QR_IMAGE_MAX_BYTES = 1024 * 1024;
export const QR_IMAGE_TYPE = 'QR code must be a PNG, JPEG, WebP or GIF image';
export const QR_IMAGE_TOO_LARGE = 'QR code image must be 1 MB or smaller';

const DATA_URL = /^data:image\/(?:png|jpeg|webp|gif);base64,([A-Za-z0-9+/]+={0,2})$/;
const MAX_DATA_URL_LENGTH = Math.ceil(QR_IMAGE_MAX_BYTES / 3) * 4 + 'data:image/jpeg;base64,'.length;

/** Bytes a base64 text decodes to; null when the text is not whole base64. */
function decodedBytes(base64: string): number | null {
  if (base64.length % 4 !== 0) return null;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

function qrImageProblem(text: string): string | undefined {
  if (!text.startsWith('data:image/')) return QR_IMAGE_TYPE;
  if (text.length > MAX_DATA_URL_LENGTH) return QR_IMAGE_TOO_LARGE;
  const m = DATA_URL.exec(text);
  const bytes = m ? decodedBytes(m[1]) : null;
  if (bytes === null) return QR_IMAGE_TYPE;
  return bytes > QR_IMAGE_MAX_BYTES ? QR_IMAGE_TOO_LARGE : undefined;
}

export function qrImage() {
  return z
    .string({ error: QR_IMAGE_TYPE })
    .nullish()
    .transform((value, ctx): string => {
      const text = (value ?? '').trim();
      const problem = text === '' ? undefined : qrImageProblem(text);
      if (!problem) return text;
      ctx.issues.push({ code: 'custom', message: problem, input: value });
      return z.NEVER;
    });
}
