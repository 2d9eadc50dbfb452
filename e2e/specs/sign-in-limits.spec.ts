import { expect, newMember, shoot, test } from '../fixtures';

// Many members behind one address (a carrier's NAT, an office) must all get in; only failed
// guesses count, per account and per address.
test('30 members sign in from one address within a minute; a guessed-at account is held', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const members = [];
  for (let i = 0; i < 30; i += 1) members.push(await newMember(page));

  // Twenty-nine sign in at once through the API, from this browser's address.
  const answers = await Promise.all(
    members.slice(1).map((m) =>
      page.request.post('/v1/users/signin', {
        data: { user_id: m.userId, password: m.password },
      }),
    ),
  );
  expect(answers.map((a) => a.status())).toEqual(Array(29).fill(200));

  // The thirtieth through the sign-in page.
  const last = members[0]!;
  await page.goto('/login');
  await page.getByLabel('아이디').fill(last.userId);
  await page.getByLabel('비밀번호').fill(last.password);
  await page.getByRole('main').getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  // Ten wrong passwords for another member: the next try, even the right one, is held.
  const target = members[1]!;
  for (let i = 0; i < 10; i += 1) {
    const wrong = await page.request.post('/v1/users/signin', {
      data: { user_id: target.userId, password: 'Wrong123$' },
    });
    expect(wrong.status()).toBe(401);
  }
  await page.context().clearCookies();
  await page.goto('/login');
  consoleErrors.allow(/status of 429/);
  await page.getByLabel('아이디').fill(target.userId);
  await page.getByLabel('비밀번호').fill(target.password);
  await page.getByRole('main').getByRole('button', { name: '로그인', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '실패한 시도가 너무 많습니다' }),
  ).toBeVisible();
  await shoot(page, testInfo, 'sign-in-held', { fullPage: false });
});
