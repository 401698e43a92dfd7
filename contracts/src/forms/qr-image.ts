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

/** The first bytes of each accepted format (WebP: "RIFF", four bytes of length, then "WEBP"). */
const SIGNATURES: (number | null)[][] = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8(7|9)a
  [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50], // RIFF....WEBP
];

/** Whether the content is an image of an accepted format, whatever the file was named (a text file
 * called qr.png arrives as data:image/png too: the browser takes the type from the name). */
function isImage(base64: string): boolean {
  const head = atob(base64.slice(0, 16));
  return SIGNATURES.some(
    (sig) => head.length >= sig.length && sig.every((b, i) => b === null || head.charCodeAt(i) === b),
  );
}

function qrImageProblem(text: string): string | undefined {
  if (!text.startsWith('data:image/')) return QR_IMAGE_TYPE;
  if (text.length > MAX_DATA_URL_LENGTH) return QR_IMAGE_TOO_LARGE;
  const m = DATA_URL.exec(text);
  const bytes = m ? decodedBytes(m[1]) : null;
  if (bytes === null) return QR_IMAGE_TYPE;
  if (bytes > QR_IMAGE_MAX_BYTES) return QR_IMAGE_TOO_LARGE;
  return isImage(m![1]) ? undefined : QR_IMAGE_TYPE;
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
