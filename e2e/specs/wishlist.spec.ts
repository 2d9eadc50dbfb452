import type { Page } from '@playwright/test';
import {
  apiSignIn,
  checkAndShoot,
  expect,
  layoutFaults,
  newMember,
  productId,
  seriousA11yViolations,
  shoot,
  signInNewMember,
  signInThroughDialog,
  test,
} from '../fixtures';

const BAG = '나일론 쇼퍼백';
const TEE = '헤비웨이트 코튼 반팔 티셔츠';
const SKIRT = '플리츠 미디 스커트';

async function wishedIds(page: Page, headers: Record<string, string>) {
  const response = await page.request.get('/v1/wishlist/ids', { headers });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { item_ids: number[] }).item_ids;
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The page fits the screen and axe finds nothing serious. */
async function expectClean(page: Page) {
  expect(await layoutFaults(page)).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test('a guest’s heart asks to sign in, and back on the product it is wished', async ({ page }) => {
  const member = await newMember(page);
  const bag = await productId(page, BAG);
  await page.goto(`/product/${bag}`);
  const heart = page.getByRole('button', { name: `${BAG} 관심상품` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();

  const dialog = await signInThroughDialog(
    page,
    member,
    '관심상품은 로그인 후 이용할 수 있습니다.',
  );

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/product/${bag}$`));
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(page, '관심상품에 담았습니다.')).toBeVisible();
  const { headers } = await apiSignIn(page.request, member.userId, member.password);
  expect(await wishedIds(page, headers)).toEqual([bag]);

  // Pressed again it lets go, on the server too.
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(toast(page, '관심상품에서 뺐습니다.')).toBeVisible();
  await expect.poll(() => wishedIds(page, headers)).toEqual([]);
});

test('product cards carry a heart each, filled for the wished product', async ({
  page,
  shopper: { headers },
}, testInfo) => {
  const tee = await productId(page, TEE);
  expect((await page.request.put(`/v1/wishlist/${tee}`, { headers })).status()).toBe(204);
  await page.goto('/products');
  const teeHeart = page.getByRole('button', { name: `${TEE} 관심상품` });
  await expect(teeHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: `${BAG} 관심상품` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  // The heart is its own button: pressing it does not open the product.
  await page.getByRole('button', { name: `${BAG} 관심상품` }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('button', { name: `${BAG} 관심상품` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectClean(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, testInfo, 'wishlist-product-grid', { fullPage: false });
});

test('My Page counts the wished products; the list moves one to the cart and removes another', async ({
  page,
  shopper: { headers },
}, testInfo) => {
  const bag = await productId(page, BAG);
  const tee = await productId(page, TEE);
  for (const id of [bag, tee]) {
    expect((await page.request.put(`/v1/wishlist/${id}`, { headers })).status()).toBe(204);
  }
  await page.goto('/mypage');
  const shortcut = page.getByRole('link', { name: /관심상품/ });
  await expect(shortcut).toContainText('2개');
  await shortcut.click();
  await expect(page).toHaveURL(/\/mypage\/wishlist$/);
  await expect(page.getByRole('heading', { name: '관심상품', level: 1 })).toBeVisible();
  const rows = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /삭제/ }) });
  await expect(rows).toHaveCount(2);
  // Newest first.
  await expect(rows.nth(0)).toContainText(TEE);
  await expect(rows.nth(1)).toContainText(BAG);
  await expectClean(page);
  await shoot(page, testInfo, 'wishlist-page');

  // Several options: the cart's option popup asks which.
  await page.getByRole('button', { name: `${BAG} 장바구니 담기` }).click();
  const dialog = page.getByRole('dialog', { name: '옵션 선택' });
  await dialog.getByLabel('옵션', { exact: true }).selectOption('샌드 / FREE');
  await checkAndShoot(page, testInfo, 'wishlist-option-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, '장바구니에 담고 관심상품에서 뺐습니다.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('wishlist-count')).toHaveText('1개');
  const cart = (await (await page.request.get('/v1/cart', { headers })).json()) as {
    item: { item_id: number };
    options: string;
    quantity: number;
  }[];
  expect(cart.map((line) => [line.item.item_id, line.options, line.quantity])).toEqual([
    [bag, '샌드 / FREE', 1],
  ]);

  await page.getByRole('button', { name: `${TEE} 관심상품에서 삭제` }).click();
  await expect(page.getByText('아직 관심상품이 없습니다.')).toBeVisible();
  await expect.poll(() => wishedIds(page, headers)).toEqual([]);
  await page.goto('/mypage');
  await expect(page.getByRole('link', { name: /관심상품/ })).toContainText('0개');
});

test('the product page shows the products viewed before it, and forgets them on request', async ({
  page,
  baseURL,
}, testInfo) => {
  const skirt = await productId(page, SKIRT);
  const tee = await productId(page, TEE);
  await page.goto(`/product/${skirt}`);
  await expect(page.getByRole('heading', { name: SKIRT, level: 1 })).toBeVisible();
  // The first product viewed has nothing before it.
  await expect(page.getByRole('heading', { name: '최근 본 상품' })).toHaveCount(0);

  await page.goto(`/product/${tee}`);
  const strip = page.getByRole('region', { name: '최근 본 상품' });
  await expect(strip.getByRole('link')).toHaveText([new RegExp(SKIRT)]);
  await strip.scrollIntoViewIfNeeded();
  await expectClean(page);
  await shoot(page, testInfo, 'wishlist-recent-strip', { fullPage: false });

  // My Page shows both, newest first.
  await signInNewMember(page, baseURL!);
  await page.goto('/mypage');
  const section = page.getByRole('region', { name: '최근 본 상품' });
  await expect(section.getByRole('link')).toHaveText([new RegExp(TEE), new RegExp(SKIRT)]);
  await section.scrollIntoViewIfNeeded();
  await expectClean(page);

  await page.goto(`/product/${tee}`);
  await strip.getByRole('button', { name: '최근 본 상품 전체 삭제' }).click();
  await expect(strip).toHaveCount(0);
  await page.goto(`/product/${skirt}`);
  await expect(page.getByRole('heading', { name: SKIRT, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: '최근 본 상품' })).toHaveCount(0);
});
