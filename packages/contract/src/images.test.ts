import { describe, expect, it } from 'vitest';
import { imageVariants, masterKey, variantWidths } from './images';

describe('variantWidths', () => {
  it('keeps the steps a master covers and never goes wider than it', () => {
    expect(variantWidths(2000)).toEqual([360, 720, 1080]);
    expect(variantWidths(1080)).toEqual([360, 720, 1080]);
    expect(variantWidths(900)).toEqual([360, 720, 900]);
    expect(variantWidths(360)).toEqual([360]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe('imageVariants', () => {
  it('reads the variants of a master from its name', () => {
    const url = `/uploads/${masterKey('items/5/3f2a-b1', 1600, 2000)}`;
    expect(url).toBe('/uploads/items/5/3f2a-b1-1600x2000.jpg');
    expect(imageVariants(url)).toEqual({
      width: 1600,
      height: 2000,
      srcset: {
        avif: '/uploads/items/5/3f2a-b1-1600x2000-360.avif 360w, /uploads/items/5/3f2a-b1-1600x2000-720.avif 720w, /uploads/items/5/3f2a-b1-1600x2000-1080.avif 1080w',
        webp: '/uploads/items/5/3f2a-b1-1600x2000-360.webp 360w, /uploads/items/5/3f2a-b1-1600x2000-720.webp 720w, /uploads/items/5/3f2a-b1-1600x2000-1080.webp 1080w',
      },
      share: '/uploads/items/5/3f2a-b1-1600x2000-share.jpg',
      files: [
        '/uploads/items/5/3f2a-b1-1600x2000-360.avif',
        '/uploads/items/5/3f2a-b1-1600x2000-720.avif',
        '/uploads/items/5/3f2a-b1-1600x2000-1080.avif',
        '/uploads/items/5/3f2a-b1-1600x2000-360.webp',
        '/uploads/items/5/3f2a-b1-1600x2000-720.webp',
        '/uploads/items/5/3f2a-b1-1600x2000-1080.webp',
        '/uploads/items/5/3f2a-b1-1600x2000-share.jpg',
      ],
    });
  });

  it('keeps an absolute origin and a query on every variant', () => {
    const variants = imageVariants(
      'https://shop.example/uploads/demo/item-1-front-300x400.jpg?v=2',
    );
    expect(variants?.srcset.webp).toBe(
      'https://shop.example/uploads/demo/item-1-front-300x400-300.webp?v=2 300w',
    );
    expect(variants?.share).toBe(
      'https://shop.example/uploads/demo/item-1-front-300x400-share.jpg?v=2',
    );
  });

  it.each([
    ['an SVG drawing', '/uploads/demo/item-1-front.svg'],
    ['a test fixture', '/uploads/test/front.svg'],
    ['an upload from before the variants', '/uploads/items/5/3f2a.jpg'],
    ['a PNG', '/uploads/items/5/3f2a-10x10.png'],
    ['a variant itself', '/uploads/items/5/3f2a-1600x2000-720.webp'],
    ['a zero size', '/uploads/items/5/3f2a-0x10.jpg'],
  ])('gives no variants for %s', (_name, url) => {
    expect(imageVariants(url)).toBeUndefined();
  });
});
