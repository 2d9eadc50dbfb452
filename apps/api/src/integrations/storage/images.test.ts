import { describe, expect, it } from 'vitest';
import { detectImage, IMAGE_LIMITS, imageMessages } from './images';

const base64 = (data: string) => new Uint8Array(Buffer.from(data, 'base64'));
const text = (data: string) => new TextEncoder().encode(data);

/** Complete 1×1 images, small enough to read here. */
const PNG = base64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
);
// Baseline, greyscale, with one-code Huffman tables: DC difference 0, then end of block.
const JPEG = base64(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAAA/AD//2Q==',
);
const GIF = base64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
const WEBP = base64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');

describe('detectImage', () => {
  it.each([
    ['PNG', PNG, { mime: 'image/png', ext: 'png' }],
    ['JPEG', JPEG, { mime: 'image/jpeg', ext: 'jpg' }],
    ['GIF', GIF, { mime: 'image/gif', ext: 'gif' }],
    ['WebP', WEBP, { mime: 'image/webp', ext: 'webp' }],
  ])('knows a %s by its content', async (_name, data, kind) => {
    expect(await detectImage(data)).toEqual(kind);
  });

  it('accepts a Buffer too', async () => {
    expect(await detectImage(Buffer.from(PNG))).toEqual({ mime: 'image/png', ext: 'png' });
  });

  it.each([
    ['a script renamed .png', text('<script>alert(1)</script>')],
    [
      'an SVG',
      text(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
      ),
    ],
    ['an SVG without a prolog', text('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an HTML page', text('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>')],
    ['a PDF', text('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n')],
    ['plain text', text('린넨 셔츠 사진입니다')],
    ['an empty file', new Uint8Array(0)],
    ['the first bytes of a PNG only', PNG.slice(0, 4)],
  ])('refuses %s', async (_name, data) => {
    expect(await detectImage(data)).toBeUndefined();
  });

  it('judges a PNG header followed by HTML as a PNG', async () => {
    // Harmless: the file is stored and served as image/png with `nosniff` and a sandbox CSP, so
    // no browser renders it as HTML; an <img> shows a broken image at worst.
    const signatureAndImageHeader = PNG.slice(0, 33);
    const polyglot = new Uint8Array([
      ...signatureAndImageHeader,
      ...text('<html><script>alert(1)</script></html>'),
    ]);
    expect(await detectImage(polyglot)).toEqual({ mime: 'image/png', ext: 'png' });
  });
});

describe('imageMessages', () => {
  it('names the file and the rule in Korean', () => {
    expect(imageMessages.notImage('a.svg')).toBe(
      'a.svg: JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.',
    );
    expect(imageMessages.tooLarge('큰사진.jpg')).toBe(
      '큰사진.jpg: 5MB 이하의 이미지만 올릴 수 있습니다.',
    );
    expect(imageMessages.tooMany).toBe('이미지는 5장까지 올릴 수 있습니다.');
  });

  it('matches the limits', () => {
    expect(IMAGE_LIMITS).toEqual({ maxBytes: 5 * 1024 * 1024, maxFiles: 5 });
  });
});
