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

const BOUGHT = '데일리 코튼 니트';
const VIEWED = '램스울 크루넥 니트';

test('a member compares a knit with one bought here and gets a size; the operator edits 실측', async ({
  page,
  browser,
  shopper,
}, testInfo) => {
  test.setTimeout(150_000);
  const bought = await productId(page, BOUGHT);
  const viewed = await productId(page, VIEWED);
  await orderFromCart(page, shopper.headers, [{ itemId: bought, option: '블랙 / M', quantity: 1 }]);
  await payOnOrderSheet(page);
  const orders = await page.request.get('/v1/orders/all', { headers: shopper.headers });
  const { order_list } = (await orders.json()) as { order_list: { order_id: number }[] };
  const desk = await pointsDesk(page, shopper.userId);
  await shipAndDeliver(page, desk.headers, order_list[0]!.order_id, '6234-5678-9031');

  // The product page's 실측 table, per size, folded under the options' heading.
  await page.goto(`/product/${viewed}`);
  await page.getByText('실측 사이즈 (cm)').first().click();
  const chart = page.getByRole('region', { name: '실측 사이즈 (cm)' });
  await expect(chart.getByRole('rowheader', { name: 'M', exact: true })).toBeVisible();
  await expect(chart.getByRole('columnheader', { name: '가슴단면' })).toBeVisible();

  // 내 옷과 비교: the knit bought here, saved in one tap, then each size against it.
  await page.getByRole('button', { name: '내 옷과 비교하기' }).click();
  const dialog = page.getByRole('dialog', { name: '내 옷과 비교' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: new RegExp(`${BOUGHT}.*블랙 / M`) }).click();
  const result = dialog.getByRole('region', { name: '사이즈별 차이' });
  await expect(result).toContainText(/M: 총장 [+−±]\d/);
  await expect(result).toContainText(/추천 사이즈: (S|M|L)/);
  await checkAndShoot(page, testInfo, 'fit-compare', { fullPage: false });

  // The garment stays: the next product compares at once.
  const garments = await page.request.get('/v1/users/me/garments', { headers: shopper.headers });
  const saved = (await garments.json()) as { garments: { name: string; size: string }[] };
  expect(saved.garments).toEqual([expect.objectContaining({ size: 'M' })]);

  // The operator corrects one measurement of the viewed knit in the back office.
  const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const office = await desktop.newPage();
  await signInAsOperator(office, `/admin/products/${viewed}`);
  const cell = office.getByLabel('M 총장', { exact: true });
  await cell.fill('67.5');
  await office.getByRole('button', { name: '실측 저장' }).click();
  await expect(office.getByText('실측 사이즈를 저장했습니다.')).toBeVisible();
  await cell.scrollIntoViewIfNeeded();
  await checkBackOffice(office, testInfo, 'admin-measurements');
  await desktop.close();

  const item = await page.request.get(`/v1/items/${viewed}`);
  const { measurements } = (await item.json()) as {
    measurements: { rows: { size: string; values: { length?: number } }[] };
  };
  expect(measurements.rows.find((r) => r.size === 'M')?.values.length).toBe(67.5);
});
