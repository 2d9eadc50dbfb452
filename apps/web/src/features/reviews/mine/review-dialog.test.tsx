import { reviewMessages } from '@shop/contract/review-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldRefusal } from '../../../shared/testing/fetch';
import { member, renderPage, sessionPerTest, stubApi } from '../../../shared/testing/member-pages';
import { MyReviewsPage } from '../my-reviews-page';
import { MY_REVIEWS, testMyReview, testMyReviews } from './testing';

beforeEach(() => {
  // jsdom makes no object URLs; the previews only need an address each.
  let made = 0;
  URL.createObjectURL = () => `blob:photo-${++made}`;
  URL.revokeObjectURL = () => {};
});

const photo = (name: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

const BODY = '두께감이 적당하고 색이 사진과 같아요.';

function open(answers: Parameters<typeof stubApi>[0], path = '/mypage/reviews') {
  const calls = stubApi({
    'GET /v1/users/me': { body: member },
    [MY_REVIEWS]: { body: testMyReviews() },
    ...answers,
  });
  renderPage(<MyReviewsPage />, { path, auth: true });
  return calls;
}

async function openWrite(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: '린넨 셔츠 구매평 쓰기' }));
  return screen.getByRole('dialog', { name: '구매평 쓰기' });
}

/** The JSON field of a multipart call, parsed. */
const reviewJson = (form: FormData | undefined) => JSON.parse(String(form?.get('review')));

describe('the 구매평 dialog', () => {
  sessionPerTest(true);

  it('says what is missing before sending anything, and follows the typing after', async () => {
    const user = userEvent.setup();
    const calls = open({});
    const dialog = await openWrite(user);
    expect(within(dialog).getByText('린넨 셔츠')).toBeTruthy();
    expect(within(dialog).getByText('블랙 / M')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '등록하기' }));
    expect(within(dialog).getByText(reviewMessages.ratingInvalid)).toBeTruthy();
    expect(within(dialog).getByText(reviewMessages.fitRequired)).toBeTruthy();
    expect(within(dialog).getByText(reviewMessages.bodyTooShort)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: '1점' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: '4점' }));
    expect(within(dialog).queryByText(reviewMessages.ratingInvalid)).toBeNull();
    expect(within(dialog).getByText('좋아요')).toBeTruthy();
    const body = within(dialog).getByRole('textbox', { name: '구매평' });
    await user.type(body, '좋아요 좋아요');
    expect(within(dialog).getByText('7 / 2,000')).toBeTruthy();
    expect(within(dialog).getByText(reviewMessages.bodyTooShort)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: '키(cm)' }), '99');
    expect(within(dialog).getByText(reviewMessages.heightInvalid)).toBeTruthy();
  }, 15_000);

  it('sends the review as multipart, its JSON and photos, with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    let written = false;
    const calls = open({
      [MY_REVIEWS]: () => ({
        body: testMyReviews(
          written ? { writable: [], reviews: [testMyReview(), testMyReview({ id: 32 })] } : {},
        ),
      }),
      'POST /v1/reviews': () => {
        written = true;
        return { status: 201, body: testMyReview({ id: 32, order_line_id: 11 }) };
      },
    });
    const dialog = await openWrite(user);
    expect(
      within(dialog).getByText('등록하면 적립금 500원, 사진을 함께 올리면 1,000원이 적립됩니다.'),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('radio', { name: '5점' }));
    await user.click(within(dialog).getByRole('radio', { name: '커요' }));
    await user.type(within(dialog).getByRole('textbox', { name: '구매평' }), BODY);
    await user.type(within(dialog).getByRole('textbox', { name: '키(cm)' }), '172');
    await user.type(within(dialog).getByRole('textbox', { name: '평소 사이즈' }), ' L ');
    await user.upload(within(dialog).getByLabelText('사진 추가'), [
      photo('front.jpg'),
      photo('back.jpg'),
    ]);
    expect(within(dialog).getByText('2/5장')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'back.jpg 삭제' }));
    expect(within(dialog).getByText('1/5장')).toBeTruthy();
    expect(within(dialog).getByText('포토 구매평으로 적립금 1,000원이 적립됩니다.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '등록하기' }));
    expect(
      await screen.findByText('구매평을 등록했습니다. 적립금 1,000원이 적립되었습니다.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/v1/reviews');
    expect(post?.idempotencyKey).toBeTruthy();
    expect(reviewJson(post?.form)).toEqual({
      order_line_id: 11,
      rating: 5,
      fit: 'LARGE',
      body: BODY,
      height_cm: 172,
      weight_kg: null,
      usual_size: 'L',
    });
    expect(post?.form?.getAll('photos').map((f) => (f as File).name)).toEqual(['front.jpg']);
    // The lists are read again: the line has moved to the reviews written.
    expect(await screen.findByRole('tab', { name: '작성 가능한 구매평 (0)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '내가 쓴 구매평 (2)' })).toBeTruthy();
  }, 15_000);

  it("puts the server's 422 under its field and a 409 above the buttons", async () => {
    const user = userEvent.setup();
    let answer = fieldRefusal(['review', 'body'], '금지어가 포함되어 있습니다.');
    open({ 'POST /v1/reviews': () => answer });
    const dialog = await openWrite(user);
    await user.click(within(dialog).getByRole('radio', { name: '3점' }));
    await user.click(within(dialog).getByRole('radio', { name: '정사이즈' }));
    const body = within(dialog).getByRole('textbox', { name: '구매평' });
    await user.type(body, BODY);
    await user.click(within(dialog).getByRole('button', { name: '등록하기' }));
    expect(await within(dialog).findByText('금지어가 포함되어 있습니다.')).toBeTruthy();
    expect(body.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(body);

    answer = { status: 409, body: { detail: reviewMessages.alreadyWritten } };
    await user.click(within(dialog).getByRole('button', { name: '등록하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      reviewMessages.alreadyWritten,
    );
    expect(screen.getByRole('dialog', { name: '구매평 쓰기' })).toBeTruthy();
  }, 15_000);

  it('edits a review: its fields filled in, photos kept or removed, new ones added', async () => {
    const user = userEvent.setup();
    const calls = open(
      { 'PUT /v1/reviews/31': { body: testMyReview({ rating: 2 }) } },
      '/mypage/reviews?tab=written',
    );
    await user.click(await screen.findByRole('button', { name: '울 니트 구매평 수정' }));
    const dialog = screen.getByRole('dialog', { name: '구매평 수정' });
    expect((within(dialog).getByRole('radio', { name: '4점' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      (within(dialog).getByRole('radio', { name: '정사이즈' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(within(dialog).getByRole('textbox', { name: '구매평' })).toHaveProperty(
      'value',
      testMyReview().body,
    );
    expect(within(dialog).getByRole('textbox', { name: '몸무게(kg)' })).toHaveProperty(
      'value',
      '55',
    );
    expect(within(dialog).getByText('2/5장')).toBeTruthy();
    expect(within(dialog).queryByText(/적립됩니다/)).toBeNull();

    await user.click(within(dialog).getByRole('radio', { name: '2점' }));
    await user.click(within(dialog).getByRole('button', { name: '올린 사진 1 삭제' }));
    await user.upload(within(dialog).getByLabelText('사진 추가'), [photo('new.jpg')]);
    await user.clear(within(dialog).getByRole('textbox', { name: '몸무게(kg)' }));
    await user.click(within(dialog).getByRole('button', { name: '수정하기' }));
    expect(await screen.findByText('구매평을 수정했습니다.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/v1/reviews/31');
    expect(reviewJson(put?.form)).toEqual({
      rating: 2,
      fit: 'TRUE',
      body: testMyReview().body,
      height_cm: 165,
      weight_kg: null,
      usual_size: 'M',
      keep_photo_urls: ['/uploads/reviews/b.jpg'],
    });
    expect(put?.form?.getAll('photos').map((f) => (f as File).name)).toEqual(['new.jpg']);
  }, 15_000);

  it('refuses a sixth photo and a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    open({}, '/mypage/reviews?tab=written');
    await user.click(await screen.findByRole('button', { name: '울 니트 구매평 수정' }));
    const dialog = screen.getByRole('dialog', { name: '구매평 수정' });
    const input = within(dialog).getByLabelText('사진 추가');
    await user.upload(
      input,
      ['1', '2', '3', '4'].map((n) => photo(`${n}.jpg`)),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe(reviewMessages.photosTooMany);
    expect(within(dialog).getByText('2/5장')).toBeTruthy();
    await user.upload(input, [new File(['x'], 'note.txt', { type: 'text/plain' })]);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'note.txt: JPG, PNG, WebP, GIF 사진만 올릴 수 있습니다.',
    );
  }, 15_000);
});
