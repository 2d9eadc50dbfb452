import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member, renderPage, sessionPerTest, stubApi } from '../../../shared/testing/member-pages';
import { MyReviewsPage } from '../my-reviews-page';
import { MY_REVIEWS, testMyReview, testMyReviews, testReviewableLine } from './testing';

/** A signed-in member on /mypage/reviews (or `path`), the server answering `answers`. */
function open(answers: Parameters<typeof stubApi>[0], path = '/mypage/reviews') {
  const calls = stubApi({ 'GET /v1/users/me': { body: member }, ...answers });
  renderPage(<MyReviewsPage />, { path, auth: true });
  return calls;
}

const tab = (name: RegExp) => screen.findByRole('tab', { name });

describe('MyReviewsPage for a member', () => {
  sessionPerTest(true);

  it('lists the lines to review with their reward, and the reviews in the next tab', async () => {
    const user = userEvent.setup();
    const calls = open({ [MY_REVIEWS]: { body: testMyReviews() } });

    expect(screen.getByRole('heading', { name: '구매평', level: 1 })).toBeTruthy();
    const writable = await tab(/작성 가능한 구매평/);
    expect(writable.textContent).toBe('작성 가능한 구매평 (1)');
    expect(writable.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    const line = within(panel).getByRole('listitem');
    expect(within(line).getByRole('link', { name: '린넨 셔츠' }).getAttribute('href')).toBe(
      '/product/7',
    );
    expect(line.textContent).toContain('블랙 / M');
    expect(line.textContent).toContain('2026.11.21 주문');
    expect(line.textContent).toContain('텍스트 500원 · 포토 1,000원 적립');
    expect(within(line).getByRole('button', { name: '린넨 셔츠 구매평 쓰기' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/v1/users/me/reviews')?.auth).toBe('Bearer test-token');

    const written = screen.getByRole('tab', { name: '내가 쓴 구매평 (1)' });
    await user.click(written);
    expect(written.getAttribute('aria-selected')).toBe('true');
    const review = screen.getByRole('article', { name: '울 니트' });
    expect(within(review).getByRole('img', { name: '별점 5점 만점에 4점' })).toBeTruthy();
    for (const text of [
      '오트밀 / L',
      '2026.12.01 작성',
      '사이즈 정사이즈',
      '키 165cm · 몸무게 55kg · 평소 사이즈 M',
      '생각보다 두툼하고 따뜻해요. 정사이즈로 잘 맞습니다.',
      '도움돼요 3',
      '적립 1,000원',
      'ONDO STUDIO 답글',
      '소중한 후기 감사합니다.',
    ]) {
      expect(review.textContent).toContain(text);
    }
    const photos = within(review).getByRole('list', { name: '구매평 사진' });
    expect(
      within(photos)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/uploads/reviews/a.jpg', '/uploads/reviews/b.jpg']);
    expect(within(review).getByRole('button', { name: '울 니트 구매평 수정' })).toBeTruthy();
    expect(within(review).getByRole('button', { name: '울 니트 구매평 삭제' })).toBeTruthy();
    expect(review.textContent).not.toContain('운영자가 숨긴');
    expect(review.textContent).not.toContain('개인정보');
  });

  it('tells the writer that the shop hid a review and what others read masked', async () => {
    open({
      [MY_REVIEWS]: {
        body: testMyReviews({
          writable: [],
          reviews: [
            testMyReview({
              status: 'HIDDEN',
              hidden_reason: '상품과 관계없는 내용',
              privacy_masked: ['전화번호', '주소'],
              reply: null,
              edited_at: '2026-12-02T01:00:00.000Z',
            }),
          ],
        }),
      },
    });
    // With nothing left to write, the written reviews still wait behind their tab.
    await userEvent.click(await tab(/내가 쓴 구매평/));
    const review = screen.getByRole('article', { name: '울 니트' });
    expect(review.textContent).toContain('운영자가 숨긴 구매평입니다: 상품과 관계없는 내용');
    expect(review.textContent).toContain(
      '다른 분들께는 연락처·주소 같은 개인정보를 가린 글이 보입니다. 가린 정보: 전화번호, 주소',
    );
    expect(review.textContent).toContain('2026.12.01 작성 · 수정됨');
    expect(review.textContent).not.toContain('ONDO STUDIO 답글');
  });

  it('says so in Korean when there is nothing to write and nothing written', async () => {
    const user = userEvent.setup();
    open({ [MY_REVIEWS]: { body: { writable: [], reviews: [] } } });
    expect(await screen.findByText('지금 쓸 수 있는 구매평이 없습니다.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '내가 쓴 구매평 (0)' }));
    expect(screen.getByText('아직 쓴 구매평이 없습니다.')).toBeTruthy();
  });

  it('moves between the tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    open({ [MY_REVIEWS]: { body: testMyReviews() } });
    (await tab(/작성 가능한/)).focus();
    await user.keyboard('{ArrowRight}');
    const written = screen.getByRole('tab', { name: /내가 쓴/ });
    expect(written.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(written);
  });

  it('asks before deleting, says the reward is taken back, and deletes', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const calls = open(
      {
        [MY_REVIEWS]: () => ({ body: testMyReviews({ reviews: deleted ? [] : [testMyReview()] }) }),
        'DELETE /v1/reviews/31': () => {
          deleted = true;
          return { status: 204 };
        },
      },
      '/mypage/reviews?tab=written',
    );
    await user.click(await screen.findByRole('button', { name: '울 니트 구매평 삭제' }));
    let dialog = screen.getByRole('dialog', { name: '구매평을 삭제할까요?' });
    expect(dialog.textContent).toContain(
      '받은 적립금 1,000원은 사용 가능한 만큼 회수됩니다. 삭제한 뒤에는 이 상품의 구매평을 다시 쓸 수 없습니다.',
    );
    await user.click(within(dialog).getByRole('button', { name: '돌아가기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: '울 니트 구매평 삭제' }));
    dialog = screen.getByRole('dialog', { name: '구매평을 삭제할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '삭제하기' }));
    expect(await screen.findByText('구매평을 삭제했습니다.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('아직 쓴 구매평이 없습니다.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/v1/reviews/31',
    ]);
  });

  it('keeps the dialog open with the reason when the delete is refused', async () => {
    const user = userEvent.setup();
    open(
      {
        [MY_REVIEWS]: { body: testMyReviews() },
        'DELETE /v1/reviews/31': { status: 404, body: { detail: '구매평을 찾을 수 없습니다.' } },
      },
      '/mypage/reviews?tab=written',
    );
    await user.click(await screen.findByRole('button', { name: '울 니트 구매평 삭제' }));
    await user.click(screen.getByRole('button', { name: '삭제하기' }));
    const dialog = screen.getByRole('dialog', { name: '구매평을 삭제할까요?' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '구매평을 찾을 수 없습니다.',
    );
  });

  it("opens the dialog for an order card's line (?line=), once", async () => {
    open(
      {
        [MY_REVIEWS]: {
          body: testMyReviews({
            writable: [
              testReviewableLine(),
              testReviewableLine({ order_line_id: 13, item_name: '데님 팬츠' }),
            ],
          }),
        },
      },
      '/mypage/reviews?line=13',
    );
    const dialog = await screen.findByRole('dialog', { name: '구매평 쓰기' });
    expect(dialog.textContent).toContain('데님 팬츠');
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the review already written of a ?line= instead of the dialog', async () => {
    open({ [MY_REVIEWS]: { body: testMyReviews() } }, '/mypage/reviews?line=12');
    expect(await screen.findByText('이 주문 상품의 구매평은 이미 작성했습니다.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /내가 쓴/ }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('article', { name: '울 니트' })),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the line of the address cannot be reviewed', async () => {
    open({ [MY_REVIEWS]: { body: testMyReviews() } }, '/mypage/reviews?line=99');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '구매평을 쓸 수 있는 주문 상품을 찾을 수 없습니다.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers a retry when the reviews could not be loaded', async () => {
    open({ [MY_REVIEWS]: { status: 500, body: { detail: '오류' } } });
    expect(await screen.findByText('구매평을 불러오지 못했습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});

describe('MyReviewsPage for a visitor', () => {
  sessionPerTest(false);

  it('asks to sign in and asks the server for nothing', async () => {
    const calls = stubApi({});
    renderPage(<MyReviewsPage />, { path: '/mypage/reviews', auth: true });
    expect(await screen.findByText('회원 정보가 없습니다. 로그인해주세요.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '로그인' })).toBeTruthy();
    expect(calls.some((c) => c.path === '/v1/users/me/reviews')).toBe(false);
  });
});
