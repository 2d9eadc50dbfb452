import type { Page } from '@playwright/test';
import {
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
} from '../fixtures';

const KNIT = '램스울 크루넥 니트';
/** A 1×1 PNG: the photo of the review. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const WORDS = '도톰하고 따뜻해요. 평소 M 입는데 정사이즈예요. 문의는 010-2345-6789로 주세요.';

async function latestOrder(page: Page, headers: Record<string, string>) {
  const answer = await page.request.get('/v1/orders/all', { headers });
  const { order_list } = (await answer.json()) as {
    order_list: { order_id: number; merchant_id: string }[];
  };
  return order_list[0]!;
}

test('a buyer reviews a delivered knit with a photo; shoppers read it, the operator replies', async ({
  page,
  browser,
  shopper,
}, testInfo) => {
  test.setTimeout(150_000);
  const knit = await productId(page, KNIT);
  await orderFromCart(page, shopper.headers, [{ itemId: knit, option: '오트밀 / M', quantity: 1 }]);
  await payOnOrderSheet(page);
  const order = await latestOrder(page, shopper.headers);
  const desk = await pointsDesk(page, shopper.userId);
  await shipAndDeliver(page, desk.headers, order.order_id, '6234-5678-9021');

  // From the delivered order's card to the dialog.
  await page.goto('/mypage');
  await page.getByRole('tab', { name: /배송 완료/ }).click();
  const card = page.getByRole('article').filter({ hasText: order.merchant_id });
  await card.getByRole('link', { name: /구매평 쓰기/ }).click();
  const dialog = page.getByRole('dialog', { name: '구매평 쓰기' });
  await expect(dialog).toBeVisible();

  // Sending too early says what is missing, in Korean.
  await dialog.getByRole('button', { name: '등록하기' }).click();
  await expect(dialog).toContainText('별점은 1점부터 5점까지 선택해주세요.');

  await dialog.getByRole('radio', { name: '5점' }).check({ force: true });
  await dialog.getByRole('radio', { name: '정사이즈' }).check({ force: true });
  await dialog.getByLabel('키(cm)').fill('165');
  await dialog.getByLabel('몸무게(kg)').fill('56');
  await dialog.getByLabel('평소 사이즈').fill('M');
  await dialog.getByLabel('구매평', { exact: true }).fill(WORDS);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'knit.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(dialog).toContainText('1,000원');
  await checkAndShoot(page, testInfo, 'review-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: '등록하기' }).click();
  await expect(dialog).toBeHidden();

  // My reviews: the words as written, the note on what others read hidden, the reward.
  await expect(page).toHaveURL(/\/mypage\/reviews/);
  await page.getByRole('tab', { name: /내가 쓴 구매평 \(1\)/ }).click();
  const mine = page.getByRole('article').filter({ hasText: KNIT });
  await expect(mine).toContainText('010-2345-6789');
  await expect(mine).toContainText('가린 정보: 전화번호');
  await expect(mine).toContainText('적립 1,000원');
  await checkAndShoot(page, testInfo, 'my-reviews');

  // The product page: the summary, the fit share, the review with the number hidden.
  await page.goto(`/product/${knit}#reviews`);
  // Both layouts run at once against one shop: the counts are each run's and the other's.
  const section = page.getByRole('region', { name: /^구매평( \(\d+\))?$/ });
  await expect(section).toContainText(/구매평 \d+개/);
  await expect(section).toContainText(/정사이즈 \d+%/);
  const listed = section.getByRole('article').first();
  await expect(listed).toContainText('구매 인증');
  await expect(listed).toContainText('키 165cm');
  await expect(listed).not.toContainText('2345-6789');
  await expect(listed).toContainText('비공개');
  await section.scrollIntoViewIfNeeded();
  await checkAndShoot(page, testInfo, 'product-reviews');

  // The card in the list carries the rating.
  await page.goto('/products');
  await expect(page.getByRole('link', { name: new RegExp(KNIT) })).toContainText(
    /★ \d\.\d \(\d+\)/,
  );

  // The operator replies in the back office; the reply shows under the review.
  const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const office = await desktop.newPage();
  await signInAsOperator(office, `/admin/reviews?item_id=${knit}`);
  const row = office.getByRole('row').filter({ hasText: shopper.userId });
  await row.getByRole('button', { name: /도톰하고 따뜻해요/ }).click();
  const panel = office.getByRole('article', { name: KNIT });
  await expect(panel).toContainText('공개본에서 가린 정보: 전화번호');
  await office.getByLabel('쇼핑몰 답글').fill('따뜻하게 입어 주세요. 감사합니다!');
  await office.getByRole('button', { name: '답글 등록' }).click();
  await expect(office.getByText('답글을 저장했습니다.')).toBeVisible();
  await checkBackOffice(office, testInfo, 'admin-reviews');
  await desktop.close();

  await page.goto(`/product/${knit}#reviews`);
  await expect(page.getByRole('region', { name: /^구매평( \(\d+\))?$/ })).toContainText(
    '따뜻하게 입어 주세요. 감사합니다!',
  );
});
