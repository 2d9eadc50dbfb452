import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiSignIn,
  expect,
  layoutFaults,
  newMember,
  seriousA11yViolations,
  shoot,
  signInBrowser,
  signInNewMember,
  test,
} from '../fixtures';
import { operator } from '../playwright.config';

const routes = JSON.parse(
  readFileSync(new URL('../../apps/web/src/app/routes.json', import.meta.url), 'utf8'),
) as { shop: string[][]; backOffice: string[][] };

const firstItemId = async (page: Page) =>
  ((await (await page.request.get('/v1/items')).json()) as { id: number }[])[0]!.id;

test('a guest reaches a product from home in two taps at most', async ({ page }, testInfo) => {
  await page.goto('/');
  const collection = page.getByRole('region', { name: '지금의 컬렉션' });
  const card = collection.getByRole('link').filter({ hasText: '원' }).first();
  await card.scrollIntoViewIfNeeded();
  // The card's first line is the product's name (other journeys add products without a photo).
  const name = (await card.innerText()).split('\n')[0]?.trim() ?? '';
  expect(name).not.toBe('');
  await card.click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The product opens at its top (the home page was scrolled down to the collection).
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await shoot(page, testInfo, 'home-to-product', { fullPage: false });
});

/** What every storefront page waits for: the entry script and the modules it preloads (decisions 021, 029). */
const SHELL_JS_BUDGET_GZ = 55 * 1024;

/** The scripts a page's HTML loads or preloads before anything runs. */
async function firstScripts(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  return [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
}

const holdsZod = (code: Buffer) => /ZodError|\$ZodType/.test(code.toString('utf8'));

test('the shell every page loads first stays light and holds no schema library', async ({
  request,
}) => {
  const scripts = await firstScripts(request, '/no-such-page');
  expect(scripts.length).toBeGreaterThan(0);
  let gz = 0;
  for (const src of scripts) {
    const code = await (await request.get(src)).body();
    gz += gzipSync(code, { level: 9 }).length;
    expect(holdsZod(code), src).toBe(false);
    // Chrome compiles the shell while it downloads (decision 029).
    expect(code.toString('utf8').startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
  }
  expect(gz).toBeLessThanOrEqual(SHELL_JS_BUDGET_GZ);
});

test('the pages a shopper lands on preload no schema library either', async ({ request }) => {
  const { notice_list: notices } = (await (await request.get('/v1/notice')).json()) as {
    notice_list: { notice_id: number }[];
  };
  const landings = [
    '/',
    '/products',
    `/product/${((await (await request.get('/v1/items')).json()) as { id: number }[])[0]!.id}`,
    '/service/qna',
    `/service/notice/${notices[0]!.notice_id}`,
    '/cart',
  ];
  for (const path of landings) {
    const scripts = await firstScripts(request, path);
    expect(scripts.length, path).toBeGreaterThan(1);
    for (const src of scripts) {
      expect(holdsZod(await (await request.get(src)).body()), `${path}: ${src}`).toBe(false);
    }
  }
});

test('the cart count follows adding and removing lines', async ({ page, baseURL }) => {
  await signInNewMember(page, baseURL!);
  const id = await firstItemId(page);
  await page.goto(`/product/${id}`);
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^장바구니/ });
  await expect(cartLink).toHaveAccessibleName('장바구니 0개');
  const select = page.getByLabel('옵션', { exact: true });
  const firstOption = select.locator('option:not([disabled]):not([value=""])').first();
  await select.selectOption(await firstOption.evaluate((o) => (o as HTMLOptionElement).value));
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page.getByRole('dialog', { name: '장바구니에 담았습니다.' })).toBeVisible();
  await expect(cartLink).toHaveAccessibleName('장바구니 1개');
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1');

  await page.getByRole('link', { name: '장바구니 보기' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('main').getByRole('button', { name: /삭제$/ }).first().click();
  const confirm = page.getByRole('dialog');
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(cartLink).toHaveAccessibleName('장바구니 0개');
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveCount(0);
});

test('the notice list, pinned first, reaches every notice page by page', async ({ page }) => {
  const admin = await apiSignIn(page.request, operator.userId, operator.password);
  const tag = `${Date.now().toString(36)}${test.info().project.name}`;
  for (let n = 1; n <= 11; n += 1) {
    const response = await page.request.post('/v1/admin/notices', {
      headers: admin.headers,
      data: { title: `안내 ${tag} ${n}`, payload: `<p>${n}번째 안내</p>` },
    });
    expect(response.status()).toBe(201);
  }
  const all = (await (await page.request.get('/v1/notice')).json()) as {
    notice_list: { notice_id: number; title: string; pinned: boolean }[];
  };
  expect(all.notice_list.length).toBeGreaterThan(10);

  await page.goto('/service/notices');
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  const pinned = all.notice_list.filter((n) => n.pinned).map((n) => n.title);
  const rows = page.getByRole('main').getByRole('listitem');
  for (const [i, title] of pinned.entries()) await expect(rows.nth(i)).toContainText(title);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const seen = new Set<string>();
  for (let p = 1; ; p += 1) {
    for (const text of await rows.allInnerTexts()) {
      const match = all.notice_list.find((n) => text.includes(n.title));
      if (match) seen.add(match.title);
    }
    const next = page.getByRole('navigation', { name: '페이지' }).getByRole('link', {
      name: `${p + 1}페이지`,
    });
    if ((await next.count()) === 0) break;
    const firstRow = await rows.first().innerText();
    await next.click();
    await expect(page).toHaveURL(new RegExp(`page=${p + 1}`));
    // The next page's rows, not the last page's still on screen.
    await expect(rows.first()).not.toHaveText(firstRow);
  }
  expect([...seen].sort()).toEqual(all.notice_list.map((n) => n.title).sort());

  // A notice of the page the list ended on opens from it (the other layout's run adds notices
  // at the same time, so which page holds which notice is not fixed).
  const link = page.locator('main a[href^="/service/notice/"]').last();
  const text = await link.innerText();
  const target = all.notice_list.find((n) => text.includes(n.title));
  expect(target, text).toBeTruthy();
  await link.click();
  await expect(page).toHaveURL(/\/service\/notice\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(target!.title);
});

/** Every storefront route, its `:id` filled with a real record. */
async function shopPaths(page: Page) {
  const member = await newMember(page);
  const session = await apiSignIn(page.request, member.userId, member.password);
  const post = await page.request.post('/v1/qna/create', {
    headers: session.headers,
    multipart: {
      qna_creation_request: JSON.stringify({
        title: '사이즈 문의',
        payload: '<p>M과 L 중 어느 쪽이 맞을까요?</p>',
      }),
    },
  });
  expect(post.status()).toBe(201);
  const postId = ((await post.json()) as { id: number }).id;
  const notices = (await (await page.request.get('/v1/notice')).json()) as {
    notice_list: { notice_id: number }[];
  };
  const ids: Record<string, string> = {
    '/product/:id': String(await firstItemId(page)),
    '/service/notice/:id': String(notices.notice_list[0]!.notice_id),
    '/service/contents/:id': String(postId),
    '/service/write/:id': String(postId),
    '/find-password/:token': 'not-a-real-token',
  };
  return routes.shop.map(([path = '']) => {
    const id = ids[path];
    return id ? path.replace(/:\w+$/, id) : path;
  });
}

// Axe takes seconds a page on a busy machine: the routes go in groups, each its own test, so that
// the two workers share them and no group nears its time limit.
const AXE_GROUP = 8;
const groups = (count: number) =>
  Array.from({ length: Math.ceil(count / AXE_GROUP) }, (_, i) => ({
    from: i * AXE_GROUP,
    to: Math.min(count, (i + 1) * AXE_GROUP),
  }));

for (const { from, to } of groups(routes.shop.length)) {
  test(`axe finds nothing serious and no page scrolls sideways on storefront routes ${from + 1}–${to}`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    consoleErrors.allow(/status of (400|401|404|410|422)/);
    const paths = (await shopPaths(page)).slice(from, to);
    const found: string[] = [];
    // A preload the page then fetches differently is downloaded twice: Chromium warns of it.
    page.on('console', (message) => {
      if (message.type() === 'warning' && /preload.*not used/.test(message.text()))
        found.push(`${page.url()} ${message.text()}`);
    });
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('불러오는 중…')).toHaveCount(0);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      found.push(...(await seriousA11yViolations(page)).map((v) => `${path} ${v}`));
      found.push(...(await layoutFaults(page)).map((v) => `${path} ${v}`));
    }
    expect(found).toEqual([]);
  });
}

for (const { from, to } of groups(routes.backOffice.length)) {
  test(`axe finds nothing serious and no page scrolls sideways on back-office routes ${from + 1}–${to}`, async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    consoleErrors.allow(/status of (404|422)/);
    await signInBrowser(page, baseURL!, operator.userId, operator.password);
    const id = String(await firstItemId(page));
    const found: string[] = [];
    for (const [path = ''] of routes.backOffice.slice(from, to)) {
      const address = `/admin/${path.replace(/:id$/, id)}`.replace(/\/$/, '');
      await page.goto(address);
      await expect(page.getByRole('navigation', { name: '관리자 메뉴' })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      found.push(...(await seriousA11yViolations(page)).map((v) => `${address} ${v}`));
      found.push(...(await layoutFaults(page)).map((v) => `${address} ${v}`));
    }
    expect(found).toEqual([]);
  });
}
