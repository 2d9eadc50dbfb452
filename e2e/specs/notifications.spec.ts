import type { Page } from '@playwright/test';
import {
  checkBackOffice,
  expect,
  openPaymentWindow,
  orderFromCart,
  shoot,
  signInAsOperator,
  signInNewMember,
  test,
  typeAddressByHand,
} from '../fixtures';

test.skip(({ isMobile }) => isMobile, 'the back office is for desktops and tablets');

/** A demo product with an option in stock: its id and that option. */
async function productInStock(page: Page) {
  const cards = (await (await page.request.get('/v1/items')).json()) as { id: number }[];
  for (const card of cards) {
    const item = (await (await page.request.get(`/v1/items/${card.id}`)).json()) as {
      options: Record<string, number>;
    };
    const option = Object.entries(item.options).find(([, stock]) => stock > 0)?.[0];
    if (option) return { itemId: card.id, option };
  }
  throw new Error('no product in stock');
}

test('after a member pays and the back office ships, mail and AlimTalk tell them so', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  // The mail page shows each mail's HTML in a frame sandboxed without scripts; the browser logs
  // that it refused to run scripts there.
  consoleErrors.allow(/^Blocked script execution in 'about:srcdoc'/);
  // The member pays on the storefront.
  const shopperContext = await browser.newContext({ baseURL, locale: 'ko-KR' });
  const shopper = await shopperContext.newPage();
  const member = await signInNewMember(shopper, baseURL!);
  const { itemId, option } = await productInStock(shopper);
  await orderFromCart(shopper, member.headers, [{ itemId, option, quantity: 1 }]);
  await typeAddressByHand(shopper, '3층');
  await openPaymentWindow(shopper);
  await shopper.getByRole('button', { name: '결제 승인' }).click();
  await expect(shopper.getByTestId('paid-amount')).toBeVisible();
  const orders = await shopper.request.get('/v1/orders/all', { headers: member.headers });
  const [order] = (
    (await orders.json()) as { order_list: { order_id: number; merchant_id: string }[] }
  ).order_list;
  expect(order).toBeTruthy();
  await shopperContext.close();

  // The operator ships it; the order page lists the notices and their state.
  await signInAsOperator(page, `/admin/orders/${order!.order_id}`);
  await expect(page.getByRole('heading', { name: `주문 ${order!.merchant_id}` })).toBeVisible();
  await page.getByLabel('송장번호', { exact: true }).fill('6234-5678-9012');
  await page.getByRole('button', { name: '배송중으로 변경' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '배송중으로 바꿨습니다.' }),
  ).toBeVisible();
  const notices = page.getByRole('table', { name: '알림 발송' });
  await expect(notices.getByRole('row').filter({ hasText: '배송 시작' })).toHaveCount(2);
  await expect(notices.getByText('발송 대기')).toHaveCount(0, { timeout: 15_000 });
  await expect(notices.getByText('발송 완료')).toHaveCount(4);
  await checkBackOffice(page, testInfo, 'admin-order-notifications');

  // The development mailbox has both mails for the member.
  await page.goto('/sandbox/mail/view');
  const mails = page.locator('article').filter({ hasText: member.email });
  await expect(mails.filter({ hasText: '주문이 완료되었습니다' })).toHaveCount(1);
  const shipped = mails.filter({ hasText: '상품이 발송되었습니다' });
  await expect(shipped).toHaveCount(1);
  await expect(shipped).toContainText(order!.merchant_id);
  await expect(shipped).toContainText(
    'https://trace.cjlogistics.com/next/tracking.html?wblNo=623456789012',
  );
  await shoot(page, testInfo, 'sandbox-mail');

  // The AlimTalk stand-in has both messages for the order's phone.
  await page.goto('/sandbox/alimtalk/view');
  const talks = page.locator('article').filter({ hasText: order!.merchant_id });
  await expect(talks.filter({ hasText: '[ONDO STUDIO] 주문 완료' })).toHaveCount(1);
  await expect(talks.filter({ hasText: '[ONDO STUDIO] 배송 시작' })).toHaveCount(1);
  await expect(talks.first()).toContainText('01012345678');
  await shoot(page, testInfo, 'sandbox-alimtalk');
});
