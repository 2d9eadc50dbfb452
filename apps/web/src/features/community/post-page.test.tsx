import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { member, renderPage, signInCookie, stubApi, stubMediaQueries } from './community-testing';
import { PostPage } from './post-page';

const secret = { status: 403, body: { detail: '비밀글은 작성자와 관리자만 볼 수 있습니다.' } };

beforeEach(() => stubMediaQueries());

describe("someone else's secret post", () => {
  it('tells a member it is private, without asking them to sign in', async () => {
    signInCookie();
    stubApi({ 'GET /v1/users/me': { body: member }, 'GET /v1/qna/7': secret });
    renderPage('/service/contents/:id', '/service/contents/7', <PostPage />);
    expect(await screen.findByRole('heading', { name: '비밀글입니다.' })).toBeTruthy();
    expect(screen.getByText('비밀글은 작성자와 관리자만 볼 수 있습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '로그인하기' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers a guest the login dialog: it may be their own', async () => {
    stubApi({ 'GET /v1/qna/7': secret });
    renderPage('/service/contents/:id', '/service/contents/7', <PostPage />);
    expect(await screen.findByRole('heading', { name: '비밀글입니다.' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '로그인하기' }));
    const dialog = screen.getByRole('dialog', { name: '로그인' });
    expect(within(dialog).getByLabelText('아이디')).toBeTruthy();
  });
});
