import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../shared/testing/member-pages';
import { deliveredOrder, testClaim } from './claim-testing';
import { asGuestOrder, findGuestOrder, guestAnswers } from './guest-testing';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  // jsdom makes no object URLs; the previews only need an address.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

const photo = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/jpeg' });
/** What a multipart call sent: its JSON field and the names of its files. */
const sentPhotos = (form: FormData | undefined) => ({
  request: JSON.parse(String(form?.get('claim_photo_request'))),
  files: form?.getAll('claim_photos').map((file) => (file as File).name),
});

describe('교환·반품 of a guest', () => {
  it("requests and withdraws with the lookup's answers, the order looked up again after each", async () => {
    const user = userEvent.setup();
    let claims: ReturnType<typeof testClaim>[] = [];
    const calls = stubApi({
      'POST /v1/guest-orders/lookup': () => ({ body: asGuestOrder(deliveredOrder({ claims })) }),
      'POST /v1/guest-orders/claims': () => {
        claims = [testClaim({ reason: 'DEFECT', fee: 0 })];
        return { status: 201, body: claims[0] };
      },
      'POST /v1/guest-orders/claims/withdraw': () => {
        claims = [testClaim({ reason: 'DEFECT', fee: 0, status: 'WITHDRAWN' })];
        return { body: claims[0] };
      },
    });
    const card = await findGuestOrder(user);

    await user.click(within(card).getByRole('button', { name: '교환·반품 신청' }));
    const dialog = await screen.findByRole('dialog', { name: '교환·반품 신청' });
    await user.click(within(dialog).getByLabelText('상품 불량·파손'));
    await user.click(within(dialog).getByRole('button', { name: '린넨 셔츠 (M) 수량 늘리기' }));
    expect(within(dialog).getByTestId('claim-fee').textContent).toContain(
      '불량·오배송은 배송비를 부담하지 않습니다.',
    );
    await user.click(within(dialog).getByRole('button', { name: '신청하기' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      '교환·반품 신청이 접수되었습니다.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === '/v1/guest-orders/claims')?.body).toEqual({
      ...guestAnswers,
      kind: 'RETURN',
      reason: 'DEFECT',
      detail: '',
      lines: [{ line_id: 11, quantity: 1 }],
      pickup: {
        recipient_name: '김온도',
        phone_num: '010-1234-5678',
        post_code: '06236',
        address: '서울 강남구 테헤란로 152',
        detail_address: '12층',
      },
    });

    const history = await screen.findByRole('region', { name: '교환·반품 내역' });
    await user.click(within(history).getByRole('button', { name: '신청 철회' }));
    await user.click(screen.getByRole('button', { name: '철회하기' }));
    expect(
      await within(history).findByText('신청 철회', { selector: '[data-status]' }),
    ).toBeTruthy();
    expect(calls.find((c) => c.path === '/v1/guest-orders/claims/withdraw')?.body).toEqual({
      ...guestAnswers,
      claim_id: 31,
    });
    expect(calls.filter((c) => c.path === '/v1/guest-orders/lookup')).toHaveLength(3);
    expect(calls.some((c) => c.path.startsWith('/v1/orders'))).toBe(false);
  }, 20_000);

  it("sends the photos with the lookup's answers and the claim's id, then adds more", async () => {
    const user = userEvent.setup();
    let claims: ReturnType<typeof testClaim>[] = [];
    const calls = stubApi({
      'POST /v1/guest-orders/lookup': () => ({ body: asGuestOrder(deliveredOrder({ claims })) }),
      'POST /v1/guest-orders/claims': () => {
        claims = [testClaim({ reason: 'WRONG_ITEM', fee: 0 })];
        return { status: 201, body: claims[0] };
      },
      'POST /v1/guest-orders/claims/photos': () => {
        const count = claims[0]!.photo_urls.length;
        claims = [
          { ...claims[0]!, photo_urls: count ? ['/p/1', '/p/2', '/p/3'] : ['/p/1', '/p/2'] },
        ];
        return { body: claims[0] };
      },
    });
    const card = await findGuestOrder(user);

    await user.click(within(card).getByRole('button', { name: '교환·반품 신청' }));
    const dialog = await screen.findByRole('dialog', { name: '교환·반품 신청' });
    await user.click(within(dialog).getByLabelText('다른 상품 배송(오배송)'));
    await user.click(within(dialog).getByRole('button', { name: '린넨 셔츠 (M) 수량 늘리기' }));
    await user.upload(within(dialog).getByLabelText('사진 첨부'), [photo('a.jpg'), photo('b.jpg')]);
    await user.click(within(dialog).getByRole('button', { name: '신청하기' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      '교환·반품 신청이 접수되었습니다.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const uploads = () => calls.filter((c) => c.path === '/v1/guest-orders/claims/photos');
    expect(sentPhotos(uploads()[0]?.form)).toEqual({
      request: { ...guestAnswers, claim_id: 31 },
      files: ['a.jpg', 'b.jpg'],
    });

    const history = await screen.findByRole('region', { name: '교환·반품 내역' });
    expect(await within(history).findAllByRole('link', { name: /^첨부 사진/ })).toHaveLength(2);
    await user.upload(within(history).getByLabelText('사진 추가'), [photo('c.jpg')]);
    expect(await within(history).findAllByRole('link', { name: /^첨부 사진/ })).toHaveLength(3);
    expect(sentPhotos(uploads()[1]?.form)).toEqual({
      request: { ...guestAnswers, claim_id: 31 },
      files: ['c.jpg'],
    });
    expect(calls.some((c) => c.path.startsWith('/v1/orders'))).toBe(false);
  }, 20_000);
});
