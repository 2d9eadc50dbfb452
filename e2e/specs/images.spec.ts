import type { Page } from '@playwright/test';
import { expect, productId, shoot, test } from '../fixtures';

const KNIT = '램스울 크루넥 니트';

/** The og:image, og:image:width/height and twitter:card a page's served HTML declares. */
async function shareTags(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const tag = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
  return {
    image: tag('property', 'og:image'),
    width: tag('property', 'og:image:width'),
    height: tag('property', 'og:image:height'),
    card: tag('name', 'twitter:card'),
  };
}

/** The image at `url` as the browser decodes it. */
const naturalSize = (page: Page, url: string) =>
  page.evaluate(
    (src) =>
      new Promise<[number, number]>((resolve, reject) => {
        const image = new Image();
        image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
        image.onerror = () => reject(new Error(`no image at ${src}`));
        image.src = src;
      }),
    url,
  );

test.describe('mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'one layout is enough for the files');

  test('a product page shares a 1200×630 JPEG; the home page the brand’s', async ({ page }) => {
    await page.goto('/');
    for (const path of [`/product/${await productId(page, KNIT)}`, '/']) {
      const tags = await shareTags(page, path);
      expect(tags).toMatchObject({ width: '1200', height: '630', card: 'summary_large_image' });
      expect(tags.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/.+\.jpg$/);
      const file = await page.request.get(tags.image!);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('image/jpeg');
      expect(await naturalSize(page, tags.image!)).toEqual([1200, 630]);
    }
  });

  test('the product page shows its images from the AVIF widths', async ({ page }, testInfo) => {
    const knit = await productId(page, KNIT);
    await page.goto(`/product/${knit}`);
    const gallery = page.getByRole('region', { name: '상품 이미지' });
    const first = gallery.locator('li[aria-hidden="false"] img');
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // A 390 px screen at the phone's pixel ratio takes the 1080 px AVIF, not the master JPEG.
    const shown = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(shown).toMatch(/-1080\.avif$/);
    // The <source>s take no place where the <img> is a grid item (order lines).
    const sources = await page
      .locator('picture > source')
      .evaluateAll((all) => all.map((source) => getComputedStyle(source).display));
    expect(sources.length).toBeGreaterThan(0);
    expect(new Set(sources)).toEqual(new Set(['none']));
    await shoot(page, testInfo, 'product-images');

    await page.goto('/products?category=bag');
    // Another demo product's card (the knit's larger file is in the cache now; other journeys add
    // products with smaller photos meanwhile).
    const tote = await productId(page, '캔버스 데일리 토트백');
    expect(tote).not.toBe(knit);
    const card = page.getByRole('main').locator(`a[href="/product/${tote}"] img`).first();
    await expect
      .poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // Half the screen wide: the 720 px file is enough.
    expect(await card.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-720\.avif$/);
    await shoot(page, testInfo, 'product-cards', { fullPage: false });
  });
});
