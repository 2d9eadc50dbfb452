import { claimMessages } from '@shop/contract/claim-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../shared/testing/member-pages';
import { deliveredOrder, testClaim } from './claim-testing';
import { OrderCard } from './order-card';
import { OrderStatusBlock } from './order-status';

let revoked: string[] = [];
beforeEach(() => {
  // jsdom makes no object URLs; the previews only need an address each.
  let made = 0;
  revoked = [];
  URL.createObjectURL = () => `blob:photo-${++made}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});
afterEach(() => vi.unstubAllGlobals());

const photo = (name: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, {
    type: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
  });

/** Opens the dialog of the card's order and chooses a defect of one 린넨 셔츠. */
async function openDefect(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: '교환·반품 신청' }));
  const dialog = await screen.findByRole('dialog', { name: '교환·반품 신청' });
  await user.click(within(dialog).getByLabelText('상품 불량·파손'));
  await user.click(within(dialog).getByRole('button', { name: '린넨 셔츠 (M) 수량 늘리기' }));
  return dialog;
}

const photoInput = (dialog: HTMLElement) =>
  within(dialog).getByLabelText('사진 첨부') as HTMLInputElement;

describe('photos chosen in the 교환·반품 dialog', () => {
  it('previews them, removes one, and uploads the rest after the claim is filed', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'POST /v1/orders/7/claims': { status: 201, body: testClaim({ reason: 'DEFECT', fee: 0 }) },
      'POST /v1/orders/7/claims/31/photos': { body: testClaim({ photo_urls: ['/p/1', '/p/2'] }) },
    });
    renderPage(<OrderCard order={deliveredOrder()} />);
    const dialog = await openDefect(user);
    expect(
      within(dialog).getByText(
        '불량·오배송은 사진을 함께 올려주시면 빠르게 확인할 수 있어요. (최대 5장, 장당 5MB)',
      ),
    ).toBeTruthy();

    await user.upload(photoInput(dialog), [photo('front.jpg'), photo('tag.png'), photo('box.jpg')]);
    expect(
      within(dialog)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['front.jpg', 'tag.png', 'box.jpg']);
    expect(within(dialog).getByText('3/5장')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'box.jpg 삭제' }));
    expect(within(dialog).queryByRole('img', { name: 'box.jpg' })).toBeNull();
    expect(revoked).toEqual(['blob:photo-3']);

    await user.click(within(dialog).getByRole('button', { name: '신청하기' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      '교환·반품 신청이 접수되었습니다.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual([
      '/v1/orders/7/claims',
      '/v1/orders/7/claims/31/photos',
    ]);
    const form = posts[1]?.form;
    expect(form?.getAll('claim_photos').map((f) => (f as File).name)).toEqual([
      'front.jpg',
      'tag.png',
    ]);
    expect(form?.has('claim_photo_request')).toBe(false);
    // The dialog's previews are let go when it closes.
    expect(revoked.sort()).toEqual(['blob:photo-1', 'blob:photo-2', 'blob:photo-3']);
  }, 15_000);

  it('refuses more than five photos and one over 5 MB', async () => {
    const user = userEvent.setup();
    stubApi({});
    renderPage(<OrderCard order={deliveredOrder()} />);
    const dialog = await openDefect(user);
    const six = ['1', '2', '3', '4', '5', '6'].map((n) => photo(`${n}.jpg`));

    await user.upload(photoInput(dialog), six);
    expect(within(dialog).getByRole('alert').textContent).toBe(claimMessages.photosTooMany);
    expect(within(dialog).queryAllByRole('img')).toHaveLength(0);

    await user.upload(photoInput(dialog), [photo('big.jpg', 5 * 1024 * 1024 + 1)]);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'big.jpg: 5MB 이하의 사진만 올릴 수 있습니다.',
    );

    await user.upload(photoInput(dialog), six.slice(0, 5));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getAllByRole('img')).toHaveLength(5);
    expect(photoInput(dialog).disabled).toBe(true);
  }, 15_000);

  it('keeps the claim and says why when the photos could not be sent', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'POST /v1/orders/7/claims': { status: 201, body: testClaim() },
      'POST /v1/orders/7/claims/31/photos': {
        status: 409,
        body: { detail: claimMessages.photosClosed },
      },
    });
    renderPage(<OrderCard order={deliveredOrder()} />);
    const dialog = await openDefect(user);
    await user.upload(photoInput(dialog), [photo('front.jpg')]);
    await user.click(within(dialog).getByRole('button', { name: '신청하기' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      `교환·반품 신청은 접수되었지만 사진을 올리지 못했습니다: ${claimMessages.photosClosed}`,
    );
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  }, 15_000);
});

describe("a claim's photos on the order card", () => {
  const urls = (n: number) =>
    Array.from({ length: n }, (_, i) => `https://cdn.test/c/${i + 1}.jpg`);

  it('shows them as links to the full images; 사진 추가 only while requested and under five', () => {
    stubApi({});
    renderPage(
      <OrderCard
        order={deliveredOrder({
          claims: [
            testClaim({ claim_id: 35, photo_urls: urls(2) }),
            testClaim({ claim_id: 34, photo_urls: urls(5) }),
            testClaim({ claim_id: 33, status: 'APPROVED', photo_urls: urls(1) }),
            testClaim({ claim_id: 32, status: 'REJECTED' }),
          ],
        })}
      />,
    );
    const [requested, full, approved, rejected] = screen.getAllByTestId('claim');

    const links = within(requested!).getAllByRole('link', { name: /첨부 사진/ });
    expect(
      links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]),
    ).toEqual([
      [' (새 창)', urls(2)[0], '_blank'],
      [' (새 창)', urls(2)[1], '_blank'],
    ]);
    expect(within(requested!).getByRole('img', { name: '첨부 사진 2' }).getAttribute('src')).toBe(
      urls(2)[1],
    );
    expect(within(requested!).getByLabelText('사진 추가')).toBeTruthy();
    expect(within(requested!).getByText('2/5장')).toBeTruthy();

    expect(within(full!).getAllByRole('img')).toHaveLength(5);
    expect(within(full!).queryByLabelText('사진 추가')).toBeNull();
    expect(within(approved!).getByRole('link', { name: /^첨부 사진 1/ })).toBeTruthy();
    expect(within(approved!).queryByLabelText('사진 추가')).toBeNull();
    expect(within(rejected!).queryByRole('list', { name: '첨부 사진' })).toBeNull();
    expect(within(rejected!).queryByLabelText('사진 추가')).toBeNull();
  });

  it('adds photos to a requested claim, then shows them', async () => {
    const user = userEvent.setup();
    let current = [testClaim()];
    const list = () => ({
      body: { order_list: [deliveredOrder({ claims: current })], status_counts: { DELIVERED: 1 } },
    });
    const calls = stubApi({
      'GET /v1/orders?status=ORDER_PLACED': list,
      'GET /v1/orders?status=DELIVERED': list,
      'POST /v1/orders/7/claims/31/photos': () => {
        current = [testClaim({ photo_urls: urls(1) })];
        return { body: current[0] };
      },
    });
    renderPage(<OrderStatusBlock />);
    await screen.findByTestId('count-DELIVERED');
    await user.click(screen.getByRole('tab', { name: /배송 완료/ }));
    const history = await screen.findByRole('region', { name: '교환·반품 내역' });

    await user.upload(within(history).getByLabelText('사진 추가'), [
      photo('1.jpg'),
      photo('2.jpg'),
      photo('3.jpg'),
      photo('4.jpg'),
      photo('5.jpg'),
      photo('6.jpg'),
    ]);
    expect(within(history).getByRole('alert').textContent).toBe(claimMessages.photosTooMany);

    await user.upload(within(history).getByLabelText('사진 추가'), [photo('scratch.jpg')]);
    expect((await screen.findByRole('status')).textContent).toBe('사진을 추가했습니다.');
    expect(await within(history).findByRole('link', { name: /^첨부 사진 1/ })).toBeTruthy();
    const sent = calls.filter((c) => c.method === 'POST');
    expect(sent.map((c) => c.path)).toEqual(['/v1/orders/7/claims/31/photos']);
    expect(sent[0]?.form?.getAll('claim_photos').map((f) => (f as File).name)).toEqual([
      'scratch.jpg',
    ]);
  }, 15_000);
});
