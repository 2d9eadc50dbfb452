import type { Locator, Page } from '@playwright/test';
import { expect, layoutFaults, seriousA11yViolations, signInAsOperator, test } from '../fixtures';

/** A panel of the insight, found by its heading (its table is a region of the same name). */
const panel = (insight: Locator, page: Page, name: string) =>
  insight.locator('section', { has: page.getByRole('heading', { name, level: 3 }) });

/** The digits of each cell of a table row as a number (0 for a cell of text). */
const rowCounts = async (row: Locator) =>
  (await row.locator('td').allTextContents()).map((text) => Number(text.replace(/\D/g, '')));

test('the operator reads the sales insight on the back office home', async ({ page }, testInfo) => {
  // A product page opened in the shop counts as a view in the funnel.
  const cards = (await (await page.request.get('/v1/items')).json()) as { id: number }[];
  // A beacon's body is not shown to the test: the funnel below shows that it counted.
  const view = page.waitForResponse(
    (response) =>
      response.url().endsWith('/v1/events/product-view') && response.request().method() === 'POST',
  );
  await page.goto(`/product/${cards[0]?.id}`);
  expect((await view).status()).toBe(204);

  await signInAsOperator(page);
  const insight = page.getByRole('region', { name: '매출 분석' });
  await expect(insight.getByRole('heading', { name: '매출 분석' })).toBeVisible();
  const revenue = panel(insight, page, '매출 추이');
  await expect(revenue.locator('canvas').first()).toBeVisible();
  await expect(insight.getByRole('list', { name: '기간 합계' }).getByRole('listitem')).toHaveCount(
    5,
  );

  // Views are counted in memory and written every few seconds: read again until it shows.
  const funnel = panel(insight, page, '구매 전환');
  await expect(async () => {
    await page.goto('/admin');
    await funnel.getByRole('button', { name: '표로 보기' }).click();
    const views = funnel.getByRole('row').filter({ hasText: '상품 조회' });
    expect((await rowCounts(views))[1]).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000, intervals: [1_000, 2_000, 3_000] });

  await insight.getByRole('button', { name: '주별' }).click();
  await expect(page).toHaveURL(/\/admin\?unit=week$/);
  await expect(insight.getByRole('button', { name: '주별' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(insight.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(revenue.locator('canvas').first()).toBeVisible();

  await revenue.getByRole('button', { name: '표로 보기' }).click();
  const table = revenue.getByRole('table');
  await expect(table).toBeVisible();
  await expect(revenue.locator('canvas')).toHaveCount(0);
  // Twelve weeks up to this one, each linked to the orders paid in it.
  const firstWeek = table.getByRole('row').nth(1).getByRole('link');
  await expect(firstWeek).toHaveAttribute(
    'href',
    /^\/admin\/orders\?paid_from=\d{4}-\d{2}-\d{2}&paid_to=\d{4}-\d{2}-\d{2}$/,
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    revenue.getByRole('button', { name: 'CSV 내려받기' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^insight-revenue-\d{8}\.csv$/);
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
  const [header, ...rows] = text.split('\r\n');
  expect(header).toBe(
    '\uFEFF기간 시작,기간 끝,매출,주문 수,객단가,이전 기간 시작,이전 기간 매출,이전 기간 주문 수,이전 기간 객단가',
  );
  expect(rows.filter(Boolean).length).toBe((await table.getByRole('row').count()) - 1);

  await revenue.getByRole('button', { name: '차트로 보기' }).click();
  await expect(revenue.locator('canvas').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await layoutFaults(page)).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `/tmp/insight-${width}.png`, fullPage: true });
  await page.screenshot({
    path: testInfo.outputPath(`insight-${testInfo.project.name}.png`),
    fullPage: true,
  });
});
