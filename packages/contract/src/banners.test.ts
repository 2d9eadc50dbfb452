import { describe, expect, it } from 'vitest';
import { bannerRequestSchema, isBannerAddress } from './banners';

describe('banner addresses', () => {
  it('takes shop paths and https addresses', () => {
    expect(isBannerAddress('/products')).toBe(true);
    expect(isBannerAddress('/uploads/items/a.webp')).toBe(true);
    expect(isBannerAddress('https://ondo.example/lookbook')).toBe(true);
  });
  it('refuses other hosts without https, protocol-relative and script addresses', () => {
    for (const bad of [
      '//evil.example',
      'http://ondo.example',
      'javascript:alert(1)',
      'products',
    ]) {
      expect(isBannerAddress(bad), bad).toBe(false);
    }
  });
  it('needs a title, an image and a link', () => {
    const parsed = bannerRequestSchema.safeParse({
      title: ' ',
      image_url: '',
      link_url: 'javascript:alert(1)',
      is_active: true,
    });
    expect(parsed.success).toBe(false);
    expect([...new Set(parsed.error?.issues.map((i) => String(i.path[0])))].sort()).toEqual([
      'image_url',
      'link_url',
      'title',
    ]);
  });
});
