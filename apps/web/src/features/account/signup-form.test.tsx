import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testMember } from '../../shared/testing/session';
import { SignupPage } from './signup-page';
import { renderWithProviders, stubApi } from './testing';

const CHECK = 'POST /v1/users/check';
const SIGNUP = 'POST /v1/users/signup';

function setup(answers: Parameters<typeof stubApi>[0]) {
  const calls = stubApi(answers);
  const user = userEvent.setup();
  renderWithProviders(<SignupPage />, { path: '/signup' });
  const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
  return { calls, user, field };
}

async function fillValidForm(
  user: ReturnType<typeof userEvent.setup>,
  field: (l: string) => HTMLInputElement,
) {
  await user.type(field('아이디'), 'ondo2024');
  await user.type(field('비밀번호'), 'Secure123$');
  await user.type(field('비밀번호 확인'), 'Secure123$');
  await user.type(field('이름'), '김온도');
  await user.type(field('닉네임'), '온도');
  await user.type(field('휴대폰 번호 가운데 자리'), '1234');
  await user.type(field('휴대폰 번호 끝 자리'), '5678');
  await user.type(field('이메일 아이디'), 'ondo2024');
  await user.selectOptions(screen.getByLabelText('이메일 도메인'), 'naver.com');
  await user.click(screen.getByRole('checkbox', { name: /^전체 동의/ }));
}

describe('sign-up duplicate checks on blur', () => {
  it('asks the server once the ID passes its rules, and says when it is taken', async () => {
    const { calls, user, field } = setup({ [CHECK]: { body: { result: 'found' } } });
    await user.type(field('아이디'), 'ond');
    await user.tab();
    expect(await screen.findByText('아이디는 4자 이상이어야 합니다.')).toBeTruthy();
    expect(calls).toEqual([]);

    await user.type(field('아이디'), 'o');
    await user.tab();
    expect(await screen.findByText('이미 사용 중인 아이디입니다.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: '/v1/users/check', body: { user_id: 'ondo' } }]);
    expect(field('아이디').getAttribute('aria-invalid')).toBe('true');

    // Another value is another question; the taken one stays known.
    await user.type(field('아이디'), '2');
    expect(screen.queryByText('이미 사용 중인 아이디입니다.')).toBeNull();
    await user.type(field('아이디'), '{Backspace}');
    expect(await screen.findByText('이미 사용 중인 아이디입니다.')).toBeTruthy();
  });

  it('checks the nickname and the whole email address', async () => {
    const { calls, user, field } = setup({
      [CHECK]: (body) => ({
        body: { result: (body as { email?: string }).email ? 'found' : 'not_found' },
      }),
    });
    await user.type(field('닉네임'), '온도');
    await user.tab();
    await user.type(field('이메일 아이디'), 'Ondo');
    await user.selectOptions(screen.getByLabelText('이메일 도메인'), 'gmail.com');
    expect(await screen.findByText('이미 사용 중인 이메일입니다.')).toBeTruthy();
    expect(calls.map((c) => c.body)).toEqual([{ nickname: '온도' }, { email: 'ondo@gmail.com' }]);
    expect(screen.queryByText('이미 사용 중인 닉네임입니다.')).toBeNull();
  });

  it('says when the check itself failed, and asks again on the next blur', async () => {
    let attempts = 0;
    const { user, field } = setup({
      [CHECK]: () => (++attempts === 1 ? 'network-error' : { body: { result: 'not_found' } }),
    });
    await user.type(field('닉네임'), '온도');
    await user.tab();
    expect(await screen.findByText('중복 확인에 실패했습니다.')).toBeTruthy();
    await user.click(field('닉네임'));
    await user.tab();
    await vi.waitFor(() => expect(screen.queryByText('중복 확인에 실패했습니다.')).toBeNull());
    expect(attempts).toBe(2);
  });
});

describe('sign-up submission', () => {
  it('is blocked while a field is wrong, with focus on the first error', async () => {
    const { calls, user, field } = setup({});
    await user.type(field('비밀번호'), 'secure123');
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('아이디를 입력해주세요.')).toBeTruthy();
    expect(
      screen.getByText(
        '비밀번호는 영문 대문자, 소문자, 숫자, 특수문자(!@#$%^&*)를 모두 포함해야 합니다.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('이용약관에 동의해주세요.')).toBeTruthy();
    expect(document.activeElement).toBe(field('아이디'));
    expect(calls).toEqual([]);
  });

  it('sends the sign-up and goes home with a notice', async () => {
    const { calls, user, field } = setup({
      [CHECK]: { body: { result: 'not_found' } },
      [SIGNUP]: {
        status: 201,
        body: {
          ...testMember,
          id: 'ondo2024',
          email: 'ondo2024@naver.com',
          sns_confirm: true,
          email_confirm: true,
        },
      },
    });
    await fillValidForm(user, field);
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect((await screen.findByRole('status')).textContent).toBe('회원가입이 완료되었습니다.');
    // The router moves in a transition, so the page may change a render after the notice.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(calls.find((c) => c.path === '/v1/users/signup')?.body).toEqual({
      user_id: 'ondo2024',
      password: 'Secure123$',
      name: '김온도',
      nickname: '온도',
      phone_num: '010-1234-5678',
      email: 'ondo2024@naver.com',
      sns_confirm: true,
      email_confirm: true,
    });
  });

  it("puts the server's 409 under the field only, and focuses it", {
    timeout: 15_000,
  }, async () => {
    const { user, field } = setup({
      [CHECK]: { body: { result: 'not_found' } },
      [SIGNUP]: { status: 409, body: { detail: '이미 사용 중인 닉네임입니다.' } },
    });
    await fillValidForm(user, field);
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(field('닉네임').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('이미 사용 중인 닉네임입니다.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(field('닉네임'));
    expect(screen.getByTestId('location').textContent).toBe('/signup');
  });
});
