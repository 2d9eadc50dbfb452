import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../shared/auth/token-store';
import { AdminGuard } from './admin-guard';
import { member, renderAdmin, stubApi } from './testing';

const renderGuarded = () =>
  renderAdmin(
    <AdminGuard>
      <p>관리자 화면</p>
    </AdminGuard>,
  );

/** A kept session of a member or an admin, opening the guarded screen. */
function signedInAs(role: 'member' | 'admin') {
  tokenStore.save({ access: 'token' });
  stubApi({ 'GET /v1/users/me': { body: member(role) } });
  renderGuarded();
}

describe('AdminGuard', () => {
  it('asks a visitor to sign in, then shows the screen to an admin', async () => {
    stubApi({
      'POST /v1/users/signin': {
        body: { ...member('admin'), token: { access_token: 'a', refresh_token: 'r' } },
      },
      'GET /v1/users/me': { body: member('admin') },
    });
    const user = userEvent.setup();
    renderGuarded();
    expect(screen.getByRole('heading', { name: '관리자 로그인' })).toBeTruthy();
    expect(screen.queryByText('관리자 화면')).toBeNull();

    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByRole('alert').textContent).toBe('아이디와 비밀번호를 입력해주세요.');

    await user.type(screen.getByLabelText('아이디'), 'boss');
    await user.type(screen.getByLabelText('비밀번호'), 'Boss123$');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('관리자 화면')).toBeTruthy();
  }, 15_000);

  it("shows the server's message when the sign-in is refused", async () => {
    stubApi({
      'POST /v1/users/signin': {
        status: 401,
        body: { detail: '아이디 또는 비밀번호가 일치하지 않습니다.' },
      },
    });
    const user = userEvent.setup();
    renderGuarded();
    await user.type(screen.getByLabelText('아이디'), 'boss');
    await user.type(screen.getByLabelText('비밀번호'), 'wrong');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '아이디 또는 비밀번호가 일치하지 않습니다.',
    );
  });

  it('gives a signed-in member the 403 page', async () => {
    signedInAs('member');
    expect(screen.getByRole('status').textContent).toBe('불러오는 중입니다…');
    expect(await screen.findByRole('heading', { name: '접근 권한이 없습니다' })).toBeTruthy();
    expect(screen.getByText('403')).toBeTruthy();
    expect(screen.queryByText('관리자 화면')).toBeNull();

    // Another account: back to the sign-in form.
    await userEvent.setup().click(screen.getByRole('button', { name: '다른 계정으로 로그인' }));
    expect(await screen.findByRole('heading', { name: '관리자 로그인' })).toBeTruthy();
  });

  it('lets a signed-in admin through', async () => {
    signedInAs('admin');
    expect(await screen.findByText('관리자 화면')).toBeTruthy();
  });
});
