import type { QnaListItem } from '@shop/contract/qna';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  desktopLayoutEachTest,
  member,
  renderPage,
  signInCookie,
  stubApi,
  stubMediaQueries,
} from './community-testing';
import { QnaListPage } from './qna-list-page';

const post = (id: number, over: Partial<QnaListItem> = {}): QnaListItem => ({
  id,
  title: `사이즈 문의 ${id}`,
  writer: '온도',
  image_urls: [],
  view_count: 3,
  created_at: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
  comment_count: 0,
  is_secret: false,
  is_notice: false,
  ...over,
});

const list = {
  qna: [
    post(1, { is_notice: true, title: '오픈 안내', writer: 'ONDO STUDIO' }),
    post(31, { is_secret: true, title: '비밀 문의', comment_count: 2 }),
    post(30),
  ],
  page_count: 7,
};

desktopLayoutEachTest();

describe('QnaListPage', () => {
  it('reads page, type and keyword from the URL and asks the server for them', async () => {
    const calls = stubApi({
      'GET /v1/qna?page=6&qna_type=writer&keyword=%EC%98%A8%EB%8F%84': { body: list },
    });
    renderPage('/service/qna', '/service/qna?page=6&qna_type=writer&keyword=온도', <QnaListPage />);
    expect(await screen.findByRole('link', { name: /비밀 문의/ })).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual([
      '/v1/qna?page=6&qna_type=writer&keyword=%EC%98%A8%EB%8F%84',
    ]);
    expect((screen.getByLabelText('검색 기준') as HTMLSelectElement).value).toBe('writer');
    expect((screen.getByLabelText('검색어') as HTMLInputElement).value).toBe('온도');
    // Page 6 sits in the window 6–10 (only 7 pages): a jump back to 5, none forward.
    const nav = screen.getByRole('navigation', { name: '페이지' });
    expect(within(nav).getByRole('link', { name: '6페이지' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: '이전 페이지 묶음' }).getAttribute('href')).toBe(
      '/service/qna?page=5&qna_type=writer&keyword=%EC%98%A8%EB%8F%84',
    );
    expect(within(nav).queryByRole('link', { name: '다음 페이지 묶음' })).toBeNull();
  });

  it('shows notices on top, locks, comment counts and relative times', async () => {
    stubApi({ 'GET /v1/qna?page=1&qna_type=title': { body: list } });
    renderPage('/service/qna', '/service/qna', <QnaListPage />);
    const secret = await screen.findByRole('link', { name: /비밀 문의/ });
    expect(secret.getAttribute('href')).toBe('/service/contents/31');
    expect(within(secret).getByRole('img', { name: '비밀글' })).toBeTruthy();
    expect(secret.textContent).toContain('댓글 2개');
    const notice = screen.getByRole('link', { name: /오픈 안내/ });
    expect(notice.getAttribute('href')).toBe('/service/notice/1');
    expect(notice.textContent).toContain('공지');
    expect(screen.getAllByText('5분 전').length).toBeGreaterThan(0);
  });

  it('a search goes into the URL from page 1', async () => {
    stubApi({
      'GET /v1/qna?page=3&qna_type=title': { body: list },
      'GET /v1/qna?page=1&qna_type=payload&keyword=%EC%BD%94%ED%8A%B8': { body: list },
    });
    renderPage('/service/qna', '/service/qna?page=3', <QnaListPage />);
    await screen.findByRole('link', { name: /비밀 문의/ });
    await userEvent.selectOptions(screen.getByLabelText('검색 기준'), '내용');
    await userEvent.type(screen.getByLabelText('검색어'), '코트');
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/service/qna?qna_type=payload&keyword=%EC%BD%94%ED%8A%B8',
      ),
    );
  });

  it('a signed-in member gets the member list with the token', async () => {
    signInCookie();
    const calls = stubApi({
      'GET /v1/users/me': { body: member },
      'GET /v1/qna/secret?page=1&qna_type=title': { body: list },
    });
    renderPage('/service/qna', '/service/qna', <QnaListPage />);
    await screen.findByRole('link', { name: /비밀 문의/ });
    const listCall = calls.find((c) => c.path.startsWith('/v1/qna'));
    expect(listCall).toEqual({
      method: 'GET',
      path: '/v1/qna/secret?page=1&qna_type=title',
      auth: 'Bearer test-token',
    });
    expect(calls.filter((c) => c.path.startsWith('/v1/qna'))).toHaveLength(1);
  });

  it('on a phone the posts are a list of rows with the write button under them', async () => {
    stubMediaQueries(true);
    stubApi({ 'GET /v1/qna?page=1&qna_type=title': { body: list } });
    renderPage('/service/qna', '/service/qna', <QnaListPage />);
    expect(await screen.findByRole('list', { name: 'Q&A 게시글 목록' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('link', { name: '글쓰기' })).toHaveLength(1);
  });

  it('an empty search result says what to do', async () => {
    stubApi({
      'GET /v1/qna?page=1&qna_type=title&keyword=%EC%97%86%EC%9D%8C': {
        body: { qna: [], page_count: 0 },
      },
    });
    renderPage('/service/qna', '/service/qna?keyword=없음', <QnaListPage />);
    expect(await screen.findByText('‘없음’에 대한 검색 결과가 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '페이지' })).toBeNull();
  });
});
