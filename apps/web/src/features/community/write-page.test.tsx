import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  desktopLayoutEachTest,
  member,
  renderPage,
  signInCookie,
  stubApi,
} from './community-testing';
import { WritePage } from './write-page';

// The editor is loaded on demand; loading (and transforming) TipTap once up front keeps each
// test's own waiting short.
beforeAll(() => import('../../shared/rich-text/rich-text-editor'), 30_000);

desktopLayoutEachTest();
beforeEach(() => {
  // jsdom makes no object URLs; the previews only need an address.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('WritePage', () => {
  it('asks visitors to sign in', async () => {
    stubApi({});
    renderPage('/service/write', '/service/write', <WritePage />);
    expect(await screen.findByRole('heading', { name: '로그인이 필요합니다.' })).toBeTruthy();
    // The login dialog opens over the page at once; the page's button opens it again.
    const dialog = screen.getByRole('dialog', { name: '로그인' });
    expect(within(dialog).getByText('로그인한 회원만 글을 쓸 수 있습니다.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    await userEvent.click(screen.getByRole('button', { name: '로그인하기' }));
    expect(screen.getByRole('dialog', { name: '로그인' })).toBeTruthy();
  });

  it('checks the title, then the content, before sending anything (docs/api.md#form-checks)', async () => {
    signInCookie();
    const calls = stubApi({ 'GET /v1/users/me': { body: member } });
    renderPage('/service/write', '/service/write', <WritePage />);
    await screen.findByRole('textbox', { name: '내용' }, { timeout: 5000 });
    const submit = screen.getByRole('button', { name: '등록하기' });

    await userEvent.click(submit);
    expect(await screen.findAllByText('제목을 입력해주세요.')).toHaveLength(1);
    expect(alerts()).not.toContain('제목을 입력해주세요.');
    const title = screen.getByLabelText('제목') as HTMLInputElement;
    expect(document.activeElement).toBe(title);
    expect(title.getAttribute('aria-invalid')).toBe('true');

    await userEvent.selectOptions(screen.getByLabelText('제목 선택'), '배송 문의');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(screen.getByText('내용을 입력해주세요.', { selector: 'p[id]' })).toBeTruthy(),
    );
    expect(screen.getAllByText('내용을 입력해주세요.')).toHaveLength(1);
    expect(calls.filter((c) => c.path.startsWith('/v1/qna'))).toEqual([]);
  });

  it('shows the limits and refuses a second file of the same name', async () => {
    signInCookie();
    stubApi({ 'GET /v1/users/me': { body: member } });
    renderPage('/service/write', '/service/write', <WritePage />);
    await screen.findByRole('textbox', { name: '내용' }, { timeout: 5000 });
    expect(screen.getByText('JPG, PNG, WebP, GIF · 한 장에 5MB 이하 · 5장까지')).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const png = new File([new Uint8Array(10)], 'coat.png', { type: 'image/png' });
    await userEvent.upload(input, [png]);
    expect(screen.getByRole('img', { name: 'coat.png' })).toBeTruthy();
    expect(screen.getByText('1/5')).toBeTruthy();
    await userEvent.upload(input, [png]);
    expect(screen.getByText('coat.png: 이미 추가한 파일입니다.')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'coat.png' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'coat.png 삭제' }));
    expect(screen.queryByRole('img', { name: 'coat.png' })).toBeNull();
    expect(screen.getByText('0/5')).toBeTruthy();
  });
});
