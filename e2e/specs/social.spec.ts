import { expect, shoot, test } from '../fixtures';

for (const [provider, button] of [
  ['kakao', '카카오로 로그인'],
  ['naver', '네이버로 로그인'],
] as const) {
  test(`${provider}: sign in through the provider's page and come back signed in`, async ({
    page,
    isMobile,
  }, testInfo) => {
    if (isMobile) {
      await page.goto('/login');
    } else {
      await page.goto('/about');
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      await page
        .getByRole('navigation', { name: '주 메뉴' })
        .getByRole('button', { name: 'LOGIN' })
        .click();
    }
    await page.getByRole('button', { name: button }).click();

    // The provider's consent page (the local sandbox stands in for it).
    await expect(page).toHaveURL(new RegExp(`/sandbox/${provider}/`));
    await shoot(page, testInfo, `${provider}-consent`);
    await page.getByRole('button', { name: /동의하고 계속하기/ }).click();

    // Back home: the shop finishes the sign-in and cleans the address.
    await expect(page.getByRole('status').filter({ hasText: '로그인되었습니다.' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['access', 'refresh']));
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await expect(
      page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: 'MYPAGE' }),
    ).toBeVisible();
  });
}

test('a cancelled social sign-in says so and stays signed out', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '카카오로 로그인' }).click();
  await page.getByRole('button', { name: '취소' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '소셜 로그인을 취소했습니다.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
