import { checkBackOffice, expect, signInAsOperator, submitForm, test } from '../fixtures';

test.skip(({ isMobile }) => isMobile, 'the back office is for desktops and tablets');

test('an operator makes a category, puts a product in it, and the shop finds it there', async ({
  page,
  consoleErrors,
}, testInfo) => {
  consoleErrors.allow(/status of 409/);
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const slug = `e2e-${tag}`;
  // Digits only: the suggested address is refused, so the operator types one.
  const categoryName = `기획전 ${Date.now() % 100_000}`;
  const productName = `기획전 울 코트 ${tag}`;
  await signInAsOperator(page, '/admin/categories');

  await page.getByRole('button', { name: '카테고리 추가' }).click();
  const form = page.getByRole('form', { name: '카테고리 추가' });
  await form.getByLabel('이름').fill(categoryName);
  await form.getByRole('button', { name: '추가' }).click();
  // A Korean name gives no address: the contract says what it wants.
  await expect(form.getByText(/주소는 영문 소문자/)).toBeVisible();
  await form.getByLabel('주소 (영문)').fill(slug);
  await form.getByRole('button', { name: '추가' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${categoryName} 카테고리를 추가했습니다.` }),
  ).toBeVisible();
  const tree = page.getByRole('list', { name: '카테고리 트리' });
  await expect(tree.getByText(`/${slug}`, { exact: true })).toBeVisible();
  await checkBackOffice(page, testInfo, 'admin-categories');

  // A child under it, which the product goes in; the parent's address covers its children.
  await page.getByRole('button', { name: `${categoryName} 하위 추가` }).click();
  const child = page.getByRole('form', { name: `${categoryName} 하위 카테고리 추가` });
  await child.getByLabel('이름').fill('Coat');
  await expect(child.getByLabel('주소 (영문)')).toHaveValue('coat');
  await child.getByLabel('주소 (영문)').fill(`${slug}-coat`);
  await child.getByRole('button', { name: '추가' }).click();
  const children = tree.getByRole('list', { name: categoryName });
  await expect(children.getByText(`/${slug}-coat`)).toBeVisible();

  await page.goto('/admin/products/new');
  await page.getByLabel('상품명').fill(productName);
  await page.getByLabel('가격(원)').fill('129000');
  await page.getByLabel('옵션명 1', { exact: true }).fill('블랙 / M');
  await page.getByLabel('재고 1', { exact: true }).fill('3');
  await page.getByRole('checkbox', { name: `${categoryName} › Coat` }).check();
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  await expect(page.getByRole('checkbox', { name: `${categoryName} › Coat` })).toBeChecked();
  const itemId = Number(page.url().split('/').at(-1));

  const found = await page.request.get(`/v1/items/search?category=${slug}`);
  expect(found.status()).toBe(200);
  const body = await found.json();
  expect(body.total).toBe(1);
  expect(body.items.map((i: { id: number }) => i.id)).toEqual([itemId]);

  // The product list filters by the category, and the filter is in the address.
  await page.goto('/admin/products');
  await page.getByLabel('카테고리').selectOption({ label: categoryName });
  // The parent covers its children.
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/category=\d+/);
  await expect(page.getByRole('link', { name: productName })).toBeVisible();
  await checkBackOffice(page, testInfo, 'admin-products-by-category');

  // The category now holds a product: the API refuses to delete it, in Korean.
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: 'Coat 삭제' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '삭제' }).click();
  await expect(dialog.getByText('상품 1개가 이 카테고리에 있어 삭제할 수 없습니다.')).toBeVisible();
  await dialog.getByRole('button', { name: '취소' }).click();

  // At 390 px the tree and its buttons still fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(tree.getByText(`/${slug}`, { exact: true })).toBeVisible();
  await checkBackOffice(page, testInfo, 'admin-categories-390');
});

test('an operator adds, edits and deletes a search synonym', async ({
  page,
  consoleErrors,
}, testInfo) => {
  consoleErrors.allow(/status of 422/);
  const term = `e2e${Date.now().toString(36)}`;
  await signInAsOperator(page, '/admin/synonyms');
  const form = page.getByRole('form', { name: '동의어 추가' });
  await form.getByLabel('검색어').fill(term);
  await form.getByRole('button', { name: '추가' }).click();
  await expect(form.getByText('동의어를 하나 이상 입력해주세요.')).toBeVisible();
  await form.getByLabel('동의어').fill('스웨터, sweater');
  await form.getByRole('button', { name: '추가' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: new RegExp(term) })).toContainText('스웨터, sweater');

  // The same word again: the API refuses it, and the form says why.
  await form.getByLabel('검색어').fill(term);
  await form.getByLabel('동의어').fill('가디건');
  await form.getByRole('button', { name: '추가' }).click();
  await expect(form.getByText('이미 등록된 검색어입니다.')).toBeVisible();
  await checkBackOffice(page, testInfo, 'admin-synonyms');

  await page.getByRole('button', { name: `${term} 수정` }).click();
  const edit = page.getByRole('form', { name: `${term} 동의어 수정` });
  await edit.getByLabel('동의어').fill('스웨터');
  await edit.getByRole('button', { name: '저장' }).click();
  await expect(table.getByRole('row', { name: new RegExp(term) })).toContainText('스웨터');
  await expect(table.getByRole('row', { name: new RegExp(term) })).not.toContainText('sweater');

  await page.getByRole('button', { name: `${term} 삭제` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
  await expect(table.getByRole('row', { name: new RegExp(term) })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await checkBackOffice(page, testInfo, 'admin-synonyms-390');
});

test('도서산간 ranges: an operator adds, corrects and deletes one; bad ones are explained', async ({
  page,
}, testInfo) => {
  const zone = `시험 도서 ${Date.now().toString(36)}`;
  const surcharge = async (postcode: string) =>
    (await (await page.request.get(`/v1/shipping/surcharge?postcode=${postcode}`)).json()) as {
      fee: number;
    };
  await signInAsOperator(page, '/admin/shipping');
  const table = page.getByRole('table', { name: '도서산간 배송비' });
  await expect(table.getByRole('row').filter({ hasText: '제주' })).toContainText('63000–63644');
  await expect(table.getByRole('row').filter({ hasText: '제주' })).toContainText('3,000원');

  const form = page.getByRole('form', { name: '구간 추가' });
  await submitForm(form, '추가', {
    지역: zone,
    '시작 우편번호': '1010',
    '끝 우편번호': '63700',
    '추가 배송비': '4000',
  });
  await expect(form.getByText('우편번호는 숫자 5자리로 입력해주세요.')).toBeVisible();
  await submitForm(form, '추가', { '시작 우편번호': '63600' });
  await expect(
    form.getByText('제주 구간(63000–63644)과 겹칩니다. 구간이 겹치지 않게 입력해주세요.'),
  ).toBeVisible();
  await submitForm(form, '추가', { '시작 우편번호': '10100', '끝 우편번호': '10105' });
  const row = table.getByRole('row').filter({ hasText: zone });
  await expect(row).toContainText('10100–10105');
  await expect(row).toContainText('4,000원');
  expect((await surcharge('10103')).fee).toBe(4_000);
  await checkBackOffice(page, testInfo, 'admin-shipping');

  await row.getByRole('button', { name: `${zone} 수정` }).click();
  const edit = page.getByRole('form', { name: `${zone} 구간 수정` });
  await submitForm(edit, '저장', { '추가 배송비': '100001' });
  await expect(
    edit.getByText('추가 배송비는 0원부터 100,000원까지 입력할 수 있습니다.'),
  ).toBeVisible();
  await submitForm(edit, '저장', { '추가 배송비': '6000' });
  await expect(row).toContainText('6,000원');
  expect((await surcharge('10103')).fee).toBe(6_000);

  await row.getByRole('button', { name: `${zone} 삭제` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
  await expect(row).toHaveCount(0);
  expect((await surcharge('10103')).fee).toBe(0);

  await page.goto('/admin/audit');
  const audit = page.getByRole('table', { name: '기록' });
  await expect(
    audit.getByRole('row').filter({ hasText: '도서산간 배송비 구간 삭제' }),
  ).toContainText(zone);
});
