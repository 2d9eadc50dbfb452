import type { Page } from '@playwright/test';
import {
  checkAndShoot,
  expect,
  layoutFaults,
  seriousA11yViolations,
  shoot,
  test,
} from '../fixtures';

// Journeys of several pages, each checked with axe: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The demo catalog's black knits in M at 50,000원 or less, cheapest first. */
const FOUND = ['데일리 코튼 니트', '울 블렌드 하프집 니트'];

const cardNames = (page: Page) =>
  page
    .getByRole('main')
    .locator('li a[href^="/product/"]')
    .evaluateAll((links) => links.map((a) => a.textContent ?? ''));

async function expectFound(page: Page) {
  await expect(page).toHaveURL(
    /\/products\?category=knit&color=%EB%B8%94%EB%9E%99&size=M&max_price=50000&sort=price_asc$/,
  );
  await expect(page.getByText(`${FOUND.length}개의 상품`)).toBeVisible();
  await expect.poll(async () => (await cardNames(page)).length).toBe(FOUND.length);
  const names = await cardNames(page);
  for (const [i, name] of FOUND.entries()) expect(names[i]).toContain(name);
  const chips = page.getByRole('region', { name: '적용된 필터' });
  await expect(chips.getByRole('listitem')).toHaveText(['블랙', 'M', '50,000원 이하']);
}

test('a shopper finds a black knit in M at 50,000원 or less, cheapest first; back keeps it', async ({
  page,
  isMobile,
}, testInfo) => {
  await page.goto('/');
  if (isMobile) {
    await page
      .getByRole('navigation', { name: '하단 메뉴' })
      .getByRole('button', { name: '카테고리' })
      .click();
    await page
      .getByRole('navigation', { name: '주 메뉴' })
      .getByRole('link', { name: '니트' })
      .click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: '상의' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '상의' })).toBeVisible();
    await page
      .getByRole('navigation', { name: '카테고리 선택' })
      .getByRole('link', { name: '니트' })
      .click();
  }
  await expect(page).toHaveURL(/\/products\?category=knit$/);
  await expect(page.getByRole('heading', { level: 1, name: '니트' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: '현재 위치' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['홈', '전체 상품', '상의', '니트']);
  await expect(crumbs.getByRole('link', { name: '상의' })).toHaveAttribute(
    'href',
    '/products?category=top',
  );

  if (isMobile) {
    await page.getByRole('button', { name: '필터', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: '필터' });
    await sheet.getByRole('button', { name: /^블랙 \d+개$/ }).click();
    await sheet.getByRole('button', { name: /^M \d+개$/ }).click();
    await sheet.getByLabel('최고 가격').fill('50000');
    await sheet.getByRole('button', { name: '가격 적용' }).click();
    // The button counts what the draft gives before it is applied.
    const apply = sheet.getByRole('button', { name: `상품 ${FOUND.length}개 보기` });
    await expect(apply).toBeVisible();
    await checkAndShoot(page, testInfo, 'finding-filter-sheet', { fullPage: false });
    await apply.click();
    await expect(sheet).toBeHidden();
  } else {
    const side = page.getByRole('complementary', { name: '필터' });
    await side.getByRole('button', { name: /^블랙 \d+개$/ }).click();
    await expect(page).toHaveURL(/color=/);
    await side.getByRole('button', { name: /^M \d+개$/ }).click();
    await expect(page).toHaveURL(/size=M/);
    await side.getByLabel('최고 가격').fill('50000');
    await side.getByRole('button', { name: '가격 적용' }).click();
  }
  await expect(page).toHaveURL(/max_price=50000/);
  await page.getByLabel('정렬').selectOption({ label: '낮은 가격순' });
  await expectFound(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await layoutFaults(page)).toEqual([]);
  await shoot(page, testInfo, 'finding-found');

  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(FOUND[1]!) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: FOUND[1] })).toBeVisible();
  await page.goBack();
  await expectFound(page);
  await expect(page.getByLabel('정렬')).toHaveValue('price_asc');
});

test('더보기 keeps its pages in the address; back returns to the same cards and place', async ({
  page,
}) => {
  await page.goto('/products');
  const cards = page.getByRole('main').locator('li a[href^="/product/"]');
  await expect(cards).toHaveCount(20);
  await page.getByRole('button', { name: '더보기' }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(cards).toHaveCount(40);

  const target = cards.nth(33);
  await target.scrollIntoViewIfNeeded();
  const href = await target.getAttribute('href');
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(1000);
  await target.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(cards).toHaveCount(40);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 200);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 200);
  await expect(page.locator(`main a[href="${href}"]`)).toBeInViewport();
});

test('search: suggestions while typing, then the results; recent searches kept and removable', async ({
  page,
}, testInfo) => {
  await page.goto('/products');
  await page.getByRole('button', { name: '상품 검색' }).click();
  const dialog = page.getByRole('dialog', { name: '상품 검색' });
  const input = dialog.getByRole('searchbox', { name: '검색어' });
  await expect(input).toBeFocused();
  await expect(dialog.getByRole('region', { name: '인기 검색어' })).toContainText('코트');
  await expect(dialog.getByText('최근 검색어가 없습니다.')).toBeVisible();

  await input.pressSequentially('니트', { delay: 60 });
  const suggestions = dialog.getByRole('region', { name: '추천 검색 결과' });
  await expect(suggestions.getByRole('link', { name: /상의 > 니트/ })).toHaveAttribute(
    'href',
    '/products?category=knit',
  );
  await expect(suggestions.getByRole('link', { name: /데일리 코튼 니트/ })).toBeVisible();
  expect(await suggestions.getByRole('link').count()).toBeLessThanOrEqual(8);
  await checkAndShoot(page, testInfo, 'finding-search', { fullPage: false });

  await input.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/products\?q=%EB%8B%88%ED%8A%B8$/);
  await expect(page.getByRole('heading', { level: 1, name: "'니트' 검색 결과" })).toBeVisible();
  await expect.poll(async () => (await cardNames(page)).length).toBeGreaterThanOrEqual(8);

  await page.getByRole('button', { name: '상품 검색' }).click();
  const recent = dialog.getByRole('region', { name: '최근 검색어' });
  await expect(recent.getByRole('listitem')).toHaveText(['니트']);
  await recent.getByRole('button', { name: '니트 삭제' }).click();
  await expect(recent.getByText('최근 검색어가 없습니다.')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: '상품 검색' }).click();
  await expect(dialog.getByText('최근 검색어가 없습니다.')).toBeVisible();
});

test('nothing found: a way out by clearing the filters or a popular search', async ({
  page,
}, testInfo) => {
  await page.goto('/products?category=coat&color=%EB%B2%84%EA%B1%B4%EB%94%94&in_stock=1');
  await expect(page.getByText('조건에 맞는 상품이 없습니다.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: '인기 검색어' }).getByRole('link').first(),
  ).toBeVisible();
  await checkAndShoot(page, testInfo, 'finding-empty');
  await page.getByRole('button', { name: '필터 전체 해제' }).click();
  await expect(page).toHaveURL(/\/products\?category=coat$/);
  await expect(page.getByRole('main').locator('li a[href^="/product/"]').first()).toBeVisible();
});
