import { QR_IMAGE_MAX_BYTES, QR_IMAGE_TOO_LARGE, QR_IMAGE_TYPE, qrImage } from './qr-image';
import { messagesOf, parseOk } from './testing';

const base64Of = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');
const png = (bytes: number) => `data:image/png;base64,${base64Of(bytes)}`;

describe('qrImage', () => {
  it('accepts PNG, JPEG, WebP and GIF data URLs', () => {
    for (const type of ['png', 'jpeg', 'webp', 'gif']) {
      const url = `data:image/${type};base64,${base64Of(100)}`;
      expect(parseOk(qrImage(), url)).toBe(url);
    }
  });

  it('empty clears the image', () => {
    for (const value of ['', '  ', null, undefined]) expect(parseOk(qrImage(), value)).toBe('');
  });

  it('accepts exactly 1 MB decoded and refuses one byte more', () => {
    expect(messagesOf(qrImage(), png(QR_IMAGE_MAX_BYTES))).toEqual([]);
    expect(messagesOf(qrImage(), png(QR_IMAGE_MAX_BYTES + 1))).toEqual([QR_IMAGE_TOO_LARGE]);
    expect(messagesOf(qrImage(), png(3 * QR_IMAGE_MAX_BYTES))).toEqual([QR_IMAGE_TOO_LARGE]);
  });

  it('refuses other types, URLs and broken base64', () => {
    for (const value of [
      `data:image/svg+xml;base64,${base64Of(10)}`,
      `data:text/plain;base64,${base64Of(10)}`,
      'https://example.com/qr.png',
      'data:image/png;base64,',
      'data:image/png;base64,abc',
      'data:image/png;base64,ab!d',
      `data:image/png,${base64Of(10)}`,
      42,
    ]) {
      expect(messagesOf(qrImage(), value)).toEqual([QR_IMAGE_TYPE]);
    }
  });
});
