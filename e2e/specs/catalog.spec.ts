import { expect, seriousA11yViolations, test } from '../fixtures';

test('the home page shows the seeded catalog from the API', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveTitle('ONDO STUDIO 온도 스튜디오');
  const cards = page.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  await expect(page.getByRole('img', { name: '린넨 오버핏 셔츠' })).toBeVisible();
  await expect(page.getByText('79,000원').first()).toBeVisible();

  // Every product image actually loads (the seed generated them).
  const broken = await page
    .locator('img')
    .evaluateAll(
      (imgs) =>
        (imgs as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0).length,
    );
  expect(broken).toBe(0);

  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({
    path: testInfo.outputPath(`home-${testInfo.project.name}.png`),
    fullPage: false,
  });
});

test('a client route reloads into the app', async ({ page }) => {
  await page.goto('/product/1');
  await expect(page).toHaveTitle(/ONDO STUDIO/);
});
