import type { Page } from '@playwright/test';
import { checkAndShoot, expect, shoot, test } from '../fixtures';

/** The brand pages: path, screenshot name, the one h1 and the Korean document title. */
const pages = [
  { path: '/about', name: 'about', h1: '일상의 온도를 입다', title: '브랜드 소개' },
  { path: '/collection', name: 'collection', h1: '겨울의 온도', title: '26 F/W 컬렉션' },
  { path: '/contact', name: 'contact', h1: '연락처', title: '연락처' },
  { path: '/policy', name: 'policy', h1: '개인정보처리방침', title: '개인정보처리방침' },
  { path: '/service', name: 'service', h1: '고객센터', title: '고객센터' },
  { path: '/service/notice', name: 'guide', h1: '이용 안내', title: '이용 안내' },
];

/** Loads every lazy image and the web fonts, and checks that no image is broken. */
async function settle(page: Page) {
  const broken = await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await document.fonts.ready;
    return images.filter((image) => image.naturalWidth === 0).map((image) => image.src);
  });
  expect(broken, 'broken images').toEqual([]);
}

/** The element starts below the sticky tab bar (not hidden under it). */
async function expectBelowTabBar(page: Page, selector: string) {
  await scrollSettled(page);
  await expect
    .poll(async () => {
      const bar = (await page.getByRole('tablist').boundingBox())!;
      const box = (await page.locator(selector).boundingBox())!;
      return box.y - (bar.y + bar.height);
    })
    .toBeGreaterThanOrEqual(0);
}

/** Waits until a smooth scroll has come to rest. */
async function scrollSettled(page: Page) {
  await expect
    .poll(async () => {
      const before = await page.evaluate(() => window.scrollY);
      await page.waitForTimeout(150);
      return before === (await page.evaluate(() => window.scrollY));
    })
    .toBe(true);
}

for (const entry of pages) {
  test(`${entry.name}: its h1, a Korean title, no serious accessibility violations`, async ({
    page,
  }, testInfo) => {
    await page.goto(entry.path);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(entry.h1);
    await expect(h1).toHaveCount(1);
    await expect(page).toHaveTitle(`${entry.title} | ONDO STUDIO`);
    await settle(page);
    // Content images describe themselves; the cloth still behind text is marked decorative.
    for (const image of await page.getByRole('main').locator('img').all()) {
      const alt = await image.getAttribute('alt');
      expect(alt, `alt of ${await image.getAttribute('src')}`).not.toBeNull();
    }
    await checkAndShoot(page, testInfo, entry.name);
  });
}

test('large screens (1536px) give the pages a wider measure', async ({
  page,
  isMobile,
}, testInfo) => {
  test.skip(isMobile, 'a desktop width');
  await page.setViewportSize({ width: 1536, height: 960 });
  for (const entry of pages) {
    await page.goto(entry.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.h1);
    await settle(page);
    await shoot(page, testInfo, `${entry.name}-large`);
  }
});

test('guide: a URL hash opens its section below the sticky tab bar', async ({ page }, testInfo) => {
  await page.goto('/service/notice#refund');
  const heading = page.locator('#refund').getByRole('heading', { level: 2, name: '환불' });
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('tab', { name: '환불' })).toHaveAttribute('aria-selected', 'true');
  const bar = (await page.getByRole('tablist').boundingBox())!;
  const box = (await heading.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  await scrollSettled(page);
  await page.screenshot({ path: testInfo.outputPath(`guide-refund-${testInfo.project.name}.png`) });
  await expect(page.locator('#refund')).toContainText('최대 10일');
  await expect(page.locator('#refund')).toContainText('180일');
});

test('guide: tabs move with the arrow keys, Home and End, and keep the hash', async ({ page }) => {
  await page.goto('/service/notice');
  const tab = (name: string) => page.getByRole('tab', { name });
  await expect(tab('회원가입')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);

  await tab('회원가입').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('주문')).toBeFocused();
  await expect(tab('주문')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/service\/notice#order$/);
  await expect(page.locator('#order h2')).toBeInViewport();

  await page.keyboard.press('End');
  await expect(tab('기타·적립금')).toBeFocused();
  await expect(page).toHaveURL(/#etc$/);
  await expect(page.locator('#etc h2')).toBeInViewport();
  await expectBelowTabBar(page, '#etc h2');

  await page.keyboard.press('ArrowRight');
  await expect(tab('회원가입')).toBeFocused();
  await expect(page).toHaveURL(/#signin$/);
  await expect(page.locator('#signin h2')).toBeInViewport();
  await expectBelowTabBar(page, '#signin h2');

  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('환불')).toBeFocused();
  await expect(tab('환불')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/#refund$/);
  await expect(page.locator('#refund h2')).toBeInViewport();
  await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
  await scrollSettled(page);

  await tab('배송').click();
  await expect(page).toHaveURL(/#shipping$/);
  await expect(page.locator('#shipping h2')).toBeInViewport();
  await expect(page.locator('#shipping')).toContainText('3,000원');
  await expect(page.locator('#shipping')).toContainText('50,000원');
});

test('service: a guide shortcut lands on its section', async ({ page }) => {
  await page.goto('/service');
  await page.getByRole('link', { name: '결제 수단별 환불' }).click();
  await expect(page).toHaveURL(/\/service\/notice#refund$/);
  await expect(page.locator('#refund h2')).toBeInViewport();
  await expect(page.getByRole('tab', { name: '환불' })).toHaveAttribute('aria-selected', 'true');
});

test('contact: the social link opens in a new tab; e-mail and phone links', async ({
  page,
  context,
}) => {
  await context.route('https://www.instagram.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>instagram</title>' }),
  );
  await page.goto('/contact');
  const main = page.getByRole('main');
  const instagram = main.getByRole('link', { name: /@ondo\.studio/ });
  await expect(instagram).toHaveAttribute('target', '_blank');
  await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/ondo.studio');
  const [popup] = await Promise.all([page.waitForEvent('popup'), instagram.click()]);
  await expect(popup).toHaveURL('https://www.instagram.com/ondo.studio');
  await popup.close();

  await expect(main.getByRole('link', { name: 'hello@ondo-studio.example' })).toHaveAttribute(
    'href',
    'mailto:hello@ondo-studio.example',
  );
  await expect(main.getByRole('link', { name: '02-0000-0000' })).toHaveAttribute(
    'href',
    'tel:0200000000',
  );
  await expect(main).toContainText('평일 10:00');
});

test('policy: the table of contents jumps to its article; retention and officer', async ({
  page,
}) => {
  await page.goto('/policy');
  await page
    .getByRole('navigation', { name: '목차' })
    .getByRole('link', { name: /보호책임자/ })
    .click();
  await expect(page).toHaveURL(/\/policy#officer$/);
  await expect(page.locator('#officer h2')).toBeInViewport();
  await expect(page.locator('#officer')).toContainText('박도윤');

  const retention = page.locator('#retention');
  for (const [record, period] of [
    ['계약 또는 청약철회', '5년'],
    ['대금 결제', '5년'],
    ['불만 또는 분쟁', '3년'],
    ['접속 기록', '3개월'],
  ]) {
    await expect(retention.getByRole('row').filter({ hasText: record! })).toContainText(period!);
  }
  await expect(page.locator('#third-party')).toContainText('토스페이먼츠');

  await page.goto('/policy#retention');
  await expect(page.locator('#retention h2')).toBeInViewport();
});

test('collection: the looks link to the products', async ({ page }) => {
  await page.goto('/collection');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const links = page.getByRole('main').getByRole('link', { name: /상품 보기/ });
  expect(await links.count()).toBeGreaterThanOrEqual(9);
  await links.first().click();
  await expect(page).toHaveURL(/\/products$/);
});

test('the home intro video and its poster are served', async ({ page }) => {
  const video = await page.request.get('/media/intro.mp4');
  expect(video.status()).toBe(200);
  expect(video.headers()['content-type']).toBe('video/mp4');
  expect((await video.body()).byteLength).toBeLessThan(1_500_000);
  const poster = await page.request.get('/media/intro-poster.jpg');
  expect(poster.status()).toBe(200);
  expect(poster.headers()['content-type']).toBe('image/jpeg');
});
