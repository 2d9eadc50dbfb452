import {
  checkAndShoot,
  expect,
  newMember,
  seriousA11yViolations,
  shoot,
  signInThroughDialog,
  test,
} from '../fixtures';

test('home: the intro video and the second navigation', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveTitle('ONDO STUDIO 온도 스튜디오');
  await expect(page.locator('video')).toHaveAttribute('poster', /intro-poster/);
  await expect(
    page.getByRole('navigation', { name: '홈 메뉴' }).getByRole('link', { name: 'PRODUCT' }),
  ).toBeVisible();
  await checkAndShoot(page, testInfo, 'home');
});

test('unknown addresses answer 404 with a Korean not-found page', async ({
  page,
  consoleErrors,
}, testInfo) => {
  // The browser logs the document's 404 status; crawlers are meant to see it.
  consoleErrors.allow(/status of 404/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await expect(page).toHaveTitle(/페이지를 찾을 수 없습니다/);
  await shoot(page, testInfo, 'not-found');
});

test.describe('desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop chrome');

  test('menu, login modal (Enter submits, backdrop closes), logout, restore after reload', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const member = await newMember(page);
    await page.goto('/about');
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    const menu = page.getByRole('navigation', { name: '주 메뉴' });
    // The menu slides in: a hover that lands while it moves is tried again once it has settled.
    await expect(async () => {
      await menu.getByRole('link', { name: 'COMMUNITY' }).hover();
      await expect(menu.getByRole('link', { name: 'Q&A' })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await shoot(page, testInfo, 'menu', { fullPage: false });
    // Leaving COMMUNITY folds its sub-menu and moves LOGIN up: hover first, so the click aims at
    // where LOGIN has settled rather than where it was.
    const login = menu.getByRole('button', { name: 'LOGIN' });
    await login.hover();
    await expect(menu.getByRole('link', { name: 'Q&A' })).toBeHidden();
    await login.click();

    const dialog = page.getByRole('dialog', { name: '로그인' });
    await expect(dialog).toBeVisible();
    await shoot(page, testInfo, 'login-modal', { fullPage: false });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.mouse.click(10, 450);
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await menu.getByRole('button', { name: 'LOGIN' }).click();
    await dialog.getByLabel('아이디').fill(member.userId);
    consoleErrors.allow(/status of 401/);
    await dialog.getByLabel('비밀번호').fill('wrong-password1!');
    await dialog.getByLabel('비밀번호').press('Enter');
    await expect(dialog.getByRole('alert')).toContainText('올바르지 않습니다');
    await dialog.getByLabel('비밀번호').fill(member.password);
    await dialog.getByLabel('비밀번호').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: '로그인되었습니다.' })).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.reload();
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await expect(menu.getByRole('link', { name: 'MYPAGE' })).toBeVisible();
    await menu.getByRole('button', { name: 'LOGOUT' }).click();
    await expect(page.getByRole('status').filter({ hasText: '로그아웃되었습니다.' })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.filter((c) => c.name === 'access' || c.name === 'refresh')).toEqual([]);
  });

  test('a login whose tokens cannot be renewed ends with a Korean notice', async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401/);
    await context.addCookies([
      { name: 'access', value: 'expired', url: baseURL! },
      { name: 'refresh', value: 'revoked', url: baseURL! },
    ]);
    await page.goto('/about');
    await expect(
      page.getByRole('alert').filter({ hasText: '로그인 정보가 만료되었습니다' }),
    ).toBeVisible();
  });
});

test.describe('mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile chrome');

  test('tab bar: 홈, 카테고리, 검색, 장바구니, 마이; 마이 asks a guest to sign in in place', async ({
    page,
  }, testInfo) => {
    const member = await newMember(page);
    await page.goto('/about');
    const bar = page.getByRole('navigation', { name: '하단 메뉴' });
    for (const name of ['홈', '장바구니', '마이']) {
      await expect(bar.getByRole('link', { name })).toBeVisible();
    }
    await bar.getByRole('button', { name: '검색' }).click();
    const search = page.getByRole('dialog', { name: '상품 검색' });
    await expect(search.getByRole('searchbox', { name: '검색어' })).toBeFocused();
    await search.getByRole('button', { name: '닫기' }).click();
    await expect(search).toBeHidden();
    await bar.getByRole('button', { name: '카테고리' }).click();
    const menu = page.getByRole('navigation', { name: '주 메뉴' });
    // The category tree first, then the shop's pages.
    await expect(menu.getByRole('link', { name: '니트' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'PRODUCT' })).toBeVisible();
    await menu.getByRole('button', { name: '메뉴 닫기' }).click();

    await bar.getByRole('link', { name: '마이' }).click();
    await expect(page).toHaveURL(/\/mypage$/);
    const dialog = await signInThroughDialog(page, member);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByRole('heading', { level: 1, name: /김온도 님/ })).toBeVisible();
    await shoot(page, testInfo, 'mobile-mypage-member');
  });

  test('a product shows its buy bar in place of the tab bar', async ({ page }) => {
    const items = (await (await page.request.get('/v1/items')).json()) as { id: number }[];
    await page.goto(`/product/${items[0]!.id}`);
    await expect(page.getByRole('button', { name: '장바구니 담기' })).toBeInViewport();
    await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toHaveCount(0);
  });

  test('the top bar hides after 25px of scrolling down and returns on scrolling up', async ({
    page,
  }) => {
    await page.goto('/policy');
    const bar = page.getByRole('banner');
    await expect(bar).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(async () => (await bar.boundingBox())?.y ?? 0).toBeLessThan(-20);
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect.poll(async () => (await bar.boundingBox())?.y ?? -1).toBe(0);
  });
});
