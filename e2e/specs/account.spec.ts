import type { Page } from '@playwright/test';
import { checkAndShoot, expect, newMember, shoot, signInBrowser, test } from '../fixtures';

/** A short unique suffix: IDs are at most 20 characters, nicknames 12. */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('sign-up: each kind of error under its field, then a new member', async ({
  page,
}, testInfo) => {
  const existing = await newMember(page);
  const id = `su${unique()}`;
  await page.goto('/signup');
  await expect(page).toHaveTitle(/회원가입/);
  await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
  await checkAndShoot(page, testInfo, 'signup');

  const userId = page.getByLabel('아이디', { exact: true });
  const password = page.getByLabel('비밀번호', { exact: true });
  const confirm = page.getByLabel('비밀번호 확인');
  const nickname = page.getByLabel('닉네임');

  await userId.fill('abc');
  await userId.blur();
  await expect(page.getByText('아이디는 4자 이상이어야 합니다.')).toBeVisible();
  await expect(userId).toHaveAttribute('aria-invalid', 'true');

  await userId.fill(existing.userId);
  await userId.blur();
  await expect(page.getByText('이미 사용 중인 아이디입니다.')).toBeVisible();

  await password.fill('secure1234');
  await password.blur();
  await expect(
    page.getByText(
      '비밀번호는 영문 대문자, 소문자, 숫자, 특수문자(!@#$%^&*)를 모두 포함해야 합니다.',
    ),
  ).toBeVisible();

  await password.fill('Secure123$');
  await confirm.fill('Secure123%');
  await confirm.blur();
  await expect(page.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();

  await nickname.fill('온');
  await nickname.blur();
  await expect(page.getByText('닉네임은 2자 이상 12자 이하여야 합니다.')).toBeVisible();

  // Submitting now is refused, with focus on the first wrong field.
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(userId).toBeFocused();
  await expect(page.getByText('이용약관에 동의해주세요.')).toBeVisible();
  await checkAndShoot(page, testInfo, 'signup-errors');

  await userId.fill(id);
  await userId.blur();
  await expect(page.getByText('이미 사용 중인 아이디입니다.')).toBeHidden();
  await confirm.fill('Secure123$');
  await page.getByLabel('이름').fill('한가을');
  await nickname.fill(`가을${unique().slice(-6)}`);
  const phoneMiddle = page.getByLabel('휴대폰 번호 가운데 자리');
  await expect(phoneMiddle).toHaveAttribute('inputmode', 'numeric');
  await phoneMiddle.fill('2345');
  await page.getByLabel('휴대폰 번호 끝 자리').fill('6789');
  await page.getByLabel('이메일 아이디').fill(id);
  await page.getByLabel('이메일 도메인', { exact: true }).selectOption('직접입력');
  await expect(page.getByLabel('이메일 도메인 직접 입력')).toBeFocused();
  await page.getByLabel('이메일 도메인 직접 입력').fill('ondo.kr');
  const all = page.getByRole('checkbox', { name: /^전체 동의/ });
  await all.check();
  await expect(page.getByRole('checkbox', { name: /^이메일 수신 동의/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /^SMS 수신 동의/ }).uncheck();
  await expect(all).not.toBeChecked();

  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(toast(page, '회원가입이 완료되었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const signin = await page.request.post('/v1/users/signin', {
    data: { user_id: id, password: 'Secure123$' },
  });
  expect(signin.status()).toBe(200);
});

test('find ID: the number is written 3-4-4 and the ID is shown', async ({
  page,
  consoleErrors,
}, testInfo) => {
  consoleErrors.allow(/status of 422/);
  const member = await newMember(page);
  await page.goto('/account');
  await expect(page).toHaveTitle(/아이디·비밀번호 찾기/);
  await checkAndShoot(page, testInfo, 'account');

  const panel = page.getByRole('tabpanel', { name: '아이디 찾기' });
  await panel.getByLabel('이름').fill('김온도');
  const phone = panel.getByLabel('휴대폰 번호');
  await phone.pressSequentially('01012345678');
  await expect(phone).toHaveValue('010-1234-5678');

  // An address the server cannot read: docs/api.md#error-messages calls it a wrong domain.
  await panel.getByLabel('이메일').fill(`${member.userId}@naver..com`);
  await panel.getByRole('button', { name: '아이디 찾기' }).click();
  await expect(panel.getByRole('alert')).toHaveText('이메일 도메인이 올바르지 않습니다.');

  await panel.getByLabel('이메일').fill(member.email);
  await panel.getByLabel('이메일').press('Enter');
  await expect(panel.getByText(`찾으신 아이디는 ${member.userId} 입니다.`)).toBeVisible();
  await expect(toast(page, `찾으신 아이디는 ${member.userId} 입니다.`)).toBeVisible();
  await shoot(page, testInfo, 'account-found');
});

test('password reset through the mail outbox', async ({
  page,
  baseURL,
  consoleErrors,
}, testInfo) => {
  // The second use of the link is refused with a 400, on purpose.
  consoleErrors.allow(/status of 400/);
  const member = await newMember(page);
  await page.goto('/account');
  const idTab = page.getByRole('tab', { name: '아이디 찾기' });
  await idTab.focus();
  await page.keyboard.press('ArrowRight');
  const tab = page.getByRole('tab', { name: '비밀번호 찾기' });
  await expect(tab).toBeFocused();
  await expect(tab).toHaveAttribute('aria-selected', 'true');

  const panel = page.getByRole('tabpanel', { name: '비밀번호 찾기' });
  await panel.getByLabel('아이디').fill(member.userId);
  await panel.getByLabel('이메일').fill(member.email);
  await panel.getByRole('button', { name: '재설정 메일 받기' }).click();
  await expect(panel.getByText('비밀번호 재설정 메일을 보냈습니다')).toBeVisible();
  await checkAndShoot(page, testInfo, 'account-password');

  const mail = await page.request.get('/sandbox/mail');
  const mails = (await mail.json()) as { to: string; text: string }[];
  const newest = mails.find((m) => m.to === member.email);
  const link = newest?.text.match(/\/find-password\/token=[^\s]+/)?.[0];
  expect(link, 'reset link in the newest mail').toBeTruthy();

  await page.goto(link!);
  await expect(page).toHaveTitle(/비밀번호 재설정/);
  const next = page.getByLabel('새 비밀번호', { exact: true });
  await next.fill('newsecure1');
  await next.blur();
  await expect(page.getByText('비밀번호에 영문 대문자를 포함해주세요.')).toBeVisible();
  await next.fill('NewSecure456!');
  await page.getByLabel('새 비밀번호 확인').fill('NewSecure456?');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();
  await checkAndShoot(page, testInfo, 'reset-password');

  await page.getByLabel('새 비밀번호 확인').fill('NewSecure456!');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(toast(page, '비밀번호가 재설정되었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await signInBrowser(page, baseURL!, member.userId, 'NewSecure456!');

  // The link works once.
  await page.goto(link!);
  await page.getByLabel('새 비밀번호', { exact: true }).fill('Another789@');
  await page.getByLabel('새 비밀번호 확인').fill('Another789@');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '이미 사용된 링크' })).toBeVisible();
});

test('edit: members only; a new nickname is saved', async ({ page, baseURL }, testInfo) => {
  await page.goto('/edit');
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(page.getByText('로그인이 필요한 페이지입니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '로그인하기' })).toBeVisible();
  await shoot(page, testInfo, 'edit-signed-out');

  const other = await newMember(page);
  const member = await newMember(page);
  await signInBrowser(page, baseURL!, member.userId, member.password);
  await page.goto('/edit');
  await expect(page).toHaveTitle(/회원정보 수정/);
  const nickname = page.getByLabel('닉네임');
  await expect(nickname).toHaveValue(member.nickname);
  await expect(page.getByLabel('휴대폰 번호 가운데 자리')).toHaveValue('1234');
  await expect(page.getByLabel('이메일 아이디')).toHaveValue(member.userId);
  await expect(page.getByLabel('이메일 도메인', { exact: true })).toHaveValue('naver.com');
  await checkAndShoot(page, testInfo, 'edit');

  await nickname.fill(other.nickname);
  await nickname.blur();
  await expect(page.getByText('이미 사용 중인 닉네임입니다.')).toBeVisible();

  const renamed = `새이름${unique().slice(-6)}`;
  await nickname.fill(renamed);
  await page.getByRole('checkbox', { name: 'SMS 수신 동의' }).check();
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(toast(page, '회원정보가 수정되었습니다.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('닉네임')).toHaveValue(renamed);
  await expect(page.getByRole('checkbox', { name: 'SMS 수신 동의' })).toBeChecked();
});
