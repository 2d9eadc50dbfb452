import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../shared/auth/token-store';
import { EditPage } from './edit-page';
import { renderWithProviders, stubApi } from './testing';

const me = {
  id: 'ondo2024',
  name: '김온도',
  nickname: '온도',
  phone_num: '010-1234-5678',
  email: 'ondo@ondo.kr',
  sns_confirm: false,
  email_confirm: true,
  role: 'member',
  has_password: true,
};

describe('EditPage', () => {
  it('asks a visitor to log in', () => {
    stubApi({});
    renderWithProviders(<EditPage />, { path: '/edit', auth: true });
    expect(screen.getByText('로그인이 필요한 페이지입니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '로그인하기' })).toBeTruthy();
  });

  it('is prefilled, and sends only what changed', async () => {
    tokenStore.save({ access: 'token' });
    let saved = me;
    const calls = stubApi({
      'GET /v1/users/me': () => ({ body: saved }),
      'POST /v1/users/check': { body: { result: 'not_found' } },
      'PUT /v1/users/me': (body) => {
        saved = { ...me, ...(body as object) };
        return { body: saved };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<EditPage />, { path: '/edit', auth: true });
    expect(screen.getByRole('status').textContent).toBe('회원 정보를 불러오는 중입니다.');

    const nickname = await screen.findByLabelText<HTMLInputElement>('닉네임');
    const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
    expect(nickname.value).toBe('온도');
    expect(field('휴대폰 번호 가운데 자리').value).toBe('1234');
    expect(field('휴대폰 번호 끝 자리').value).toBe('5678');
    expect(field('이메일 아이디').value).toBe('ondo');
    expect(screen.getByLabelText<HTMLSelectElement>('이메일 도메인').value).toBe('custom');
    expect(field('이메일 도메인 직접 입력').value).toBe('ondo.kr');
    expect(field('SMS 수신 동의').checked).toBe(false);
    expect(field('이메일 수신 동의').checked).toBe(true);
    expect(screen.getByRole('link', { name: '회원 탈퇴' }).getAttribute('href')).toBe(
      '/mypage/withdraw',
    );

    await user.click(screen.getByRole('button', { name: '저장하기' }));
    expect((await screen.findByRole('status')).textContent).toBe('변경된 내용이 없습니다.');

    await user.clear(nickname);
    await user.type(nickname, '가을');
    await user.click(field('SMS 수신 동의'));
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    await screen.findByText('회원정보가 수정되었습니다.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      nickname: '가을',
      agreeToSMS: true,
    });
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('needs the confirmation only when a new password is typed', async () => {
    tokenStore.save({ access: 'token' });
    const calls = stubApi({ 'GET /v1/users/me': { body: me } });
    const user = userEvent.setup();
    renderWithProviders(<EditPage />, { path: '/edit', auth: true });
    const password = await screen.findByLabelText<HTMLInputElement>('새 비밀번호');
    await user.type(password, 'Secure123');
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    expect(await screen.findByText('비밀번호에 특수문자(!@#$%^&*)를 포함해주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호를 한 번 더 입력해주세요.')).toBeTruthy();
    expect(document.activeElement).toBe(password);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('asks for the current password when the email changes, and sends it along', async () => {
    tokenStore.save({ access: 'token' });
    const calls = stubApi({
      'GET /v1/users/me': { body: me },
      'POST /v1/users/check': { body: { result: 'not_found' } },
      'PUT /v1/users/me': (body) => ({ body: { ...me, ...(body as object) } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<EditPage />, { path: '/edit', auth: true });
    const local = await screen.findByLabelText<HTMLInputElement>('이메일 아이디');
    expect(screen.queryByLabelText('현재 비밀번호')).toBeNull();

    await user.clear(local);
    await user.type(local, 'moved');
    const current = await screen.findByLabelText<HTMLInputElement>('현재 비밀번호');
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    expect(
      await screen.findByText('비밀번호나 이메일을 바꾸려면 현재 비밀번호를 입력해주세요.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(current);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(current, 'Secure123$');
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    await screen.findByText('회원정보가 수정되었습니다.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      email: 'moved@ondo.kr',
      current_password: 'Secure123$',
    });
  });

  it('shows a wrong current password under its field', async () => {
    tokenStore.save({ access: 'token' });
    stubApi({
      'GET /v1/users/me': { body: me },
      'PUT /v1/users/me': { status: 403, body: { detail: '현재 비밀번호가 올바르지 않습니다.' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<EditPage />, { path: '/edit', auth: true });
    await user.type(await screen.findByLabelText('새 비밀번호'), 'Changed99!');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'Changed99!');
    const current = screen.getByLabelText<HTMLInputElement>('현재 비밀번호');
    await user.type(current, 'Wrong123$');
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('현재 비밀번호가 올바르지 않습니다.').length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(current);
    expect(tokenStore.access()).toBe('token');
  });

  it('signs in again with the new password, since the change ends every session', async () => {
    tokenStore.save({ access: 'token' });
    const calls = stubApi({
      'GET /v1/users/me': { body: me },
      'PUT /v1/users/me': { body: me },
      'POST /v1/users/signin': {
        body: {
          id: me.id,
          name: me.name,
          nickname: me.nickname,
          role: 'member',
          token: { access_token: 'renewed-access', refresh_token: 'renewed-refresh' },
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<EditPage />, { path: '/edit', auth: true });
    await user.type(await screen.findByLabelText('새 비밀번호'), 'Changed99!');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'Changed99!');
    await user.type(screen.getByLabelText('현재 비밀번호'), 'Secure123$');
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    await screen.findByText('회원정보가 수정되었습니다.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      password: 'Changed99!',
      confirm_password: 'Changed99!',
      current_password: 'Secure123$',
    });
    expect(calls.find((c) => c.path === '/v1/users/signin')?.body).toEqual({
      user_id: me.id,
      password: 'Changed99!',
    });
    expect(tokenStore.access()).toBe('renewed-access');
    expect(tokenStore.refresh()).toBe('renewed-refresh');
  });

  it('tells a member without a password (Kakao/Naver) that email and password stay', async () => {
    tokenStore.save({ access: 'token' });
    const calls = stubApi({
      'GET /v1/users/me': { body: { ...me, has_password: false } },
      'POST /v1/users/check': { body: { result: 'not_found' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<EditPage />, { path: '/edit', auth: true });
    const local = await screen.findByLabelText<HTMLInputElement>('이메일 아이디');
    const note =
      '카카오·네이버로 가입한 계정은 비밀번호가 없어 이메일과 비밀번호를 바꿀 수 없습니다.';
    expect(screen.getByText(note)).toBeTruthy();
    expect(screen.queryByLabelText('새 비밀번호')).toBeNull();

    await user.clear(local);
    await user.type(local, 'moved');
    expect(screen.queryByLabelText('현재 비밀번호')).toBeNull();
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    expect(await screen.findAllByText(note)).toHaveLength(2);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
