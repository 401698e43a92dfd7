import { QR_IMAGE_MAX_BYTES, QR_IMAGE_TOO_LARGE, QR_IMAGE_TYPE, qrImage } from './qr-image';
import { messagesOf, parseOk } from './testing';

const HEADS: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  gif: [...Buffer.from('GIF89a')],
  webp: [...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBP')],
};
/** `bytes` bytes of an image of `type`: its real first bytes, then filler. */
const imageBase64 = (bytes: number, type = 'png') => {
  const body = Buffer.alloc(bytes, 7);
  Buffer.from(HEADS[type]).copy(body);
  return body.toString('base64');
};
const base64Of = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');
const png = (bytes: number) => `data:image/png;base64,${imageBase64(bytes)}`;

describe('qrImage', () => {
  it('accepts PNG, JPEG, WebP and GIF data URLs', () => {
    for (const type of ['png', 'jpeg', 'webp', 'gif']) {
      const url = `data:image/${type};base64,${imageBase64(100, type)}`;
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

  it('checks the content, not the name: a text file called qr.png is refused', () => {
    const text = `data:image/png;base64,${Buffer.from('this is not an image at all').toString('base64')}`;
    expect(messagesOf(qrImage(), text)).toEqual([QR_IMAGE_TYPE]);
    // a PNG labelled as JPEG is still an image
    expect(messagesOf(qrImage(), `data:image/jpeg;base64,${imageBase64(50)}`)).toEqual([]);
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
