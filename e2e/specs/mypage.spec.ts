import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import {
  agree,
  apiSignIn,
  checkAndShoot,
  expect,
  productId,
  seriousA11yViolations,
  shoot,
  signInNewMember,
  test,
  typeAddressByHand,
} from '../fixtures';
import { operator } from '../playwright.config';

const TEE = '헤비웨이트 코튼 반팔 티셔츠';
const BAG = '나일론 쇼퍼백';

interface CartLine {
  cart_id: number;
  item: { item_id: number; item_name: string };
  options: string;
  quantity: number;
  max_quantity: number;
}

async function cartOf(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get('/v1/cart', { headers });
  expect(response.ok()).toBe(true);
  return (await response.json()) as CartLine[];
}

/** Chooses options on the product page and puts them in the cart, as a shopper does. */
async function addFromProductPage(page: Page, id: number, options: string[]) {
  await page.goto(`/product/${id}`);
  const select = page.getByLabel('옵션', { exact: true });
  for (const option of options) await select.selectOption(option);
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(toast(page, 'status', '장바구니에 담았습니다.')).toBeVisible();
  await page.getByRole('button', { name: '계속 쇼핑' }).click();
}

/** Puts `quantity` bags in the member's cart and orders them from the cart page. */
async function orderBagsFromCart(
  page: Page,
  headers: Record<string, string>,
  quantity: number,
  isMobile: boolean,
) {
  const bag = await productId(page, BAG);
  const added = await page.request.post('/v1/cart/create', {
    headers,
    data: { item_id: bag, options: [{ color_size: '차콜 / FREE', quantity }] },
  });
  expect(added.status()).toBe(201);
  await page.goto('/cart');
  await page
    .getByRole('button', { name: isMobile ? /1개 상품 주문하기/ : '선택 상품 주문' })
    .click();
}

/** Opens a cart line's option popup with `opener`, picks `option`, shoots it as `shot` and saves. */
async function changeOption(
  page: Page,
  testInfo: TestInfo,
  { opener, option, shot }: { opener: Locator; option: string; shot: string },
) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: '옵션 변경' });
  await dialog.getByLabel('옵션', { exact: true }).selectOption(option);
  await shoot(page, testInfo, shot, { fullPage: false });
  await dialog.getByRole('button', { name: '변경' }).click();
  await expect(dialog).toBeHidden();
}

const toast = (page: Page, role: 'status' | 'alert', text: string) =>
  page.getByRole(role).filter({ hasText: text });

/** On the order sheet: recipient, a hand-typed address, the agreement, pay, approve in the sandbox. */
async function payOnOrderSheet(page: Page, total: string) {
  await expect(page.getByRole('heading', { name: '주문서', level: 1 })).toBeVisible();
  await page.getByLabel('받는 분', { exact: true }).fill('김온도');
  await page.getByLabel('휴대폰 번호', { exact: true }).fill('010-1234-5678');
  await typeAddressByHand(page, '3층');
  await agree(page);
  await page.getByRole('button', { name: `${total} 결제하기` }).click();
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다.' })).toBeVisible({
    timeout: 15_000,
  });
}

test.describe('desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop cart: checkboxes and popups');

  test('cart (desktop): quantity and option popups, delete, order the ticked lines', async ({
    page,
    shopper: { headers, nickname },
  }, testInfo) => {
    const tee = await productId(page, TEE);
    const bag = await productId(page, BAG);
    await addFromProductPage(page, tee, ['오트밀 / 2', '차콜 / 1']);
    await addFromProductPage(page, bag, ['샌드 / FREE']);

    // My Page links to the cart, which is /cart on desktop too.
    await page.goto('/mypage');
    await expect(page.getByRole('heading', { name: '김온도 님', level: 1 })).toBeVisible();
    await expect(page.getByText(nickname)).toBeVisible();
    await expect(page.getByTestId('cart-lines')).toHaveText('3개');
    await page.getByTestId('cart-lines').click();
    await expect(page).toHaveURL(/\/cart$/);
    const cartBlock = page.getByRole('main');
    await expect(cartBlock.getByRole('heading', { name: '장바구니', level: 1 })).toBeVisible();
    const selectAll = cartBlock.getByRole('checkbox', { name: /전체 선택/ });
    await expect(selectAll).toBeChecked();
    await expect(cartBlock.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('cart-items-total')).toHaveText('127,000원');
    await expect(page.getByTestId('cart-shipping-fee')).toHaveText('0원 (무료)');

    // Quantity popup: past the stock the docs/api.md#cart message, then 3.
    const stock = (await cartOf(page.request, headers)).find(
      (l) => l.options === '오트밀 / 2',
    )!.max_quantity;
    const oatmealRow = cartBlock.getByRole('listitem').filter({ hasText: '오트밀 / 2' });
    await oatmealRow.getByRole('button', { name: `${TEE} 수량 변경` }).click();
    const quantityDialog = page.getByRole('dialog', { name: '수량 변경' });
    const input = quantityDialog.getByLabel('수량', { exact: true });
    await input.fill(String(stock + 1));
    await quantityDialog.getByRole('button', { name: '변경' }).click();
    await expect(quantityDialog.getByRole('alert')).toHaveText(
      `이 옵션은 최대 ${stock}개까지 담을 수 있습니다.`,
    );
    await shoot(page, testInfo, 'mypage-quantity-popup', { fullPage: false });
    await input.fill('3');
    await quantityDialog.getByRole('button', { name: '변경' }).click();
    await expect(quantityDialog).toBeHidden();
    await expect(oatmealRow.getByTestId('line-quantity')).toHaveText('3개');

    // Option popup: 차콜 / 1 becomes 차콜 / 3.
    const charcoalRow = cartBlock.getByRole('listitem').filter({ hasText: '차콜 / 1' });
    await changeOption(page, testInfo, {
      opener: charcoalRow.getByRole('button', { name: `${TEE} 옵션 변경` }),
      option: '차콜 / 3',
      shot: 'mypage-option-popup',
    });
    await expect(cartBlock.getByRole('listitem').filter({ hasText: '차콜 / 3' })).toBeVisible();
    await expect(cartBlock.getByRole('listitem').filter({ hasText: '차콜 / 1' })).toHaveCount(0);
    // A full-page capture resizes the page for a moment and remounts it: shoot before ticking.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, testInfo, 'mypage-cart');

    // Delete the bag alone: untick all, tick the bag, delete selected.
    await selectAll.uncheck();
    await cartBlock.getByRole('checkbox', { name: `${BAG} 샌드 / FREE 선택` }).check();
    await cartBlock.getByRole('button', { name: '선택 삭제' }).click();
    await expect(toast(page, 'status', '선택한 상품을 장바구니에서 삭제했습니다.')).toBeVisible();
    await expect(cartBlock.getByRole('listitem')).toHaveCount(2);

    const lines = await cartOf(page.request, headers);
    expect(lines.map((l) => ({ option: l.options, quantity: l.quantity })).sort()).toEqual(
      expect.arrayContaining([
        { option: '오트밀 / 2', quantity: 3 },
        { option: '차콜 / 3', quantity: 1 },
      ]),
    );
    expect(lines).toHaveLength(2);

    // Tick only the oatmeal line and order it.
    await cartBlock.getByRole('checkbox', { name: `${TEE} 오트밀 / 2 선택` }).check();
    await expect(page.getByTestId('cart-items-total')).toHaveText('117,000원');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await cartBlock.getByRole('button', { name: '선택 상품 주문' }).click();
    await expect(page).toHaveURL(/\/order$/);
    const oatmeal = lines.find((l) => l.options === '오트밀 / 2')!;
    expect(await page.evaluate(() => window.history.state?.usr)).toEqual({
      type: 'cart',
      cart_ids: [oatmeal.cart_id],
    });
    const items = page.getByRole('region', { name: /주문 상품/ });
    await expect(items.getByRole('listitem')).toHaveCount(1);
    await expect(items.getByText('옵션 오트밀 / 2 · 수량 3개')).toBeVisible();
    await expect(items.getByText('117,000원')).toBeVisible();
  });
});

test.describe('mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'the mobile cart page');

  test('/cart: plus and minus, option change, fee under and over 50,000원, delete, order', async ({
    page,
    shopper: { headers },
  }, testInfo) => {
    const tee = await productId(page, TEE);
    const bag = await productId(page, BAG);
    await addFromProductPage(page, tee, ['오트밀 / 2']);
    await addFromProductPage(page, bag, ['샌드 / FREE']);

    // The product page shows its buy bar instead of the tab bar: the top bar's bag leads on
    // (back at the top, where the top bar shows).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('banner').getByRole('link', { name: '장바구니 2개' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: '장바구니', level: 1 })).toBeVisible();
    await expect(
      page.getByText('50,000원 이상 구매 시 무료 배송, 미만은 배송비 3,000원'),
    ).toBeVisible();
    await expect(page.getByTestId('cart-shipping-fee')).toHaveText('0원 (무료)');
    await expect(page.getByTestId('cart-total')).toHaveText('88,000원');

    // Only the tee: under 50,000원, so 3,000원 of shipping.
    await page.getByRole('checkbox', { name: `${BAG} 샌드 / FREE 선택` }).uncheck();
    await expect(page.getByTestId('cart-items-total')).toHaveText('39,000원');
    await expect(page.getByTestId('cart-shipping-fee')).toHaveText('3,000원');
    await expect(page.getByTestId('cart-total')).toHaveText('42,000원');
    await expect(page.getByText('11,000원 더 담으면 무료 배송')).toBeVisible();
    await shoot(page, testInfo, 'cart');

    const quantity = page.getByLabel(`${TEE} 수량`, { exact: true });
    await page.getByRole('button', { name: `${TEE} 수량 늘리기` }).click();
    await expect(quantity).toHaveText('2');
    await expect(page.getByTestId('cart-shipping-fee')).toHaveText('0원 (무료)');
    await expect(page.getByTestId('cart-total')).toHaveText('78,000원');
    await page.getByRole('button', { name: `${TEE} 수량 줄이기` }).click();
    await expect(quantity).toHaveText('1');
    await expect(page.getByRole('button', { name: `${TEE} 수량 줄이기` })).toBeDisabled();

    await changeOption(page, testInfo, {
      opener: page.getByRole('button', { name: `${TEE} 옵션 변경` }),
      option: '차콜 / 2',
      shot: 'cart-option-popup',
    });
    await expect(page.getByRole('checkbox', { name: `${TEE} 차콜 / 2 선택` })).toBeVisible();

    await page.getByRole('button', { name: `${BAG} 샌드 / FREE 삭제` }).click();
    await expect(toast(page, 'status', '선택한 상품을 장바구니에서 삭제했습니다.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /선택$/ })).toHaveCount(1);

    const lines = await cartOf(page.request, headers);
    expect(lines.map((l) => [l.options, l.quantity])).toEqual([['차콜 / 2', 1]]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const order = page.getByRole('button', { name: '42,000원 1개 상품 주문하기' });
    await expect(order).toBeInViewport();
    await order.click();
    await expect(page).toHaveURL(/\/order$/);
    expect(await page.evaluate(() => window.history.state?.usr)).toEqual({
      type: 'cart',
      cart_ids: [lines[0]!.cart_id],
    });
    const items = page.getByRole('region', { name: /주문 상품/ });
    await expect(items.getByRole('listitem')).toHaveCount(1);
    await expect(items.getByText('옵션 차콜 / 2 · 수량 1개')).toBeVisible();
  });

  test('a visitor gets the login dialog over the page, and a button to open it again', async ({
    page,
  }, testInfo) => {
    await page.goto('/mypage');
    const dialog = page.getByRole('dialog', { name: '로그인' });
    await expect(dialog).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(page.getByText('회원 정보가 없습니다. 로그인해주세요.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: '로그인' }).click();
    await expect(dialog).toBeVisible();
    await shoot(page, testInfo, 'mypage-visitor', { fullPage: false });
    await page.goto('/mypage/wishlist');
    await expect(dialog).toBeVisible();
  });
});

test('coupon: claim one on /coupon and see it among the owned ones', async ({
  page,
  baseURL,
  isMobile,
}, testInfo) => {
  await signInNewMember(page, baseURL!);
  await page.goto('/coupon');
  await expect(page.getByRole('heading', { name: '쿠폰', level: 1 })).toBeVisible();
  const owned = page.getByRole('region', { name: '보유 쿠폰' });
  const claimable = page.getByRole('region', { name: '받을 수 있는 쿠폰' });
  await expect(owned.getByText('보유한 쿠폰이 없습니다.')).toBeVisible();
  const welcome = claimable.getByRole('article', { name: '신규 회원 5,000원 할인' });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByText('5,000원 할인', { exact: true })).toBeVisible();
  await expect(welcome.getByText('30,000원 이상 구매 시')).toBeVisible();
  await expect(welcome.getByText(/^\d{4}\.\d{2}\.\d{2} ~ \d{4}\.\d{2}\.\d{2}$/)).toBeVisible();
  await expect(claimable.getByRole('article', { name: '겨울 시즌 10% 할인' })).toContainText(
    '10% 할인',
  );
  // The expired summer coupon is not offered.
  await expect(page.getByText('여름 시즌오프 3,000원 할인')).toHaveCount(0);
  await checkAndShoot(page, testInfo, 'coupon');

  await welcome.getByRole('button', { name: '신규 회원 5,000원 할인 받기' }).click();
  await expect(toast(page, 'status', '쿠폰을 받았습니다.')).toBeVisible();
  await expect(owned.getByRole('article', { name: '신규 회원 5,000원 할인' })).toBeVisible();
  await expect(claimable.getByRole('article', { name: '신규 회원 5,000원 할인' })).toHaveCount(0);
  await shoot(page, testInfo, 'coupon-claimed');

  await page.goto('/mypage');
  if (isMobile) {
    await expect(
      page.getByRole('region', { name: '보유 쿠폰' }).getByRole('article', {
        name: '신규 회원 5,000원 할인',
      }),
    ).toBeVisible();
  } else {
    await expect(page.getByTestId('coupon-count')).toHaveText('1장');
    await page.getByRole('link', { name: /쿠폰/ }).click();
    await expect(page).toHaveURL(/\/coupon$/);
  }
});

test('orders: cart → order sheet → sandbox payment, then mypage shows it and cancels it', async ({
  page,
  shopper: { headers },
  isMobile,
}, testInfo) => {
  await orderBagsFromCart(page, headers, 1, isMobile);
  await expect(page).toHaveURL(/\/order$/);
  const items = page.getByRole('region', { name: /주문 상품/ });
  await expect(items.getByText(BAG)).toBeVisible();
  await expect(items.getByText('옵션 차콜 / FREE · 수량 1개')).toBeVisible();
  // 49,000원 of items is under 50,000원: 3,000원 of shipping on top.
  await payOnOrderSheet(page, '52,000원');

  await page.goto('/mypage#orderstatus');
  const block = page.locator('#orderstatus');
  await expect(block.getByRole('heading', { name: '주문 현황' })).toBeInViewport();
  await expect(block.getByRole('tab', { name: /주문 완료/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(block.getByTestId('count-ORDER_PLACED')).toHaveText('1');
  const card = block.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('주문 완료', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: BAG })).toBeVisible();
  await expect(card.getByText('차콜 / FREE · 1개')).toBeVisible();
  await expect(card.getByTestId('order-total')).toHaveText('52,000원');
  await expect(card.locator('img').first()).toBeVisible();
  // The paid line left the cart.
  if (!isMobile) await expect(page.getByTestId('cart-lines')).toHaveText('0개');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, testInfo, 'mypage-orders');

  await card.getByRole('button', { name: '주문 취소' }).click();
  const dialog = page.getByRole('dialog', { name: '주문을 취소할까요?' });
  await expect(dialog).toContainText('52,000원은 결제 수단으로 환불됩니다.');
  await shoot(page, testInfo, 'mypage-cancel-confirm', { fullPage: false });
  await dialog.getByRole('button', { name: '주문 취소하기' }).click();
  await expect(toast(page, 'status', '주문이 취소되었습니다.')).toBeVisible();
  await expect(block.getByTestId('count-ORDER_PLACED')).toHaveText('0');
  await expect(block.getByTestId('count-ORDER_CANCELLED')).toHaveText('1');
  await expect(block.getByText('주문 완료 주문이 없습니다.')).toBeVisible();

  await block.getByRole('tab', { name: /주문 취소/ }).click();
  const cancelled = block.getByRole('article');
  await expect(cancelled.getByText('주문 취소', { exact: true })).toBeVisible();
  await expect(cancelled.getByTestId('order-total')).toHaveText('52,000원');
  await expect(cancelled.getByRole('button', { name: '주문 취소' })).toHaveCount(0);
  await shoot(page, testInfo, 'mypage-cancelled');

  // The server agrees: the order is cancelled and cannot be cancelled twice.
  const orders = await page.request.get('/v1/orders?status=ORDER_CANCELLED', { headers });
  const [order] = ((await orders.json()) as { order_list: { order_id: number }[] }).order_list;
  const again = await page.request.post(`/v1/orders/${order!.order_id}/cancel`, { headers });
  expect(again.status()).toBe(409);
});

test('orders: the shop ships and refunds part of an order; mypage shows 배송중, tracking and refund', async ({
  page,
  shopper: { headers },
  isMobile,
}, testInfo) => {
  await orderBagsFromCart(page, headers, 2, isMobile);
  // 2 × 49,000원 is over 50,000원: free shipping.
  await payOnOrderSheet(page, '98,000원');

  const placed = await page.request.get('/v1/orders?status=ORDER_PLACED', { headers });
  const [order] = ((await placed.json()) as { order_list: { order_id: number }[] }).order_list;
  const admin = (await apiSignIn(page.request, operator.userId, operator.password)).headers;
  const shipped = await page.request.post(`/v1/admin/orders/${order!.order_id}/status`, {
    headers: admin,
    data: { status: 'SHIPPED', carrier: 'CJ대한통운', tracking_number: '6012-3456-7890' },
  });
  expect(shipped.status()).toBe(200);
  const { lines } = (await shipped.json()) as { lines: { line_id: number }[] };
  const refunded = await page.request.post(`/v1/admin/orders/${order!.order_id}/refund`, {
    headers: admin,
    data: {
      request_id: `e2e-${Date.now().toString(36)}-${isMobile ? 'm' : 'd'}`,
      reason: '한 개 반품',
      lines: [{ line_id: lines[0]!.line_id, quantity: 1 }],
    },
  });
  expect(refunded.status()).toBe(200);

  await page.goto('/mypage#orderstatus');
  const block = page.locator('#orderstatus');
  await expect(block.getByTestId('count-SHIPPED')).toHaveText('1');
  await block.getByRole('tab', { name: /배송중/ }).click();
  const card = block.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('배송중', { exact: true })).toBeVisible();
  const shipment = card.getByRole('region', { name: '배송 정보' });
  await expect(shipment).toContainText('CJ대한통운');
  await expect(shipment.getByRole('link', { name: /6012-3456-7890/ })).toHaveAttribute(
    'href',
    'https://trace.cjlogistics.com/next/tracking.html?wblNo=601234567890',
  );
  await expect(card.getByText('차콜 / FREE · 2개 · 환불 1개')).toBeVisible();
  await expect(card.getByTestId('order-refunded')).toHaveText('-49,000원');
  await expect(card.getByRole('button', { name: '주문 취소' })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await card.scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'mypage-shipped', { fullPage: false });
});

test('desktop visitor gets the sign-in prompt on mypage', async ({ page, isMobile }, testInfo) => {
  test.skip(isMobile, 'covered by the mobile visitor test');
  await page.goto('/mypage');
  await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible();
  await page.getByRole('dialog', { name: '로그인' }).getByRole('button', { name: '닫기' }).click();
  await expect(page.getByText('회원 정보가 없습니다. 로그인해주세요.')).toBeVisible();
  await shoot(page, testInfo, 'mypage-visitor');
});
