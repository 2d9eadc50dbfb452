import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type StubAnswer, stubApi } from '../../../shared/testing/fetch';
import { storeAccessToken, testMember } from '../../../shared/testing/session';
import { page, renderReviews, review, reviewsPath, SUMMARY_PATH, summary } from './testing';

const FIRST = 'sort=latest&page=1&limit=10';
const ok = (body: unknown): StubAnswer => ({ status: 200, body });
const get = (path: string) => `GET ${path}`;

const detailed = review(11, {
  rating: 4,
  author: '박**',
  height_cm: 165,
  weight_kg: 56,
  usual_size: 'M',
  fit: 'SMALL',
  photo_urls: ['/uploads/reviews/11-a.jpg'],
  helpful_count: 3,
  edited_at: '2026-11-21T03:00:00Z',
  reply: { body: '감사합니다.\n또 들러주세요.', replied_at: '2026-11-22T03:00:00Z' },
});

const shownReviews = async () =>
  within(await screen.findByRole('list', { name: '구매평 목록' })).getAllByRole('article');
const called = (calls: { path: string }[], path: string) =>
  calls.some((call) => call.path === path);

describe('ProductReviews', () => {
  it('shows the summary beside the first page of reviews', async () => {
    stubApi({
      [get(SUMMARY_PATH)]: ok(summary()),
      [get(reviewsPath(FIRST))]: ok(page([detailed, review(12)])),
    });
    renderReviews();

    expect(await screen.findByRole('heading', { name: '구매평 (3)' })).toBeTruthy();
    expect(await screen.findByText('4.7')).toBeTruthy();
    expect(screen.getByText('구매평 3개')).toBeTruthy();
    const stars = screen.getByRole('list', { name: '별점 분포' });
    expect(
      within(stars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['5점2개', '4점1개', '3점0개', '2점0개', '1점0개']);
    expect(screen.getByText('정사이즈 67%').parentElement?.textContent).toBe('사이즈 정사이즈 67%');
    const fits = screen.getByRole('list', { name: '사이즈 체감' });
    expect(
      within(fits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['작아요33%', '정사이즈67%', '커요0%']);

    const first = (await screen.findAllByRole('article'))[0] as HTMLElement;
    const text = first.textContent ?? '';
    for (const part of [
      '박**',
      '2026.11.20',
      '수정됨',
      '구매 인증',
      '블랙 / M',
      '키 165cm · 56kg · 평소 M',
      '사이즈 작아요',
      'ONDO STUDIO 답글',
    ]) {
      expect(text).toContain(part);
    }
    expect(within(first).getByRole('img', { name: '별점 5점 만점에 4점' })).toBeTruthy();
    expect(within(first).getByText(/구매평 11 첫 줄/).textContent).toBe('구매평 11 첫 줄\n둘째 줄');
    expect(within(first).getByRole('button', { name: '도움돼요 3' })).toBeTruthy();
    expect(screen.getAllByRole('article')[1]?.textContent).not.toContain('키 ');
  });

  it('asks the list again when a filter or the order changes, and can clear the filters', async () => {
    const calls = stubApi({
      [get(SUMMARY_PATH)]: ok(summary()),
      [get(reviewsPath(FIRST))]: ok(page([review(11)])),
      [get(reviewsPath('sort=latest&photo=true&page=1&limit=10'))]: ok(page([review(12)])),
      [get(reviewsPath('sort=latest&photo=true&size=M&page=1&limit=10'))]: ok(page([review(13)])),
      [get(reviewsPath('sort=latest&photo=true&size=M&rating=5&page=1&limit=10'))]: ok(page([])),
      [get(reviewsPath('sort=helpful&page=1&limit=10'))]: ok(page([review(14)])),
    });
    renderReviews();
    await screen.findByText(/구매평 11 첫 줄/);

    const photoOnly = screen.getByRole('button', { name: '포토 구매평만' });
    await userEvent.click(photoOnly);
    expect(photoOnly.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText(/구매평 12 첫 줄/)).toBeTruthy();

    const size = screen.getByLabelText('내 사이즈') as HTMLSelectElement;
    expect([...size.options].map((o) => o.text)).toEqual(['전체 사이즈', 'M', 'L']);
    await userEvent.selectOptions(size, 'M');
    expect(await screen.findByText(/구매평 13 첫 줄/)).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('별점'), '5점');
    expect(await screen.findByText('조건에 맞는 구매평이 없습니다.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '필터 초기화' }));
    expect(await screen.findByText(/구매평 11 첫 줄/)).toBeTruthy();
    expect(photoOnly.getAttribute('aria-pressed')).toBe('false');

    await userEvent.selectOptions(screen.getByLabelText('정렬'), '도움순');
    expect(await screen.findByText(/구매평 14 첫 줄/)).toBeTruthy();
    expect(called(calls, reviewsPath('sort=helpful&page=1&limit=10'))).toBe(true);
  });

  it('appends the next page on 구매평 더보기 until every review is shown', async () => {
    const firstTen = Array.from({ length: 10 }, (_, i) => review(100 - i));
    stubApi({
      [get(SUMMARY_PATH)]: ok(summary({ count: 12 })),
      [get(reviewsPath(FIRST))]: ok(page(firstTen, 12)),
      [get(reviewsPath('sort=latest&page=2&limit=10'))]: ok(page([review(90), review(89)], 12, 2)),
    });
    renderReviews();
    const more = await screen.findByRole('button', { name: /구매평 더보기/ });
    expect(more.textContent).toContain('10 / 12');
    expect(await shownReviews()).toHaveLength(10);

    await userEvent.click(more);
    await waitFor(async () => expect(await shownReviews()).toHaveLength(12));
    expect(screen.getByText(/구매평 100 첫 줄/)).toBeTruthy();
    expect(screen.getByText(/구매평 89 첫 줄/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /구매평 더보기/ })).toBeNull();
  });

  it('turns 도움돼요 on and off for a member, with the server’s count', async () => {
    storeAccessToken();
    const calls = stubApi({
      [get('/v1/users/me')]: ok(testMember),
      [get(SUMMARY_PATH)]: ok(summary()),
      [get(reviewsPath(FIRST))]: ok(page([review(11, { helpful_count: 2 })])),
      'PUT /v1/reviews/11/helpful': ok({ helpful_count: 3, helped: true }),
      'DELETE /v1/reviews/11/helpful': ok({ helpful_count: 2, helped: false }),
    });
    renderReviews();
    const button = await screen.findByRole('button', { name: '도움돼요 2' });
    expect(button.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(button);
    const pressed = await screen.findByRole('button', { name: '도움돼요 3' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.auth).toBe('Bearer test-token');

    await userEvent.click(pressed);
    const released = await screen.findByRole('button', { name: '도움돼요 2' });
    expect(released.getAttribute('aria-pressed')).toBe('false');
    expect(calls.filter((call) => call.path.endsWith('/helpful')).map((c) => c.method)).toEqual([
      'PUT',
      'DELETE',
    ]);
    // The list was asked as the member, so that `helped` is theirs.
    expect(calls.find((call) => call.path === reviewsPath(FIRST))?.auth).toBe('Bearer test-token');
  });

  it('asks a visitor to sign in before 도움돼요, and counts the press once they have', {
    timeout: 15_000,
  }, async () => {
    let helped = false;
    const calls = stubApi({
      [get(SUMMARY_PATH)]: ok(summary()),
      [get(reviewsPath(FIRST))]: () =>
        ok(
          page([
            review(11, { helpful_count: helped ? 3 : 2, helped }),
            review(12, { is_mine: true, helpful_count: 5 }),
          ]),
        ),
      'POST /v1/users/signin': ok({
        ...testMember,
        token: { access_token: 'test-token', refresh_token: 'r' },
      }),
      [get('/v1/users/me')]: ok(testMember),
      'PUT /v1/reviews/11/helpful': () => {
        helped = true;
        return ok({ helpful_count: 3, helped: true });
      },
    });
    renderReviews();
    // The writer's own review shows its count, with nothing to press.
    expect(await screen.findByText('도움돼요 5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '도움돼요 5' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '도움돼요 2' }));
    const dialog = await screen.findByRole('dialog', { name: '로그인' });
    expect(within(dialog).getByText('로그인하면 도움돼요를 누를 수 있습니다.')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/helpful'))).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('아이디'), 'ondo01');
    await userEvent.type(within(dialog).getByLabelText('비밀번호'), 'Secure123$');
    await userEvent.click(within(dialog).getByRole('button', { name: '로그인' }));
    const pressed = await screen.findByRole('button', { name: '도움돼요 3' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/v1/reviews/11/helpful',
    ]);
  });

  it('puts 도움돼요 back and says why when the server refuses', async () => {
    storeAccessToken();
    stubApi({
      [get('/v1/users/me')]: ok(testMember),
      [get(SUMMARY_PATH)]: ok(summary()),
      [get(reviewsPath(FIRST))]: ok(page([review(11, { helpful_count: 2 })])),
      'PUT /v1/reviews/11/helpful': {
        status: 409,
        body: { detail: '내 구매평에는 도움돼요를 누를 수 없습니다.' },
      },
    });
    renderReviews();
    await userEvent.click(await screen.findByRole('button', { name: '도움돼요 2' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '내 구매평에는 도움돼요를 누를 수 없습니다.',
    );
    const button = screen.getByRole('button', { name: '도움돼요 2' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('opens a strip photo large with its review', async () => {
    const withPhoto = review(11, { author: '이**', photo_urls: ['/uploads/reviews/11-a.jpg'] });
    stubApi({
      [get(SUMMARY_PATH)]: ok(summary()),
      [get(reviewsPath(FIRST))]: ok(page([review(12)])),
      [get(reviewsPath('sort=latest&photo=true&page=1&limit=12'))]: ok(page([withPhoto])),
    });
    renderReviews();
    await userEvent.click(
      await screen.findByRole('button', { name: '포토 구매평 사진 1 크게 보기' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '구매평 사진' });
    expect(await within(dialog).findByText(/구매평 11 첫 줄/)).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: '이**님의 구매평 사진' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('invites the first review when there is none', async () => {
    const calls = stubApi({ [get(SUMMARY_PATH)]: ok(summary({ count: 0, average: null })) });
    renderReviews();
    expect(await screen.findByText('아직 구매평이 없습니다. 첫 구매평을 남겨주세요.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '구매평 (0)' })).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith(reviewsPath('')))).toBe(false);
  });
});
