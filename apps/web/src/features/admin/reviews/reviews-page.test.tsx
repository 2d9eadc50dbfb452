import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, stubApi } from '../testing';
import { reviewsPage, testHiddenReview, testReview } from './review-testing';
import { AdminReviewsPage } from './reviews-page';

const excerpt = (text: RegExp) => screen.findByRole('button', { name: text });

describe('AdminReviewsPage', () => {
  it('shows each review with its stars, date, product, writer, photos, helpful count, status and reply', async () => {
    stubApi({
      'GET /v1/admin/reviews?page=1': {
        body: reviewsPage([
          testReview(),
          testHiddenReview({
            reply: { body: '확인했습니다.', replied_at: '2026-11-26T01:00:00Z' },
          }),
        ]),
      },
    });
    renderAdmin(<AdminReviewsPage />, { path: '/admin/reviews' });

    const shown = await excerpt(/^핏이 예쁘고/);
    expect(shown.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('구매평 2개')).toBeTruthy();
    const [, first, second] = screen.getAllByRole('row');
    for (const text of [
      '2026.11.25',
      '린넨 셔츠',
      '베이지 / M',
      '온도 (ondo2024)',
      '2장',
      '게시 중',
    ]) {
      expect(first?.textContent).toContain(text);
    }
    expect(within(first!).getByRole('img', { name: '별점 5점 만점에 5점' })).toBeTruthy();
    expect(within(first!).getByText('없음')).toBeTruthy();
    for (const text of ['코튼 양말', '블랙', '바람 (wind01)', '숨김']) {
      expect(second?.textContent).toContain(text);
    }
    expect(within(second!).getByRole('img', { name: '별점 5점 만점에 3점' })).toBeTruthy();
    expect(within(second!).getByText('있음')).toBeTruthy();
  });

  it('keeps the filters in the address and asks the API for them', async () => {
    const q = new URLSearchParams({ q: '셔츠' }).toString();
    const calls = stubApi({
      'GET /v1/admin/reviews?page=1': { body: reviewsPage([testReview(), testHiddenReview()]) },
      [`GET /v1/admin/reviews?status=HIDDEN&rating=3&photo=false&${q}&page=1`]: {
        body: reviewsPage([testHiddenReview()]),
      },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminReviewsPage />, { path: '/admin/reviews' });
    await excerpt(/^핏이 예쁘고/);

    await user.selectOptions(screen.getByLabelText('상태'), '숨김');
    await user.selectOptions(screen.getByLabelText('별점'), '3점');
    await user.selectOptions(screen.getByLabelText('포토'), '텍스트만');
    await user.type(screen.getByLabelText('상품명·작성자'), '셔츠');
    await user.click(screen.getByRole('button', { name: '검색' }));

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/admin/reviews?status=HIDDEN&rating=3&photo=false&${q}`,
      ),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /^핏이 예쁘고/ })).toBeNull());
    expect(screen.getByText('구매평 1개')).toBeTruthy();
    expect(calls.at(-1)?.path).toBe(
      `/v1/admin/reviews?status=HIDDEN&rating=3&photo=false&${q}&page=1`,
    );
  });

  it('reads the filters from the address, and pages through the list with them kept', async () => {
    const calls = stubApi({
      'GET /v1/admin/reviews?photo=true&page=1': {
        body: reviewsPage([testReview()], { total: 45 }),
      },
      'GET /v1/admin/reviews?photo=true&page=3': {
        body: reviewsPage([testReview({ id: 1 })], { total: 45, page: 3 }),
      },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminReviewsPage />, { path: '/admin/reviews?photo=true' });
    expect((screen.getByLabelText('포토') as HTMLSelectElement).value).toBe('true');
    await user.click(await screen.findByRole('button', { name: '3페이지' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/reviews?photo=true&page=3'),
    );
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/v1/admin/reviews?photo=true&page=3'));
  });

  it('narrows to one product from a link, and lets go of it', async () => {
    const calls = stubApi({
      'GET /v1/admin/reviews?item_id=1&page=1': { body: reviewsPage([testReview()]) },
      'GET /v1/admin/reviews?page=1': { body: reviewsPage([testReview(), testHiddenReview()]) },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminReviewsPage />, { path: '/admin/reviews?item_id=1' });
    expect(await screen.findByText('상품 번호 1의 구매평만 보고 있습니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '모든 상품 보기' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/reviews'));
    expect(await excerpt(/^그냥 그래요/)).toBeTruthy();
    expect(calls.at(-1)?.path).toBe('/v1/admin/reviews?page=1');
  });

  it('opens a review beside the list from its row, and closes it', async () => {
    stubApi({
      'GET /v1/admin/reviews?page=1': { body: reviewsPage([testReview()]) },
      'GET /v1/admin/reviews/31': { body: testReview() },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminReviewsPage />, { path: '/admin/reviews' });
    await user.click(await excerpt(/^핏이 예쁘고/));

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/reviews?review=31'),
    );
    const panel = screen.getByRole('article', { name: '린넨 셔츠' });
    expect(within(panel).getByText('원문')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: '구매평 닫기' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/reviews'));
    expect(screen.queryByRole('article')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^핏이 예쁘고/ }));
  });

  it('says so when no review matches', async () => {
    stubApi({ 'GET /v1/admin/reviews?rating=1&page=1': { body: reviewsPage([]) } });
    renderAdmin(<AdminReviewsPage />, { path: '/admin/reviews?rating=1' });
    expect(await screen.findByText('조건에 맞는 구매평이 없습니다.')).toBeTruthy();
  });
});
