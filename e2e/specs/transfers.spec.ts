import type { Page } from '@playwright/test';
import { checkBackOffice, expect, signInAsOperator, test } from '../fixtures';

const columns = [
  '상품코드',
  '상품명',
  '판매가',
  '카테고리',
  '진열',
  '태그',
  '이미지 URL',
  '설명',
  '색상',
  '색상코드',
  '사이즈',
  '재고',
];

/**
 * Two products of the shop's own sheet, three lines (the shirt in two sizes), with codes of this
 * run and project, so that the desktop and mobile runs do not meet.
 */
function productSheet(tag: string) {
  const shirt = `E2E-${tag}-SHIRT`;
  const knit = `E2E-${tag}-KNIT`;
  const lines = [
    columns,
    [
      shirt,
      `일괄 셔츠 ${tag}`,
      '42000',
      '',
      'Y',
      '',
      '',
      '파일로 등록한 셔츠',
      '베이지',
      '',
      'M',
      '5',
    ],
    [
      shirt,
      `일괄 셔츠 ${tag}`,
      '42000',
      '',
      'Y',
      '',
      '',
      '파일로 등록한 셔츠',
      '베이지',
      '',
      'L',
      '3',
    ],
    [knit, `일괄 니트 ${tag}`, '58000', '', 'Y', '', '', '파일로 등록한 니트', '', '', 'FREE', '7'],
  ];
  const text = `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
  return { shirt, shirtName: `일괄 셔츠 ${tag}`, buffer: Buffer.from(text, 'utf8') };
}

async function checkFile(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('파일 올리기').setInputFiles({ name, mimeType: 'text/csv', buffer });
  await expect(page.getByText(`${name} · `)).toBeVisible();
  await page.getByRole('button', { name: '미리 확인' }).click();
  await expect(page.getByRole('heading', { name: `상품 일괄 등록 · ${name}` })).toBeVisible();
}

test('the operator imports a product sheet after its dry run, and exports the orders', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();
  const sheet = productSheet(tag);
  const fileName = `products-${tag}.csv`;

  await signInAsOperator(page, '/admin/transfers');
  await expect(page.getByRole('heading', { level: 1, name: '가져오기·내보내기' })).toBeVisible();
  await checkBackOffice(page, testInfo, 'admin-transfers');

  // The dry run: two new products, nothing written yet.
  await checkFile(page, fileName, sheet.buffer);
  const results = page.getByRole('group', { name: '결과로 거르기' });
  await expect(results.getByRole('button', { name: '새로 등록 2' })).toBeVisible();
  await expect(results.getByRole('button', { name: '오류 0' })).toBeVisible();
  const rows = page.getByRole('table', { name: '행별 결과' }).getByRole('row');
  await expect(rows.filter({ hasText: sheet.shirt })).toContainText('새로 등록');
  await checkBackOffice(page, testInfo, 'admin-transfers-dry-run');

  // Run: the job goes through the rows and the report says what it did.
  await page.getByRole('button', { name: '가져오기 실행' }).click();
  await expect(page.getByText('가져오기를 마쳤습니다.')).toBeVisible({ timeout: 30_000 });
  await expect(results.getByRole('button', { name: '새로 등록 2' })).toBeVisible();
  const history = page.getByRole('table', { name: '최근 작업' });
  await expect(history.getByRole('row').filter({ hasText: fileName })).toContainText('완료');
  await expect(history.getByRole('row').filter({ hasText: fileName })).toContainText('(100%)');

  // The product is in the catalog, found by its code.
  await page.goto(`/admin/products?q=${encodeURIComponent(sheet.shirt)}`);
  await expect(page.getByRole('link', { name: sheet.shirtName })).toBeVisible();

  // The same file again changes nothing.
  await page.goto('/admin/transfers');
  await checkFile(page, fileName, sheet.buffer);
  await expect(results.getByRole('button', { name: '변경 없음 2' })).toBeVisible();
  await expect(results.getByRole('button', { name: '새로 등록 0' })).toBeVisible();
  await expect(page.getByRole('button', { name: '가져오기 실행' })).toBeDisabled();
  await page.getByRole('button', { name: '취소' }).click();
  await expect(page.getByRole('button', { name: '미리 확인' })).toBeVisible();

  // An order export: written by the job, then downloaded as a CSV for spreadsheets.
  await page.getByRole('button', { name: '주문 내보내기', exact: true }).click();
  const save = page.getByRole('button', { name: '주문 내보내기 내려받기' });
  await expect(save).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
  expect(text.startsWith('\uFEFF주문번호')).toBe(true);
  await checkBackOffice(page, testInfo, 'admin-transfers-export');
});
