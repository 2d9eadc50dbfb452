import type { Page } from '@playwright/test';
import {
  agree,
  checkAndShoot,
  expect,
  openPaymentWindow,
  orderFromCart,
  seriousA11yViolations,
  shoot,
  signInNewMember,
  test,
  typeAddressByHand,
  won,
} from '../fixtures';

const TEE = '헤비웨이트 코튼 반팔 티셔츠';
const CAP = '워시드 코튼 볼캡';
const KNIT = '램스울 크루넥 니트';
const WINTER_COUPON = '겨울 시즌 10% 할인';

interface Card {
  id: number;
  name: string;
  price: number;
}

async function product(page: Page, name: string): Promise<Card> {
  const response = await page.request.get('/v1/items');
  const card = ((await response.json()) as Card[]).find((c) => c.name === name);
  expect(card, name).toBeTruthy();
  return card!;
}

async function stock(page: Page, itemId: number, option: string): Promise<number> {
  const response = await page.request.get(`/v1/items/${itemId}`);
  expect(response.ok()).toBe(true);
  const item = (await response.json()) as { options: Record<string, number> };
  return item.options[option] ?? Number.NaN;
}

/** Claims the demo coupon with this name for the member. */
async function claimCoupon(page: Page, headers: Record<string, string>, name: string) {
  const list = await page.request.get('/v1/coupons/list', { headers });
  const coupon = ((await list.json()) as { coupon_id: number; name: string }[]).find(
    (c) => c.name === name,
  );
  expect(coupon, name).toBeTruthy();
  const claimed = await page.request.post('/v1/users/me/add/coupon', {
    headers,
    data: { coupon_id: coupon!.coupon_id },
  });
  expect(claimed.status()).toBe(201);
}

const toast = (page: Page, role: 'status' | 'alert', text: string) =>
  page.getByRole(role).filter({ hasText: text });

/** Items − coupon + shipping (3,000원 under 50,000원 of items), as docs/api.md#amounts sets it. */
function expectedTotal(itemsTotal: number, ratio = 0) {
  const discount = Math.floor((itemsTotal * ratio) / 100);
  const shipping = itemsTotal < 50_000 ? 3_000 : 0;
  return itemsTotal - discount + shipping;
}

async function orders(page: Page, headers: Record<string, string>) {
  const response = await page.request.get('/v1/orders/all', { headers });
  expect(response.ok()).toBe(true);
  return (
    (await response.json()) as {
      order_list: { merchant_id: string; order_status: string; total_price: number }[];
    }
  ).order_list;
}

test('cart hand-off: coupon, address typed by hand, sandbox payment, success once', async ({
  page,
  shopper: member,
}, testInfo) => {
  await claimCoupon(page, member.headers, WINTER_COUPON);
  const tee = await product(page, TEE);
  const cap = await product(page, CAP);
  const teeBefore = await stock(page, tee.id, '차콜 / 2');
  const capOption = Object.keys(await capOptions(page, cap.id))[0]!;
  const capBefore = await stock(page, cap.id, capOption);
  await orderFromCart(page, member.headers, [
    { itemId: tee.id, option: '차콜 / 2', quantity: 2 },
    { itemId: cap.id, option: capOption, quantity: 1 },
  ]);

  const itemsTotal = tee.price * 2 + cap.price;
  await expect(page.getByRole('listitem').filter({ hasText: TEE })).toContainText('수량 2개');
  await expect(page.getByTestId('order-total')).toHaveText(won(expectedTotal(itemsTotal)));

  // One coupon; a second click lets it go; the expired demo coupon is not offered (not owned).
  const coupon = page.getByRole('button', { name: new RegExp(WINTER_COUPON) });
  await coupon.click();
  await expect(coupon).toHaveAttribute('aria-pressed', 'true');
  const total = expectedTotal(itemsTotal, 10);
  await expect(page.getByTestId('order-total')).toHaveText(won(total));
  await coupon.click();
  await expect(coupon).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('order-total')).toHaveText(won(expectedTotal(itemsTotal)));
  await coupon.click();

  await typeAddressByHand(page, '3층 온도 스튜디오');
  await page.getByLabel('배송 요청사항').fill('문 앞에 놓아주세요');
  await agree(page);
  await expect(page.locator('[data-tosspayments-sandbox="payment-methods"]')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, testInfo, 'order');

  const pay = page.getByRole('button', { name: `${won(total)} 결제하기` });
  await pay.dblclick();

  // The sandbox payment window shows the server's order and amount.
  await expect(page).toHaveURL(/\/sandbox\/toss\/window/);
  await expect(page.locator('.amount')).toHaveText(won(total));
  await expect(page.getByText(`${TEE} 외 1건`)).toBeVisible();
  await page.getByRole('button', { name: '결제 승인' }).click();

  await expect(page).toHaveURL(/\/order\/success\?/);
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다.' })).toBeVisible();
  await expect(page.getByTestId('paid-amount')).toHaveText(won(total));
  await checkAndShoot(page, testInfo, 'order-success');

  expect(await stock(page, tee.id, '차콜 / 2')).toBe(teeBefore - 2);
  expect(await stock(page, cap.id, capOption)).toBe(capBefore - 1);
  const paid = await orders(page, member.headers);
  expect(paid).toHaveLength(1);
  expect(paid[0]).toMatchObject({ order_status: 'ORDER_PLACED', total_price: total });

  // A reload confirms nothing twice: the same paid order, stock taken once.
  await page.reload();
  await expect(page.getByTestId('paid-amount')).toHaveText(won(total));
  expect(await stock(page, tee.id, '차콜 / 2')).toBe(teeBefore - 2);
  expect(await orders(page, member.headers)).toHaveLength(1);
  // The paid rows left the cart.
  const cart = await page.request.get('/v1/cart', { headers: member.headers });
  expect(await cart.json()).toEqual([]);
});

test('a member with a Jeju address sees the island surcharge before paying, and on the order', async ({
  page,
  baseURL,
}, testInfo) => {
  const member = await signInNewMember(page, baseURL!);
  const saved = await page.request.post('/v1/users/set-delivery', {
    headers: member.headers,
    data: {
      delivery_name: '제주 집',
      name: '김온도',
      post_code: '63535',
      address: '제주특별자치도 서귀포시 중문관광로72번길 75',
      detail_address: '2층',
      recipient_phone: '010-1234-5678',
      is_base_delivery: true,
    },
  });
  expect(saved.status()).toBe(201);
  const tee = await product(page, TEE);
  await orderFromCart(page, member.headers, [
    { itemId: tee.id, option: '오트밀 / 3', quantity: 1 },
  ]);

  // The base address is in Jeju: the surcharge is its own line, in the total and on the button.
  await expect(page.getByLabel('우편번호')).toHaveValue('63535');
  const island = page.getByTestId('island-fee');
  await expect(island).toContainText('도서산간 추가 배송비');
  await expect(island).toContainText('제주 지역');
  await expect(island).toContainText(won(3_000));
  const total = expectedTotal(tee.price) + 3_000;
  await expect(page.getByTestId('order-total')).toHaveText(won(total));
  await agree(page);
  await island.scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'order-island', { fullPage: false });

  await openPaymentWindow(page, total);
  await expect(page.locator('.amount')).toHaveText(won(total));
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page.getByTestId('paid-amount')).toHaveText(won(total));
  await expect(page.getByText('도서산간 추가 배송비')).toBeVisible();
  await shoot(page, testInfo, 'order-success-island');

  const paid = await orders(page, member.headers);
  expect(paid[0]).toMatchObject({ order_status: 'ORDER_PLACED', total_price: total });
  await page.goto('/mypage#orderstatus');
  const card = page.locator('#orderstatus').getByRole('article');
  await expect(card.getByText('도서산간 추가 배송비')).toBeVisible();
  await expect(card.getByTestId('order-total')).toHaveText(won(total));
});

async function capOptions(page: Page, itemId: number) {
  const response = await page.request.get(`/v1/items/${itemId}`);
  return ((await response.json()) as { options: Record<string, number> }).options;
}

test('바로 구매: the address from the postcode search, then paid', async ({
  page,
  baseURL,
}, testInfo) => {
  await signInNewMember(page, baseURL!);
  const knit = await product(page, KNIT);
  const before = await stock(page, knit.id, '오트밀 / M');
  await page.goto(`/product/${knit.id}`);
  await page.getByLabel('옵션', { exact: true }).selectOption('오트밀 / M');
  await page.getByRole('button', { name: '바로 구매' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole('listitem').filter({ hasText: KNIT })).toContainText('오트밀 / M');

  await page.getByRole('button', { name: '우편번호 찾기' }).click();
  const dialog = page.getByRole('dialog', { name: '우편번호 검색' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('searchbox').fill('테헤란로 152');
  await dialog.getByRole('button', { name: '검색', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('검색 결과 1건');
  await checkAndShoot(page, testInfo, 'order-postcode', { fullPage: false });
  await dialog.getByRole('button', { name: /도로명 서울 강남구 테헤란로 152/ }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('우편번호')).toHaveValue('06236');
  await expect(page.getByLabel('기본 주소')).toHaveValue('서울 강남구 테헤란로 152 (역삼동)');
  await expect(page.getByLabel('상세 주소')).toBeFocused();
  await page.getByLabel('상세 주소').fill('12층');

  const total = expectedTotal(knit.price);
  await openPaymentWindow(page, total);
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page.getByTestId('paid-amount')).toHaveText(won(total));
  await expect(page.getByText('서울 강남구 테헤란로 152 (역삼동) 12층')).toBeVisible();
  expect(await stock(page, knit.id, '오트밀 / M')).toBe(before - 1);
});

test('declined in the payment window: /order/fail, the order stays unpaid, back to the order', async ({
  page,
  shopper: member,
}, testInfo) => {
  const tee = await product(page, TEE);
  const before = await stock(page, tee.id, '오트밀 / 1');
  await orderFromCart(page, member.headers, [
    { itemId: tee.id, option: '오트밀 / 1', quantity: 1 },
  ]);
  await typeAddressByHand(page, '3층 온도 스튜디오');
  await page.getByRole('checkbox', { name: '이 주소를 배송지 목록에 저장' }).check();
  await page.getByRole('button', { name: /결제하기$/ }).click();
  await expect(toast(page, 'alert', '배송 정보를 확인해주세요.')).toBeVisible();
  await expect(page.getByText('배송지 이름을 입력해주세요.')).toBeVisible();
  await page.getByLabel('배송지 이름').fill('스튜디오');
  const total = expectedTotal(tee.price);
  await openPaymentWindow(page, total);
  await page.getByRole('button', { name: '결제 취소' }).click();

  await expect(page).toHaveURL(/\/order\/fail\?/);
  await expect(page.getByRole('heading', { name: '결제가 완료되지 않았습니다.' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '결제를 취소하셨습니다.' })).toBeVisible();
  await expect(page.getByText('PAY_PROCESS_CANCELED')).toHaveCount(0);
  const [order] = await orders(page, member.headers);
  await expect(page.getByText(order!.merchant_id)).toBeVisible();
  expect(order).toMatchObject({ order_status: 'PAYMENT_PENDING', total_price: total });
  expect(await stock(page, tee.id, '오트밀 / 1')).toBe(before);
  await checkAndShoot(page, testInfo, 'order-fail');

  await page.getByRole('button', { name: '주문서로 돌아가기' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole('listitem').filter({ hasText: TEE })).toBeVisible();

  // The address saved on the way became the default one, which the order starts with; it is in
  // the address book too, and picking it fills the form.
  await expect(page.getByLabel('우편번호')).toHaveValue('04779');
  await page.getByRole('button', { name: '배송지 목록' }).click();
  const book = page.getByRole('dialog', { name: '배송지 선택' });
  const saved = book.getByRole('listitem').filter({ hasText: '스튜디오' });
  await expect(saved).toContainText('서울 성동구 성수이로 113 3층 온도 스튜디오');
  await expect(saved).toContainText('기본 배송지');
  await checkAndShoot(page, testInfo, 'order-address-book', { fullPage: false });
  await saved.getByRole('button', { name: '이 주소로 배송' }).click();
  await expect(book).toBeHidden();
  await expect(toast(page, 'status', "'스튜디오' 배송지를 불러왔습니다.")).toBeVisible();
  await expect(page.getByLabel('기본 주소')).toHaveValue('서울 성동구 성수이로 113');
  await expect(page.getByLabel('우편번호')).toHaveValue('04779');
});

test('refused by the card company after approval: told so on the success page, still unpaid', async ({
  page,
  shopper: member,
  consoleErrors,
}, testInfo) => {
  // The browser logs the confirm call's refusal (HTTP 400); the page shows it in Korean.
  consoleErrors.allow(/status of 400/);
  const tee = await product(page, TEE);
  const before = await stock(page, tee.id, '차콜 / 3');
  await orderFromCart(page, member.headers, [{ itemId: tee.id, option: '차콜 / 3', quantity: 1 }]);
  await typeAddressByHand(page, '3층 온도 스튜디오');
  await openPaymentWindow(page);
  await page.getByLabel('승인 요청 시 카드사 거절').check();
  await page.getByRole('button', { name: '결제 승인' }).click();

  await expect(page).toHaveURL(/\/order\/success\?/);
  await expect(page.getByRole('heading', { name: '결제를 확인하지 못했습니다.' })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: '결제가 승인되지 않았습니다' }),
  ).toBeVisible();
  const [order] = await orders(page, member.headers);
  expect(order).toMatchObject({ order_status: 'PAYMENT_PENDING' });
  expect(await stock(page, tee.id, '차콜 / 3')).toBe(before);
  await shoot(page, testInfo, 'order-success-refused');
  await page.getByRole('button', { name: '주문서로 돌아가기' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: TEE })).toBeVisible();
});

test('without a hand-off or a payment query: clear Korean messages and a way back', async ({
  page,
  baseURL,
}, testInfo) => {
  await signInNewMember(page, baseURL!);
  await page.goto('/order');
  await expect(page.getByRole('heading', { name: '주문할 상품이 없습니다.' })).toBeVisible();
  await expect(page.getByRole('link', { name: '상품 보러 가기' })).toHaveAttribute(
    'href',
    '/products',
  );
  await checkAndShoot(page, testInfo, 'order-empty');

  await page.goto('/order/success?orderId=ord_missing');
  await expect(page.getByRole('heading', { name: '결제를 확인하지 못했습니다.' })).toBeVisible();
  await expect(page.getByText('결제 정보(paymentKey, orderId, amount)가 없습니다.')).toBeVisible();
  await shoot(page, testInfo, 'order-success-missing');
});
