import type { Locator, Page } from '@playwright/test';
import {
  apiSignIn,
  checkAndShoot,
  expect,
  newMember,
  productId,
  seriousA11yViolations,
  shoot,
  signInThroughDialog,
  test,
} from '../fixtures';

const KNIT = '램스울 크루넥 니트';
const TOTE = '캔버스 데일리 토트백';
const WON = /^\d{1,3}(,\d{3})*원$/;

interface Card {
  id: number;
  name: string;
  price: number;
  image_urls: string[];
}

async function catalog(page: Page): Promise<Card[]> {
  const response = await page.request.get('/v1/items');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Card[];
}

/** Every image in the locator has loaded and has pixels (lazy ones are scrolled to first). */
async function expectImagesLoaded(images: Locator) {
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
}

/** Scrolls through the page so lazy images load, then back to the top, for a full screenshot. */
async function loadWholePage(page: Page) {
  await expectImagesLoaded(page.locator('main img:not([aria-hidden="true"] img)'));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
}

const toast = (page: Page, role: 'status' | 'alert', text: string) =>
  page.getByRole(role).filter({ hasText: text });

test('products: every card links to its product with a won price and images that load', async ({
  page,
  isMobile,
}, testInfo) => {
  // Other specs add products to the same shop, so the grid is checked against the page of the
  // list the page itself received; the demo catalog alone has 46.
  const listed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/v1/items/search' && response.ok(),
  );
  await page.goto('/products');
  const first = (await (await listed).json()) as { items: Card[]; total: number };
  const cards = first.items;
  expect(cards).toHaveLength(20);
  expect(first.total).toBeGreaterThanOrEqual(46);
  await expect(page).toHaveTitle(/Product/);
  await expect(page.getByRole('heading', { name: 'Product', level: 1 })).toBeVisible();
  await expect(page.getByText(`${first.total}개의 상품`)).toBeVisible();

  const links = page.getByRole('main').locator('li a[href^="/product/"]');
  await expect(links).toHaveCount(cards.length);
  // Newest first, as the API answers.
  for (const [index, card] of cards.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAttribute('href', `/product/${card.id}`);
    await expect(link).toContainText(card.name);
    await expect(link.getByText(WON)).toHaveText(
      `${new Intl.NumberFormat('ko-KR').format(card.price)}원`,
    );
  }

  // 3 columns on desktop, 2 on mobile: count the cards sharing the first row.
  const tops = await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().top));
  expect(tops.filter((top) => Math.abs(top - tops[0]!) < 2)).toHaveLength(isMobile ? 2 : 3);

  // The first image of every demo card, in a reserved 4:5 box. (A product another journey is
  // making may not have its photos yet.)
  expect(
    (await catalog(page)).filter((c) => c.image_urls[0]?.startsWith('/uploads/demo/')),
  ).toHaveLength(46);
  const demo = cards.filter((card) => card.image_urls[0]?.startsWith('/uploads/demo/'));
  expect(demo.length).toBeGreaterThan(0);
  const firstImages = page
    .getByRole('main')
    .locator(demo.map((card) => `a[href="/product/${card.id}"] img:not([alt=""])`).join(', '));
  await expect(firstImages).toHaveCount(demo.length);
  const box = await firstImages.first().boundingBox();
  expect(box!.height / box!.width).toBeCloseTo(1.25, 1);
  await expectImagesLoaded(firstImages);

  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.waitForTimeout(300);
  await shoot(page, testInfo, 'products');
});

test('products: the second image shows on hover (desktop)', async ({ page, isMobile }) => {
  test.skip(isMobile, 'no hover on touch screens');
  const id = await productId(page, KNIT);
  await page.goto('/products?category=knit');
  const card = page.getByRole('main').locator(`a[href="/product/${id}"]`);
  const second = card.locator('img[alt=""]');
  await expect(second).toHaveCSS('opacity', '0');
  await card.hover();
  await expect(second).toHaveCSS('opacity', '1');
});

test('product: sections, sold-out option, quantities bounded by stock, x removes the row', async ({
  page,
}, testInfo) => {
  const knit = await productId(page, KNIT);
  await page.goto(`/product/${knit}`);
  await expect(page.getByRole('heading', { name: KNIT, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${KNIT} | ONDO STUDIO`);
  await expect(page.getByRole('main').getByText('129,000원').first()).toBeVisible();

  const details = page.getByText('상세 정보', { exact: true });
  await expect(details).toBeVisible();
  await expect(page.getByText('핏 & 사이즈', { exact: true })).toBeVisible();
  await expect(page.getByText('소재 & 세탁', { exact: true })).toBeVisible();
  await expect(page.getByText('램스울 100%')).toBeHidden();
  await page.getByText('소재 & 세탁', { exact: true }).click();
  await expect(page.getByText('램스울 100%')).toBeVisible();

  const select = page.getByLabel('옵션', { exact: true });
  await expect(select.getByRole('option', { name: '네이비 / M (품절)' })).toBeDisabled();
  await expect(select.getByRole('option', { name: '오트밀 / S', exact: true })).toBeEnabled();

  await select.selectOption('오트밀 / M');
  const row = page.getByRole('group', { name: '오트밀 / M' });
  await expect(row.getByLabel('수량', { exact: true })).toHaveText('1');
  await row.getByRole('button', { name: '오트밀 / M 수량 늘리기' }).click();
  await expect(row.getByLabel('수량', { exact: true })).toHaveText('2');
  await select.selectOption('네이비 / L');
  await expect(page.getByTestId('total-price')).toHaveText('387,000원');

  await row.getByRole('button', { name: '오트밀 / M 삭제' }).click();
  await expect(row).toBeHidden();
  await expect(page.getByTestId('total-price')).toHaveText('129,000원');
  await select.selectOption('오트밀 / M');
  await expect(row.getByLabel('수량', { exact: true })).toHaveText('1');

  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await seriousA11yViolations(page)).toEqual([]);
  await loadWholePage(page);
  await shoot(page, testInfo, 'product');

  // The tote has a single unit: plus stops at 1, minus hides the row.
  await page.goto(`/product/${await productId(page, TOTE)}`);
  await page.getByLabel('옵션', { exact: true }).selectOption('에크루 / FREE');
  const tote = page.getByRole('group', { name: '에크루 / FREE' });
  await expect(tote.getByLabel('수량', { exact: true })).toHaveText('1');
  const plus = tote.getByRole('button', { name: '에크루 / FREE 수량 늘리기' });
  await expect(plus).toBeDisabled();
  await plus.click({ force: true });
  await expect(tote.getByLabel('수량', { exact: true })).toHaveText('1');
  await expect(page.getByTestId('total-price')).toHaveText('59,000원');
  await tote.getByRole('button', { name: '에크루 / FREE 수량 줄이기' }).click();
  await expect(tote).toBeHidden();
  await expect(page.getByTestId('total-price')).toHaveText('0원');
});

test('guest cart: a guest fills a cart, signs in to order, and the lines join the member’s cart', async ({
  page,
}, testInfo) => {
  const member = await newMember(page);
  const knit = await productId(page, KNIT);
  // The member already holds one of the same option from another visit.
  const session = await apiSignIn(page.request, member.userId, member.password);
  const held = await page.request.post('/v1/cart/create', {
    headers: session.headers,
    data: { item_id: knit, options: [{ color_size: '오트밀 / S', quantity: 1 }] },
  });
  expect(held.status()).toBe(201);

  await page.goto(`/product/${knit}`);
  await page.getByLabel('옵션', { exact: true }).selectOption('오트밀 / S');
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  const sheet = page.getByRole('dialog', { name: '장바구니에 담았습니다.' });
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('dialog', { name: '로그인' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '장바구니 1개' }).first()).toBeAttached();
  await shoot(page, testInfo, 'product-added-sheet', { fullPage: false });
  await sheet.getByRole('link', { name: '장바구니 보기' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: KNIT }).first()).toBeVisible();
  await checkAndShoot(page, testInfo, 'guest-cart');
  await main.getByRole('button', { name: /상품 주문/ }).click();
  // The order sheet asks first: sign in, or order as a guest.
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole('heading', { name: '어떻게 주문하시겠어요?' })).toBeVisible();
  await checkAndShoot(page, testInfo, 'checkout-choice', { fullPage: false });
  await page.getByRole('button', { name: '로그인하고 주문' }).click();
  const dialog = await signInThroughDialog(page, member, '로그인하면 회원으로 주문할 수 있습니다.');

  // Still on the cart, now the member's: the guest's unit joined the one already held.
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: '장바구니 1개' }).first()).toBeAttached();
  await expect
    .poll(async () => {
      const cart = await page.request.get('/v1/cart', { headers: session.headers });
      return ((await cart.json()) as { options: string; quantity: number }[]).map(
        (l) => `${l.options}×${l.quantity}`,
      );
    })
    .toEqual(['오트밀 / S×2']);
  // The browser's own cart is gone with its cookie.
  const left = await page.request.get('/v1/cart');
  expect(await left.json()).toEqual([]);
});

test('product: signed in, asks for an option, adds to the cart and hands lines to /order', async ({
  page,
  shopper: { access },
}, testInfo) => {
  const knit = await productId(page, KNIT);
  await page.goto(`/product/${knit}`);
  await expect(page.getByRole('heading', { name: KNIT, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(toast(page, 'alert', '옵션을 하나 이상 선택해주세요.')).toBeVisible();
  await page.getByRole('button', { name: '바로 구매' }).click();
  await expect(toast(page, 'alert', '옵션을 하나 이상 선택해주세요.')).toHaveCount(2);

  const select = page.getByLabel('옵션', { exact: true });
  await select.selectOption('오트밀 / L');
  await page.getByRole('button', { name: '오트밀 / L 수량 늘리기' }).click();
  await select.selectOption('네이비 / S');
  await shoot(page, testInfo, 'product-rows');
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(toast(page, 'status', '장바구니에 담았습니다.')).toBeVisible();
  await page.getByRole('button', { name: '계속 쇼핑' }).click();

  const cart = await page.request.get('/v1/cart', {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(cart.ok()).toBe(true);
  const lines = (await cart.json()) as {
    item: { item_id: number };
    options: string;
    quantity: number;
  }[];
  const summary = lines.map((l) => ({ id: l.item.item_id, option: l.options, q: l.quantity }));
  expect(summary).toEqual(
    expect.arrayContaining([
      { id: knit, option: '오트밀 / L', q: 2 },
      { id: knit, option: '네이비 / S', q: 1 },
    ]),
  );

  await select.selectOption('오트밀 / S');
  await page.getByRole('button', { name: '바로 구매' }).click();
  await expect(page).toHaveURL(/\/order$/);
  const state = await page.evaluate(() => window.history.state?.usr);
  expect(state).toEqual({
    type: 'item',
    lines: [
      {
        item_id: knit,
        option: '오트밀 / S',
        quantity: 1,
        unit_price: 129_000,
        item_name: KNIT,
        image_url: expect.stringMatching(/^\/uploads\//),
      },
    ],
  });
});

test('product: an unknown product says so in Korean', async ({ page, consoleErrors }, testInfo) => {
  // The browser logs the API's 404 for the missing product.
  consoleErrors.allow(/status of 404/);
  await page.goto('/product/999999');
  await expect(page.getByRole('heading', { name: '상품을 찾을 수 없습니다.' })).toBeVisible();
  await expect(page).toHaveTitle(/상품을 찾을 수 없습니다/);
  await shoot(page, testInfo, 'product-not-found');
  await page.getByRole('link', { name: '상품 목록으로' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test.describe('desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop carousel');

  test('the carousel moves with arrows, dots and arrow keys, wrapping around', async ({ page }) => {
    await page.goto(`/product/${await productId(page, KNIT)}`);
    const gallery = page.getByRole('region', { name: '상품 이미지' });
    const counter = gallery.getByText(/^상품 이미지 \d \/ 3$/);
    const dots = gallery.getByRole('button', { name: /번째 이미지 보기/ });
    await expect(counter).toHaveText('상품 이미지 1 / 3');
    await expect(dots).toHaveCount(3);

    await gallery.getByRole('button', { name: '다음 이미지' }).click();
    await expect(counter).toHaveText('상품 이미지 2 / 3');
    await gallery.getByRole('button', { name: '이전 이미지' }).click();
    await gallery.getByRole('button', { name: '이전 이미지' }).click();
    await expect(counter).toHaveText('상품 이미지 3 / 3');
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await gallery.getByRole('button', { name: '다음 이미지' }).click();
    await expect(counter).toHaveText('상품 이미지 1 / 3');

    await dots.nth(1).click();
    await expect(counter).toHaveText('상품 이미지 2 / 3');
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('상품 이미지 3 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('상품 이미지 1 / 3');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('상품 이미지 3 / 3');

    // The slide shown is the one the counter names.
    const shown = gallery.locator('li[aria-hidden="false"] img');
    await expect(shown).toHaveAttribute('alt', `${KNIT} 이미지 3`);
    await expect(shown).toBeInViewport();
  });
});

test.describe('mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile gallery');

  test('a shared product: its link preview and structured data agree with the shop', async ({
    page,
  }) => {
    const id = await productId(page, KNIT);
    const served = await page.request.get(`/product/${id}?utm_source=kakaotalk`);
    expect(served.status()).toBe(200);
    const html = await served.text();
    const meta = (property: string) =>
      new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
    const item = (await (await page.request.get(`/v1/items/${id}`)).json()) as {
      name: string;
      price: number;
      options: Record<string, number>;
    };
    expect(meta('og:title')).toContain(item.name);
    expect(meta('og:url')).toMatch(new RegExp(`/product/${id}$`));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/product/${id}"`));
    const image = await page.request.get(meta('og:image')!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);

    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) =>
        JSON.parse(m[1]!) as { '@type': string; offers?: { price: number; availability: string } },
    );
    const product = blocks.find((b) => b['@type'] === 'Product');
    const inStock = Object.values(item.options).some((stock) => stock > 0);
    expect(product?.offers).toMatchObject({
      price: item.price,
      availability: `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`,
    });
    expect(blocks.map((b) => b['@type'])).toContain('BreadcrumbList');

    // The page a shopper opens from the preview shows the same name and price.
    await page.goto(`/product/${id}?utm_source=kakaotalk`);
    await expect(page.getByRole('heading', { name: item.name, level: 1 })).toBeVisible();
    await expect(page.getByText(`${item.price.toLocaleString('ko-KR')}원`).first()).toBeVisible();
  });

  test('the gallery follows a swipe over 50px, snaps back under it, wraps around', async ({
    page,
  }, testInfo) => {
    await page.goto(`/product/${await productId(page, KNIT)}`);
    const gallery = page.getByRole('region', { name: '상품 이미지' });
    const counter = gallery.getByText(/^상품 이미지 \d \/ 3$/);
    await expect(counter).toHaveText('상품 이미지 1 / 3');
    await expect(gallery.getByRole('button', { name: '다음 이미지' })).toBeHidden();

    const cdp = await page.context().newCDPSession(page);
    const viewport = await page.getByTestId('gallery-viewport').boundingBox();
    const swipe = async (dx: number) => {
      const x = viewport!.x + viewport!.width / 2;
      const y = viewport!.y + viewport!.height / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 6; step += 1) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: x + (dx * step) / 6, y }],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };

    await swipe(-40);
    await expect(counter).toHaveText('상품 이미지 1 / 3');
    await swipe(-90);
    await expect(counter).toHaveText('상품 이미지 2 / 3');
    await swipe(90);
    await swipe(90);
    await expect(counter).toHaveText('상품 이미지 3 / 3');
    await swipe(-90);
    await expect(counter).toHaveText('상품 이미지 1 / 3');

    // The heart and the two buttons stay reachable above the bottom bar, full width.
    const buy = page.getByRole('button', { name: '바로 구매' });
    const add = page.getByRole('button', { name: '장바구니 담기' });
    const heart = page.getByRole('button', { name: /관심상품$/ });
    await expect(buy).toBeInViewport();
    const buyBox = (await buy.boundingBox())!;
    const addBox = (await add.boundingBox())!;
    const heartBox = (await heart.boundingBox())!;
    expect(buyBox.height).toBeGreaterThanOrEqual(44);
    expect(heartBox.height).toBeGreaterThanOrEqual(44);
    expect(heartBox.x).toBeLessThan(24);
    expect(addBox.x).toBeGreaterThan(heartBox.x + heartBox.width);
    expect(buyBox.x + buyBox.width).toBeGreaterThan(390 - 24);
    await shoot(page, testInfo, 'product-swiped');
  });
});
