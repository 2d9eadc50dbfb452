import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
};

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe('EditPage', () => {
  it('asks a visitor to log in', () => {
    stubApi({});
    renderWithProviders(<EditPage />, { path: '/edit', auth: true });
    expect(screen.getByText('로그인이 필요한 페이지입니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe('/login');
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
});
