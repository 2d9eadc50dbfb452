import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './login-page';
import { renderWithProviders, stubApi } from './testing';

const SETUP_MESSAGE =
  'ONDO STUDIO로 쇼핑몰을 옮겼습니다. 비밀번호를 새로 설정해 주세요. h***@example.com(으)로 비밀번호 설정 메일을 보냈습니다.';

async function signInAs(userId: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('아이디'), userId);
  await user.type(screen.getByLabelText('비밀번호'), password);
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

describe('LoginPage', () => {
  it('tells a member brought from the old shop where the set-password mail went', async () => {
    const calls = stubApi({
      'POST /v1/users/signin': { status: 409, body: { detail: SETUP_MESSAGE } },
    });
    renderWithProviders(<LoginPage />, { auth: true });
    await signInAs('hong1234', 'old-password');

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('비밀번호를 새로 설정해 주세요');
    expect(notice.textContent).toContain('h***@example.com(으)로 비밀번호 설정 메일을 보냈습니다.');
    // Not the wrong-password line, and still on the sign-in page.
    expect(screen.queryByText('아이디 또는 비밀번호가 올바르지 않습니다.')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(calls.filter((c) => c.path === '/v1/users/signin')).toHaveLength(1);
  });

  it('shows a wrong password as before, without the notice', async () => {
    stubApi({
      'POST /v1/users/signin': {
        status: 401,
        body: { detail: '아이디 또는 비밀번호가 올바르지 않습니다.' },
      },
    });
    renderWithProviders(<LoginPage />, { auth: true });
    await signInAs('someone', 'Wrong123!');

    expect((await screen.findByRole('alert')).textContent).toBe(
      '아이디 또는 비밀번호가 올바르지 않습니다.',
    );
    expect(screen.queryByText('비밀번호를 새로 설정해 주세요')).toBeNull();
  });
});
