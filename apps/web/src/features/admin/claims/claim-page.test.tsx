import type { AdminClaim } from '@shop/contract/admin-claims';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, stubApi } from '../testing';
import { AdminClaimPage } from './claim-page';
import { testClaim, testExchange } from './claim-testing';

afterEach(() => vi.unstubAllGlobals());

type Answers = Parameters<typeof stubApi>[0];

/** The claim's screen at /admin/claims/{id}, the API answering `claim` and `more`. */
function open(claim: AdminClaim, more: Answers = {}) {
  const calls = stubApi({ [`GET /v1/admin/claims/${claim.claim_id}`]: { body: claim }, ...more });
  renderAdmin(<AdminClaimPage />, {
    path: `/admin/claims/${claim.claim_id}`,
    route: '/admin/claims/:id',
  });
  return calls;
}

const actions = () => screen.queryByRole('complementary', { name: '교환·반품 처리' });
const buttonNames = () =>
  within(actions()!)
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('AdminClaimPage', () => {
  it("shows the shopper's photos as links to the full images, or says there are none", async () => {
    const urls = ['https://cdn.test/c/1.jpg', 'https://cdn.test/c/2.jpg'];
    open(testClaim({ photo_urls: urls }));
    const first = await screen.findByRole('link', { name: /^첨부 사진 1/ });
    const links = screen.getAllByRole('link', { name: /^첨부 사진/ });
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      [urls[0], '_blank'],
      [urls[1], '_blank'],
    ]);
    expect(first.querySelector('img')?.getAttribute('src')).toBe(urls[0]);
    expect(screen.getByRole('heading', { name: '첨부 사진' })).toBeTruthy();
    cleanup();

    open(testClaim());
    expect(await screen.findByText('첨부한 사진이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^첨부 사진/ })).toBeNull();
  });

  it('shows the claim: order, requester, reason, pickup, lines, money and the steps taken', async () => {
    open(
      testExchange({
        status: 'COMPLETED',
        lines: [{ ...testExchange().lines[0]!, restock: false }],
        exchange_carrier: 'CJ대한통운',
        exchange_tracking_number: '1234-5678-9012',
        events: [
          {
            status: 'REQUESTED',
            actor: 'shopper',
            note: null,
            created_at: '2026-11-25T01:00:00.000Z',
          },
          {
            status: 'APPROVED',
            actor: 'admin',
            note: null,
            created_at: '2026-11-25T02:00:00.000Z',
          },
          {
            status: 'COMPLETED',
            actor: 'system',
            note: '교환 상품 발송',
            created_at: '2026-11-27T02:00:00.000Z',
          },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { name: '교환 신청 #6', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'M20261121-0007' }).getAttribute('href')).toBe(
      '/admin/orders/7',
    );
    for (const text of ['배송 완료', '온도 (ondo2024)', '사이즈·색상 변경', '생각보다 두꺼워요.']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText(/서울 성동구 성수이로 113/)).toBeTruthy();
    const line = within(screen.getByRole('region', { name: '신청 상품' })).getAllByRole('row')[1];
    for (const text of ['린넨 셔츠', '베이지 / M', '30,000원', '베이지 / L', '불량']) {
      expect(line?.textContent).toContain(text);
    }
    expect(screen.getByText('6,000원')).toBeTruthy();
    expect(screen.getByRole('link', { name: '1234-5678-9012' })).toBeTruthy();
    const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual([
      expect.stringContaining('신청 완료고객'),
      expect.stringContaining('승인·회수 요청관리자'),
      expect.stringContaining('처리 완료자동 처리교환 상품 발송'),
    ]);
    expect(actions()).toBeNull();
  });

  it.each([
    ['REQUESTED', ['승인', '반려']],
    ['APPROVED', ['회수 완료', '반려']],
    ['COLLECTED', ['검수 완료']],
    ['INSPECTED', ['반품 완료']],
  ] as const)('offers only the moves a %s claim allows', async (status, buttons) => {
    open(testClaim({ status }));
    await screen.findByRole('heading', { name: '반품 신청 #5', level: 1 });
    expect(buttonNames()).toEqual(buttons);
  });

  it.each(['COMPLETED', 'REJECTED', 'WITHDRAWN'] as const)(
    'offers nothing once %s',
    async (status) => {
      open(testClaim({ status, reject_reason: status === 'REJECTED' ? '사용 흔적' : null }));
      await screen.findByRole('heading', { name: '반품 신청 #5', level: 1 });
      expect(actions()).toBeNull();
    },
  );

  it('approves after asking, and shows the 409 of an option out of stock in the dialog', async () => {
    const calls = open(testExchange(), {
      'POST /v1/admin/claims/6/approve': {
        status: 409,
        body: { detail: '교환 옵션(베이지 / L)의 재고가 부족해 승인할 수 없습니다.' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '승인' }));
    const dialog = screen.getByRole('dialog', { name: '신청을 승인할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '승인' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('재고가 부족해');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: {} });
  });

  it('marks an approved claim collected and shows the claim the server answers', async () => {
    const calls = open(testClaim({ status: 'APPROVED' }), {
      'POST /v1/admin/claims/5/collect': { body: testClaim({ status: 'COLLECTED' }) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '회수 완료' }));
    const dialog = screen.getByRole('dialog', { name: '회수 완료로 바꿀까요?' });
    await user.click(within(dialog).getByRole('button', { name: '회수 완료' }));
    expect(await screen.findByRole('button', { name: '검수 완료' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/v1/admin/claims/5/collect');
  });

  it('rejects only with a reason', async () => {
    const calls = open(testClaim(), {
      'POST /v1/admin/claims/5/reject': {
        body: testClaim({ status: 'REJECTED', reject_reason: '사용 흔적이 있습니다.' }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '반려' }));
    const dialog = screen.getByRole('dialog', { name: '신청을 반려할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '반려' }));
    const reason = within(dialog).getByLabelText('반려 사유');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('반려 사유를 입력해주세요.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(reason, '  사용 흔적이 있습니다. ');
    await user.click(within(dialog).getByRole('button', { name: '반려' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      reason: '사용 흔적이 있습니다.',
    });
    expect(await screen.findByText('사용 흔적이 있습니다.')).toBeTruthy();
    expect(actions()).toBeNull();
  });

  it('inspects with a 재판매 or 불량 choice for every line', async () => {
    const calls = open(testClaim({ status: 'COLLECTED' }), {
      'POST /v1/admin/claims/5/inspect': { body: testClaim({ status: 'INSPECTED' }) },
    });
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: '검수 완료' });
    const shirt = screen.getByRole('group', { name: '린넨 셔츠 · 베이지 / M × 1' });
    await user.click(within(shirt).getByRole('radio', { name: '재판매' }));
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('검수할 상품마다 재판매 여부를 정해주세요.');
    const socks = screen.getByRole('group', { name: '코튼 양말 · 블랙 × 1' });
    await user.click(within(socks).getByRole('radio', { name: '불량' }));
    await user.click(submit);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/v1/admin/claims/5/inspect',
      body: {
        lines: [
          { line_id: 11, restock: true },
          { line_id: 12, restock: false },
        ],
      },
    });
  });

  it('completes a return with the edited refund and its reason, after stating the amount', async () => {
    const calls = open(testClaim({ status: 'INSPECTED' }), {
      'POST /v1/admin/claims/5/complete': {
        body: testClaim({ status: 'COMPLETED', refund_amount: 40_000 }),
      },
    });
    const user = userEvent.setup();
    const amount = await screen.findByLabelText<HTMLInputElement>('환불 금액(원)');
    expect(amount.value).toBe('47000');
    await user.clear(amount);
    await user.type(amount, '40000');
    await user.click(screen.getByRole('button', { name: '반품 완료' }));
    expect(screen.getByText('환불 금액을 바꾼 사유를 입력해주세요.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(screen.getByLabelText('금액 변경 사유'), '택 훼손');
    await user.click(screen.getByRole('button', { name: '반품 완료' }));
    const dialog = screen.getByRole('dialog', { name: '반품을 완료하고 환불할까요?' });
    expect(within(dialog).getByText('40,000원')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '40,000원 환불' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ refund_amount: 40_000, amount_reason: '택 훼손' });
    expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('completes a return at the estimate with only a request id, a fresh one per click', async () => {
    const calls = open(testClaim({ status: 'INSPECTED' }), {
      'POST /v1/admin/claims/5/complete': { status: 502, body: { detail: '결제사 오류' } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '반품 완료' }));
    let dialog = screen.getByRole('dialog', { name: '반품을 완료하고 환불할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '47,000원 환불' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('결제사 오류');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await user.click(screen.getByRole('button', { name: '반품 완료' }));
    dialog = screen.getByRole('dialog', { name: '반품을 완료하고 환불할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '47,000원 환불' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    const [first, second] = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(Object.keys(first as object)).toEqual(['request_id']);
    expect((first as { request_id: string }).request_id).not.toBe(
      (second as { request_id: string }).request_id,
    );
  });

  it('completes an exchange with the carrier and tracking number', async () => {
    const calls = open(testExchange({ status: 'INSPECTED' }), {
      'POST /v1/admin/claims/6/complete': { body: testExchange({ status: 'COMPLETED' }) },
    });
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: '교환 완료' });
    await user.click(submit);
    expect(await screen.findByText('송장번호를 입력해주세요.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('택배사'), '한진택배');
    await user.type(screen.getByLabelText('송장번호'), '1234-5678-9012');
    await user.click(submit);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/v1/admin/claims/6/complete',
      body: { carrier: '한진택배', tracking_number: '1234-5678-9012' },
    });
  });
});
