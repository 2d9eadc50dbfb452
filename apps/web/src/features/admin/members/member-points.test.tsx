import { pointMessages } from '@shop/contract/point-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldRefusal, type StubAnswer } from '../../../shared/testing/fetch';
import { testPointSummary } from '../../../shared/testing/points';
import { renderAdmin, stubApi } from '../testing';
import { AdminMemberPage } from './member-page';

const memberDetail = {
  member_id: 3,
  user_id: 'ondo2024',
  name: '김온도',
  nickname: '온도',
  email: 'ondo@naver.com',
  phone_num: '010-1234-5678',
  role: 'member',
  created_at: '2026-10-01T01:00:00.000Z',
  withdrawn_at: null,
  order_count: 2,
  paid_total: 84_000,
  sns_confirm: false,
  email_confirm: true,
  orders: [],
  coupons: [],
};

const POINTS = '/v1/admin/members/3/points';

/** The member's page, with the points the server holds and its answer to an adjustment. */
function open(adjust: (body: { amount: number; reason: string }) => StubAnswer) {
  let summary = testPointSummary({ limit: 10 });
  const calls = stubApi({
    'GET /v1/admin/members/3': { body: memberDetail },
    [`GET ${POINTS}?page=1&limit=10`]: () => ({ body: summary }),
    [`POST ${POINTS}`]: (body) => {
      const answer = adjust(body as { amount: number; reason: string });
      if (typeof answer === 'object' && (answer.status ?? 200) < 300) {
        summary = answer.body as typeof summary;
      }
      return answer;
    },
  });
  renderAdmin(<AdminMemberPage />, { path: '/admin/members/3', route: '/admin/members/:id' });
  return calls;
}

const section = () => screen.getByRole('region', { name: '적립금' });
const posts = (calls: ReturnType<typeof open>) => calls.filter((c) => c.method === 'POST');

describe("a member's 적립금 in the back office", () => {
  it('shows the balances, what is pending, the expiry and the history', async () => {
    open(() => ({ status: 500 }));
    expect((await screen.findByTestId('admin-points-usable')).textContent).toBe('15,000원');
    expect(screen.getByTestId('admin-points-balance').textContent).toBe('15,390원');
    const points = section();
    expect(within(points).getByText('390원 · 2026.12.21부터 사용 가능')).toBeTruthy();
    expect(within(points).getByText('2029.12.01')).toBeTruthy();
    const table = within(points).getByRole('table', { name: '적립금 내역' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2026.12.01 10:00구매확정 적립주문 20261121-ABCDEF1234+390원',
      '2026.11.20 10:00주문 사용주문 20261120-SPEND00005-5,000원',
      '2026.11.01 10:00관리자 지급리뷰 이벤트 당첨+20,000원',
    ]);
    expect(
      within(table).getByRole('link', { name: '주문 20261121-ABCDEF1234' }).getAttribute('href'),
    ).toBe('/admin/orders/7');
  });

  it('checks the amount and the reason before sending anything', async () => {
    const user = userEvent.setup();
    const calls = open(() => ({ status: 500 }));
    await screen.findByTestId('admin-points-usable');
    const form = within(section()).getByRole('form', { name: '적립금 지급·차감' });

    await user.click(within(form).getByRole('button', { name: '적립금 지급' }));
    expect(await within(form).findByText('1원 이상의 금액을 입력해주세요.')).toBeTruthy();
    expect(within(form).getByText(pointMessages.reasonRequired)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(form).getByLabelText('금액 (원)')),
    );

    await user.type(within(form).getByLabelText('금액 (원)'), '20000000');
    await user.type(within(form).getByLabelText('사유'), '가');
    await user.click(within(form).getByRole('button', { name: '적립금 지급' }));
    expect(await within(form).findByText(pointMessages.amountTooLarge)).toBeTruthy();
    expect(within(form).getByText(pointMessages.reasonRequired)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  }, 15_000);

  it("deducts with a signed amount and its own key, shows the server's refusal, then refreshes", async () => {
    const user = userEvent.setup();
    const calls = open(({ amount, reason }) => {
      if (amount < -15_000)
        return { status: 409, body: { detail: pointMessages.overDeduct(15_000) } };
      if (reason.includes('테스트')) return fieldRefusal(['reason'], '사유를 다시 확인해주세요.');
      return { body: testPointSummary({ balance: 10_390, usable: 10_000, limit: 10 }) };
    });
    await screen.findByTestId('admin-points-usable');
    const form = within(section()).getByRole('form', { name: '적립금 지급·차감' });

    await user.click(within(form).getByRole('radio', { name: '차감' }));
    await user.type(within(form).getByLabelText('금액 (원)'), '50000');
    await user.type(within(form).getByLabelText('사유'), '오지급 회수');
    await user.click(within(form).getByRole('button', { name: '적립금 차감' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('차감할 수 있는 적립금은 사용 가능한 15,000원까지입니다.');

    const amount = within(form).getByLabelText('금액 (원)');
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.clear(within(form).getByLabelText('사유'));
    await user.type(within(form).getByLabelText('사유'), '테스트');
    await user.click(within(form).getByRole('button', { name: '적립금 차감' }));
    expect(await within(form).findByText('사유를 다시 확인해주세요.')).toBeTruthy();
    expect(within(form).getByLabelText('사유').getAttribute('aria-invalid')).toBe('true');

    await user.clear(within(form).getByLabelText('사유'));
    await user.type(within(form).getByLabelText('사유'), '  오지급 회수  ');
    await user.click(within(form).getByRole('button', { name: '적립금 차감' }));
    expect((await screen.findByRole('status')).textContent).toBe('적립금 5,000원을 차감했습니다.');
    await waitFor(() =>
      expect(screen.getByTestId('admin-points-usable').textContent).toBe('10,000원'),
    );

    const sent = posts(calls);
    expect(sent.map((c) => c.body)).toEqual([
      { amount: -50_000, reason: '오지급 회수' },
      { amount: -5_000, reason: '테스트' },
      { amount: -5_000, reason: '오지급 회수' },
    ]);
    const keys = sent.map((c) => c.idempotencyKey);
    expect(keys.every(Boolean)).toBe(true);
    expect(new Set(keys).size).toBe(3);
    expect(calls.filter((c) => c.path === `${POINTS}?page=1&limit=10`).length).toBeGreaterThan(1);
    // The form is empty again, back on 지급.
    expect((within(form).getByLabelText('사유') as HTMLInputElement).value).toBe('');
    expect(within(form).getByRole('radio', { name: '지급' })).toHaveProperty('checked', true);
  }, 20_000);
});
