import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductPicture } from './product-picture';

describe('ProductPicture', () => {
  it('offers AVIF and WebP in the made widths before the master JPEG', () => {
    const { container } = render(
      <ProductPicture
        src="/uploads/items/5/ab-1600x2000.jpg"
        sizes="(max-width: 767px) 50vw, 33vw"
        alt="린넨 셔츠"
        width={400}
        height={500}
        loading="lazy"
        decoding="async"
        fetchPriority="high"
        className="photo"
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      '/uploads/items/5/ab-1600x2000-360.avif 360w, /uploads/items/5/ab-1600x2000-720.avif 720w, /uploads/items/5/ab-1600x2000-1080.avif 1080w',
    );
    expect(sources[1]?.getAttribute('srcset')).toContain(
      '/uploads/items/5/ab-1600x2000-720.webp 720w',
    );
    for (const source of sources) {
      expect(source.getAttribute('sizes')).toBe('(max-width: 767px) 50vw, 33vw');
    }
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe('/uploads/items/5/ab-1600x2000.jpg');
    expect(img?.getAttribute('alt')).toBe('린넨 셔츠');
    expect(img?.getAttribute('width')).toBe('400');
    expect(img?.getAttribute('height')).toBe('500');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('class')).toBe('photo');
  });

  it('is a plain <img> for an image without variants', () => {
    const { container } = render(
      <ProductPicture src="/uploads/demo/item-1-front.svg" alt="" width={80} height={100} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/uploads/demo/item-1-front.svg');
    expect(img?.hasAttribute('srcset')).toBe(false);
    expect(img?.getAttribute('width')).toBe('80');
  });
});
