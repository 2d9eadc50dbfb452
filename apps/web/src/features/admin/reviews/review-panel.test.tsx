import type { AdminReview } from '@shop/contract/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, stubApi } from '../testing';
import { reviewsPage, testHiddenReview, testReview } from './review-testing';
import { AdminReviewsPage } from './reviews-page';

type Answers = Parameters<typeof stubApi>[0];

/** The list with `review` open beside it, the API answering it and `more`. */
function open(review: AdminReview, more: Answers = {}) {
  const calls = stubApi({
    'GET /v1/admin/reviews?page=1': { body: reviewsPage([review]) },
    [`GET /v1/admin/reviews/${review.id}`]: { body: review },
    ...more,
  });
  renderAdmin(<AdminReviewsPage />, { path: `/admin/reviews?review=${review.id}` });
  return calls;
}

/** The open review, once it has loaded. */
async function panel() {
  const title = await screen.findByRole('heading', { level: 2 });
  return title.closest('article') as HTMLElement;
}
const writes = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.method !== 'GET');

describe('ReviewPanel', () => {
  it('shows the original words, the public copy with what it hides, photos, profile and points', async () => {
    open(testReview());
    const review = await panel();
    expect(within(review).getByRole('heading', { name: '린넨 셔츠' })).toBeTruthy();
    const original = within(review).getByRole('region', { name: '원문' });
    expect(original.textContent).toContain('010-1234-5678 로 연락 주세요.');
    const copy = within(review).getByRole('region', { name: '공개본' });
    expect(within(copy).getByText('공개본에서 가린 정보: 전화번호')).toBeTruthy();
    expect(copy.textContent).toContain('***-****-**** 로 연락 주세요.');
    const photos = within(review).getAllByRole('link', { name: /^구매평 사진/ });
    expect(photos.map((a) => a.getAttribute('href'))).toEqual([
      'https://cdn.test/r/1.jpg',
      'https://cdn.test/r/2.jpg',
    ]);
    for (const text of ['키 165cm · 몸무게 52kg · 평소 사이즈 M', '정사이즈', '3명', '1,000원']) {
      expect(within(review).getByText(text)).toBeTruthy();
    }
    expect(within(review).getByText('온도 (ondo2024)', { exact: false })).toBeTruthy();
  });

  it('leaves out the public copy when nothing was hidden, and says why a review is hidden', async () => {
    open(testHiddenReview());
    const review = await panel();
    expect(within(review).queryByRole('region', { name: '공개본' })).toBeNull();
    expect(within(review).getByText('광고성 내용')).toBeTruthy();
    expect(within(review).getByText('입력하지 않음')).toBeTruthy();
    expect(within(review).queryByRole('link', { name: /^구매평 사진/ })).toBeNull();
  });

  it('hides only with a reason, which it sends', async () => {
    const calls = open(testReview(), {
      'POST /v1/admin/reviews/31/hide': {
        body: testReview({ status: 'HIDDEN', hidden_reason: '개인정보 노출' }),
      },
    });
    const user = userEvent.setup();
    await user.click(within(await panel()).getByRole('button', { name: '숨기기' }));
    const dialog = screen.getByRole('dialog', { name: '구매평을 숨길까요?' });
    expect(within(dialog).getByText(/작성자에게 그대로 보입니다/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '숨기기' }));
    expect(within(dialog).getByText('숨김 사유를 입력해주세요.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    await user.type(within(dialog).getByLabelText('숨김 사유'), '  개인정보 노출 ');
    await user.click(within(dialog).getByRole('button', { name: '숨기기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toMatchObject([
      { method: 'POST', path: '/v1/admin/reviews/31/hide', body: { reason: '개인정보 노출' } },
    ]);
    const review = await panel();
    expect(within(review).getByText('개인정보 노출')).toBeTruthy();
    expect(within(review).getByRole('button', { name: '다시 게시' })).toBeTruthy();
    expect(screen.getByText('구매평을 숨겼습니다.')).toBeTruthy();
  });

  it('shows a refusal to hide in the dialog', async () => {
    open(testReview(), {
      'POST /v1/admin/reviews/31/hide': {
        status: 409,
        body: { detail: '이미 숨긴 구매평입니다.' },
      },
    });
    const user = userEvent.setup();
    await user.click(within(await panel()).getByRole('button', { name: '숨기기' }));
    const dialog = screen.getByRole('dialog', { name: '구매평을 숨길까요?' });
    await user.type(within(dialog).getByLabelText('숨김 사유'), '중복');
    await user.click(within(dialog).getByRole('button', { name: '숨기기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('이미 숨긴 구매평입니다.');
  });

  it('shows a hidden review again', async () => {
    const calls = open(testHiddenReview(), {
      'POST /v1/admin/reviews/32/show': {
        body: testHiddenReview({ status: 'VISIBLE', hidden_reason: null }),
      },
    });
    const user = userEvent.setup();
    await user.click(within(await panel()).getByRole('button', { name: '다시 게시' }));
    expect(await within(await panel()).findByRole('button', { name: '숨기기' })).toBeTruthy();
    expect(writes(calls)).toMatchObject([{ method: 'POST', path: '/v1/admin/reviews/32/show' }]);
    expect(screen.getByText('구매평을 다시 게시했습니다.')).toBeTruthy();
    expect(within(await panel()).queryByText('광고성 내용')).toBeNull();
  });

  it('says in place why a review could not be shown again', async () => {
    open(testHiddenReview(), {
      'POST /v1/admin/reviews/32/show': {
        status: 409,
        body: { detail: '숨긴 구매평이 아닙니다.' },
      },
    });
    const user = userEvent.setup();
    const review = await panel();
    await user.click(within(review).getByRole('button', { name: '다시 게시' }));
    expect((await within(review).findByRole('alert')).textContent).toBe('숨긴 구매평이 아닙니다.');
  });

  it('saves a reply, which it asks for first', async () => {
    const replied = testReview({
      reply: { body: '감사합니다!', replied_at: '2026-11-26T02:00:00.000Z' },
    });
    const calls = open(testReview(), { 'PUT /v1/admin/reviews/31/reply': { body: replied } });
    const user = userEvent.setup();
    const review = await panel();
    await user.click(within(review).getByRole('button', { name: '답글 등록' }));
    expect(await within(review).findByText('답글 내용을 입력해주세요.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    await user.type(within(review).getByLabelText('쇼핑몰 답글'), '감사합니다!');
    await user.click(within(review).getByRole('button', { name: '답글 등록' }));
    expect(await within(review).findByRole('button', { name: '답글 수정' })).toBeTruthy();
    expect(writes(calls)).toMatchObject([
      { method: 'PUT', path: '/v1/admin/reviews/31/reply', body: { body: '감사합니다!' } },
    ]);
    expect(within(review).getByText(/2026\.11\.26 11:00 작성/)).toBeTruthy();
    expect((within(review).getByLabelText(/쇼핑몰 답글/) as HTMLTextAreaElement).value).toBe(
      '감사합니다!',
    );
  });

  it('deletes the reply after asking', async () => {
    const replied = testReview({
      reply: { body: '감사합니다!', replied_at: '2026-11-26T02:00:00.000Z' },
    });
    const calls = open(replied, { 'DELETE /v1/admin/reviews/31/reply': { body: testReview() } });
    const user = userEvent.setup();
    const review = await panel();
    expect((within(review).getByLabelText(/쇼핑몰 답글/) as HTMLTextAreaElement).value).toBe(
      '감사합니다!',
    );
    await user.click(within(review).getByRole('button', { name: '답글 삭제' }));
    const dialog = screen.getByRole('dialog', { name: '답글을 삭제할까요?' });
    expect(within(dialog).getByText('감사합니다!')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '답글 삭제' }));

    expect(await within(review).findByRole('button', { name: '답글 등록' })).toBeTruthy();
    expect(writes(calls)).toMatchObject([{ method: 'DELETE', path: '/v1/admin/reviews/31/reply' }]);
    expect((within(review).getByLabelText(/쇼핑몰 답글/) as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByText('답글을 삭제했습니다.')).toBeTruthy();
  });
});
