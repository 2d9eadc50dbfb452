import type { Page } from '@playwright/test';
import {
  agree,
  checkAndShoot,
  checkBackOffice,
  expect,
  orderFromCart,
  payOnOrderSheet,
  pointsDesk,
  productId,
  shipAndDeliver,
  signInAsOperator,
  test,
  typeAddressByHand,
  won,
} from '../fixtures';

const BAG = '나일론 쇼퍼백';

interface MyOrder {
  order_id: number;
  merchant_id: string;
  order_status: string;
  confirm_points?: number;
}

/** Orders one bag from the cart and pays for it in the sandbox window, as on the order sheet. */
async function buyBag(page: Page, headers: Record<string, string>) {
  const bag = await productId(page, BAG);
  await orderFromCart(page, headers, [{ itemId: bag, option: '차콜 / FREE', quantity: 1 }]);
  await payOnOrderSheet(page);
  const mine = await page.request.get('/v1/orders/all', { headers });
  return ((await mine.json()) as { order_list: MyOrder[] }).order_list[0]!;
}

test('a member confirms a delivered order, sees the points coming, and the operator grants more', async ({
  page,
  browser,
  shopper,
}, testInfo) => {
  test.setTimeout(120_000);
  const order = await buyBag(page, shopper.headers);

  // The operator ships and delivers it (the back office's own steps are in admin.spec).
  const desk = await pointsDesk(page, shopper.userId);
  await shipAndDeliver(page, desk.headers, order.order_id, '6234-5678-9012');
  // 1% of the product amount (not of the shipping fee).
  const delivered = (
    (await (await page.request.get('/v1/orders/all', { headers: shopper.headers })).json()) as {
      order_list: (MyOrder & { items_total: number })[];
    }
  ).order_list[0]!;
  const points = Math.floor(delivered.items_total / 100);
  expect(delivered).toMatchObject({ order_status: 'DELIVERED', confirm_points: points });

  // On My Page the delivered order says when it confirms itself and offers to confirm it now.
  await page.goto('/mypage');
  await page.getByRole('tab', { name: /배송 완료/ }).click();
  const card = page.getByRole('article').filter({ hasText: order.merchant_id });
  await expect(card).toContainText('자동으로 구매확정됩니다.');
  await expect(card).toContainText(`구매확정 시 적립금 ${won(points)} 적립`);
  await card.getByRole('button', { name: '구매확정' }).click();
  const dialog = page.getByRole('dialog', { name: '구매확정할까요?' });
  await expect(dialog).toContainText(won(points));
  await expect(dialog).toContainText('교환·반품을 신청할 수 없습니다.');
  await checkAndShoot(page, testInfo, 'points-confirm-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: '구매확정하기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '구매확정되었습니다.' })).toBeVisible();
  await page.getByRole('tab', { name: /구매확정/ }).click();
  await expect(page.getByRole('article').filter({ hasText: order.merchant_id })).toContainText(
    '구매확정되었습니다.',
  );

  // The points are on their way: usable 20 days after the confirmation.
  await page.goto('/mypage/points');
  await expect(page.getByRole('heading', { name: '적립금', level: 1 })).toBeVisible();
  await expect(page.getByText(`${won(points)} 적립 예정`)).toBeVisible();
  await expect(page.getByText(`주문번호 ${order.merchant_id}`)).toBeVisible();
  await checkAndShoot(page, testInfo, 'points-pending');

  // The operator grants 12,000원 with a reason, from the member's page in the back office.
  const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const office = await desktop.newPage();
  await signInAsOperator(office, `/admin/members/${desk.memberId}`);
  const form = office.getByRole('form', { name: '적립금 지급·차감' });
  await form.getByLabel('금액 (원)').fill('12000');
  await form.getByLabel('사유', { exact: true }).fill('배송 지연 보상');
  await form.getByRole('button', { name: '적립금 지급' }).click();
  await expect(
    office.getByRole('status').filter({ hasText: '적립금 12,000원을 지급했습니다.' }),
  ).toBeVisible();
  await expect(office.getByText('배송 지연 보상').first()).toBeVisible();
  await checkBackOffice(office, testInfo, 'admin-member-points');
  await desktop.close();

  // The shopper sees it usable at once, above the minimum an order may spend.
  await page.reload();
  await expect(page.getByText('배송 지연 보상')).toBeVisible();
  await expect(page.getByTestId('points-usable')).toHaveText(won(12_000));
  const summary = await page.request.get('/v1/users/me/points', { headers: shopper.headers });
  expect(await summary.json()).toMatchObject({
    balance: 12_000 + points,
    usable: 12_000,
    spendable: true,
  });
  await checkAndShoot(page, testInfo, 'points-usable');
});

test('a member spends points at checkout: part of a card payment, then a whole order', async ({
  page,
  shopper,
}, testInfo) => {
  test.setTimeout(120_000);
  const desk = await pointsDesk(page, shopper.userId);
  await desk.grant(15_000);

  // 49,000원 bag + 3,000원 shipping, 10,000원 of it in points: the card pays 42,000원.
  const bag = await productId(page, BAG);
  await orderFromCart(page, shopper.headers, [{ itemId: bag, option: '차콜 / FREE', quantity: 1 }]);
  await page.getByLabel('받는 분', { exact: true }).fill('김온도');
  await page.getByLabel('휴대폰 번호', { exact: true }).fill('010-1234-5678');
  await typeAddressByHand(page, '3층');
  await expect(page.getByText(`사용 가능 ${won(15_000)}`)).toBeVisible();
  const points = page.getByLabel('사용할 적립금');
  await points.fill('16000');
  await expect(page.getByText(`사용할 수 있는 적립금은 ${won(15_000)}입니다.`)).toBeVisible();
  await points.fill('10000');
  const summary = page.getByRole('region', { name: '결제 금액' });
  await expect(
    summary.getByRole('definition').filter({ hasText: `−${won(10_000)}` }),
  ).toBeVisible();
  await checkAndShoot(page, testInfo, 'checkout-points');
  await agree(page);
  await page.getByRole('button', { name: `${won(42_000)} 결제하기` }).click();
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다.' })).toBeVisible({
    timeout: 15_000,
  });
  const afterCard = await page.request.get('/v1/users/me/points', { headers: shopper.headers });
  expect(await afterCard.json()).toMatchObject({ usable: 5_000 });

  // Enough points for a whole order: no payment window, the order is placed at once.
  await desk.grant(60_000);
  await orderFromCart(page, shopper.headers, [{ itemId: bag, option: '차콜 / FREE', quantity: 1 }]);
  await page.getByLabel('받는 분', { exact: true }).fill('김온도');
  await page.getByLabel('휴대폰 번호', { exact: true }).fill('010-1234-5678');
  await typeAddressByHand(page, '3층');
  await page.getByRole('button', { name: '전액 사용' }).click();
  await expect(
    page
      .getByRole('region', { name: '결제 금액' })
      .getByRole('definition')
      .filter({ hasText: `−${won(52_000)}` }),
  ).toBeVisible();
  // Nothing to charge: no payment method and no payment window.
  await checkAndShoot(page, testInfo, 'checkout-points-whole');
  await page.getByRole('button', { name: '0원 주문하기' }).click();
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다.' })).toBeVisible({
    timeout: 15_000,
  });
  await checkAndShoot(page, testInfo, 'checkout-points-placed');
  const mine = await page.request.get('/v1/orders/all', { headers: shopper.headers });
  const [latest] = (
    (await mine.json()) as {
      order_list: { order_status: string; total_price: number; points_used: number }[];
    }
  ).order_list;
  expect(latest).toMatchObject({
    order_status: 'ORDER_PLACED',
    total_price: 0,
    points_used: 52_000,
  });
});
