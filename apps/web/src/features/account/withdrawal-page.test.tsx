import { type WithdrawalPreview, withdrawalMessages } from '@shop/contract/withdrawal';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { couponKeys } from '../../shared/api/query-keys';
import { testCoupon } from '../../shared/testing/coupons';
import { fieldRefusal } from '../../shared/testing/fetch';
import { member, sessionPerTest, stubApi } from '../../shared/testing/member-pages';
import { testQueryClient } from '../../shared/testing/render';
import { renderAtRoute } from '../../shared/testing/route-render';
import { WithdrawalPage } from './withdrawal-page';

const PATH = '/mypage/withdraw';
const PREVIEW = 'GET /v1/users/me/withdrawal';
const WITHDRAW = 'POST /v1/users/me/withdrawal';
const AGREE = '안내 사항을 모두 확인했으며 탈퇴에 동의합니다';

/** A member with a password, 15,000 won of points and two coupons, and no order in progress. */
const testPreview = (overrides: Partial<WithdrawalPreview> = {}): WithdrawalPreview => ({
  confirm_with: 'password',
  points: 15_000,
  coupons: 2,
  orders_in_progress: 0,
  can_withdraw: true,
  order_records_kept_years: 5,
  ...overrides,
});

/** The signed-in member on /mypage/withdraw, the server answering `answers`. */
function open(answers: Parameters<typeof stubApi>[0], client = testQueryClient()) {
  const calls = stubApi({ 'GET /v1/users/me': { body: member }, ...answers });
  renderAtRoute(PATH, PATH, <WithdrawalPage />, { client });
  return calls;
}

const withdrawals = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((c) => `${c.method} ${c.path}` === WITHDRAW);

/** Presses 탈퇴하기 and answers the last question with 탈퇴하기. */
async function withdrawAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
  const dialog = await screen.findByRole('dialog', { name: '정말 탈퇴하시겠습니까?' });
  await user.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
}

/** The message an input's aria-describedby points at. */
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('WithdrawalPage for a member', () => {
  sessionPerTest(true);

  it('says what is lost and what is kept, and asks for the password', async () => {
    const calls = open({ [PREVIEW]: { body: testPreview() } });
    expect(screen.getByRole('heading', { name: '회원 탈퇴', level: 1 })).toBeTruthy();
    const facts = await screen.findByRole('region', { name: '탈퇴 전 확인해주세요' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '적립금 15,000원이 소멸됩니다.',
      '사용하지 않은 쿠폰 2장이 사라집니다.',
      '탈퇴 후에는 적립금과 쿠폰을 되살릴 수 없으며, 다시 가입해도 돌려받을 수 없습니다.',
      '주문·결제 기록은 전자상거래법에 따라 5년 동안 보관하며, 회원을 알아볼 수 있는 정보 없이 남깁니다.',
      '이름, 휴대폰 번호, 이메일, 배송지, 카카오·네이버 연결 정보 등 회원 정보는 모두 삭제됩니다.',
      '탈퇴한 아이디로 다시 회원가입할 수 있습니다.',
    ]);
    expect(within(facts).queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('비밀번호')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('탈퇴 사유 (선택)').value).toBe('');
    expect(screen.getByRole('link', { name: '마이페이지' }).getAttribute('href')).toBe('/mypage');
    expect(calls.find((c) => c.path === '/v1/users/me/withdrawal')?.auth).toBe('Bearer test-token');
  });

  it('leaves out the points and coupons it has none of', async () => {
    open({ [PREVIEW]: { body: testPreview({ points: 0, coupons: 0 }) } });
    const facts = await screen.findByRole('region', { name: '탈퇴 전 확인해주세요' });
    expect(within(facts).queryByText(/소멸됩니다/)).toBeNull();
    expect(within(facts).queryByText(/쿠폰 \d+장/)).toBeNull();
    expect(within(facts).getAllByRole('listitem')).toHaveLength(4);
    expect(within(facts).getByText(/적립금과 쿠폰을 되살릴 수 없으며/)).toBeTruthy();
  });

  it('stops while an order is in progress, with the way to the orders', async () => {
    const calls = open({
      [PREVIEW]: { body: testPreview({ orders_in_progress: 2, can_withdraw: false }) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(withdrawalMessages.ordersInProgress(2));
    expect(within(alert).getByRole('link', { name: '주문 현황 보기' }).getAttribute('href')).toBe(
      '/mypage#orderstatus',
    );
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: '탈퇴하기' });
    expect(submit.disabled).toBe(true);
    for (const label of ['비밀번호', '탈퇴 사유 (선택)', AGREE]) {
      expect(screen.getByLabelText(label).matches(':disabled')).toBe(true);
    }
    await userEvent.click(submit);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(withdrawals(calls)).toHaveLength(0);
  });

  it('asks for the password and the agreement before anything is sent', async () => {
    const calls = open({ [PREVIEW]: { body: testPreview() } });
    const user = userEvent.setup();
    const password = await screen.findByLabelText('비밀번호');
    await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
    await waitFor(() => expect(messageOf(password)).toBe(withdrawalMessages.passwordRequired));
    expect(messageOf(screen.getByLabelText(AGREE))).toBe(withdrawalMessages.agreeRequired);
    expect(document.activeElement).toBe(password);

    // The password alone is not enough: the agreement is still missing.
    await user.type(password, 'Secure123$');
    await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBeNull());
    expect(messageOf(screen.getByLabelText(AGREE))).toBe(withdrawalMessages.agreeRequired);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(withdrawals(calls)).toHaveLength(0);
  });

  it('shows a wrong password under its field and stays signed in', async () => {
    const calls = open({
      [PREVIEW]: { body: testPreview() },
      [WITHDRAW]: { status: 403, body: { detail: withdrawalMessages.passwordWrong } },
    });
    const user = userEvent.setup();
    const password = await screen.findByLabelText('비밀번호');
    await user.type(password, 'Wrong123$');
    await user.click(screen.getByLabelText(AGREE));
    await withdrawAndConfirm(user);

    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(password)).toBe('비밀번호가 올바르지 않습니다.');
    expect(document.activeElement).toBe(password);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(withdrawals(calls)).toHaveLength(1);
    expect(document.cookie).toContain('access=test-token');
    expect(screen.getByTestId('location').textContent).toBe(PATH);
  });

  it("puts the server's 422 under the field it names", async () => {
    open({
      [PREVIEW]: { body: testPreview() },
      [WITHDRAW]: fieldRefusal(['password'], withdrawalMessages.passwordRequired),
    });
    const user = userEvent.setup();
    const password = await screen.findByLabelText('비밀번호');
    await user.type(password, 'Secure123$');
    await user.click(screen.getByLabelText(AGREE));
    await withdrawAndConfirm(user);
    await waitFor(() => expect(messageOf(password)).toBe(withdrawalMessages.passwordRequired));
  });

  it('stops when the server finds an order in progress after all', async () => {
    let previews = 0;
    const blocked = testPreview({ orders_in_progress: 1, can_withdraw: false });
    open({
      [PREVIEW]: () => ({ body: previews++ === 0 ? testPreview() : blocked }),
      [WITHDRAW]: { status: 409, body: { detail: withdrawalMessages.ordersInProgress(1) } },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('비밀번호'), 'Secure123$');
    await user.click(screen.getByLabelText(AGREE));
    await withdrawAndConfirm(user);
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: '탈퇴하기' }).disabled).toBe(
        true,
      ),
    );
    expect(screen.getByRole('alert').textContent).toContain(withdrawalMessages.ordersInProgress(1));
  });

  it('withdraws after the last question, then signs out, forgets the cache and goes home', async () => {
    const client = testQueryClient();
    client.setQueryData(couponKeys.mine(), [testCoupon()]);
    const calls = open(
      {
        [PREVIEW]: { body: testPreview() },
        [WITHDRAW]: { body: { message: withdrawalMessages.done } },
      },
      client,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('비밀번호'), 'Secure123$');
    await user.selectOptions(screen.getByLabelText('탈퇴 사유 (선택)'), '원하는 상품이 없음');
    await user.click(screen.getByLabelText(AGREE));

    // Going back from the last question sends nothing.
    await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
    const dialog = await screen.findByRole('dialog', { name: '정말 탈퇴하시겠습니까?' });
    await user.click(within(dialog).getByRole('button', { name: '돌아가기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(withdrawals(calls)).toHaveLength(0);

    await withdrawAndConfirm(user);
    expect(await screen.findByText(withdrawalMessages.done)).toBeTruthy();
    expect(withdrawals(calls)).toMatchObject([
      {
        auth: 'Bearer test-token',
        body: { password: 'Secure123$', agree: true, reason: '원하는 상품이 없음' },
      },
    ]);
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(document.cookie).not.toContain('access=');
    expect(client.getQueryData(couponKeys.mine())).toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('asks a Kakao/Naver-only member for their consent alone', async () => {
    const calls = open({
      [PREVIEW]: { body: testPreview({ confirm_with: 'consent' }) },
      [WITHDRAW]: { body: { message: withdrawalMessages.done } },
    });
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        '카카오·네이버로 가입한 계정은 비밀번호 없이 동의만으로 탈퇴할 수 있습니다.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('비밀번호')).toBeNull();
    await user.click(screen.getByLabelText(AGREE));
    await withdrawAndConfirm(user);
    expect(await screen.findByText(withdrawalMessages.done)).toBeTruthy();
    expect(withdrawals(calls)[0]?.body).toEqual({ agree: true });
  });
});

describe('WithdrawalPage for a visitor', () => {
  sessionPerTest(false);

  it('asks to sign in and asks the server nothing', () => {
    const calls = open({});
    expect(screen.getByRole('dialog', { name: '로그인' })).toBeTruthy();
    expect(screen.getByText('회원 정보가 없습니다. 로그인해주세요.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '탈퇴하기' })).toBeNull();
    expect(calls.some((c) => c.path === '/v1/users/me/withdrawal')).toBe(false);
  });
});
