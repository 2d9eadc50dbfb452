import { checkAndShoot, expect, shoot, test } from '../fixtures';

for (const [provider, button] of [
  ['kakao', '카카오 로그인'],
  ['naver', '네이버 로그인'],
] as const) {
  test(`${provider}: a first sign-in asks for consent on the shop, then signs in`, async ({
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
    // Someone new to the shop (a typed person, unique to this run and layout).
    await page.getByLabel('직접 입력').check();
    await page
      .getByLabel(provider === 'kakao' ? '닉네임' : '별명', { exact: true })
      .fill(`새손님${testInfo.project.name.slice(0, 2)}${Date.now().toString(36).slice(-4)}`);
    await page.getByRole('button', { name: /동의하고 계속하기/ }).click();

    // A first sign-in: no account until the shopper agrees to the terms and privacy notice.
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1, name: '약관 동의' })).toBeVisible();
    await page.getByRole('button', { name: '동의하고 가입하기' }).click();
    await expect(page.getByText('이용약관에 동의해주세요.').first()).toBeVisible();
    await checkAndShoot(page, testInfo, `${provider}-social-consent`);
    await page.getByLabel('전체 동의').check();
    await page.getByRole('button', { name: '동의하고 가입하기' }).click();

    // Back home, signed in.
    await expect(
      page.getByRole('status').filter({ hasText: '가입을 마치고 로그인되었습니다.' }),
    ).toBeVisible();
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
  await page.getByRole('button', { name: '카카오 로그인' }).click();
  await page.getByRole('button', { name: '취소' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '소셜 로그인을 취소했습니다.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
