import { claimMessages } from '@shop/contract/claim-rules';
import type { Order } from '@shop/contract/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../shared/format/dates';
import { renderPage, stubApi } from '../../shared/testing/member-pages';
import { daysFromNow, deliveredOrder, testClaim } from './claim-testing';
import { OrderCard } from './order-card';
import { OrderStatusBlock } from './order-status';

afterEach(() => vi.unstubAllGlobals());

/** The member's card of `order`, with the test's answers. */
function showCard(order: Order, answers: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi(answers);
  renderPage(<OrderCard order={order} />);
  return calls;
}

async function openDialog(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: '교환·반품 신청' }));
  return screen.findByRole('dialog', { name: '교환·반품 신청' });
}

const fee = () => screen.getByTestId('claim-fee').textContent;

describe('교환·반품 신청 on the member order card', () => {
  it('offers the request with its deadline only while the deadline is ahead', () => {
    const deadline = daysFromNow(5);
    const { unmount } = renderPage(
      <OrderCard order={deliveredOrder({ claim_deadline: deadline })} />,
    );
    expect(screen.getByText(`교환·반품 신청 기한: ${formatDateTime(deadline)}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: '교환·반품 신청' })).toBeTruthy();
    // Beside 구매확정, which stays.
    expect(screen.getByRole('button', { name: '구매확정' })).toBeTruthy();
    unmount();

    for (const claim_deadline of [daysFromNow(-1 / 24), null]) {
      const card = renderPage(<OrderCard order={deliveredOrder({ claim_deadline })} />);
      expect(screen.queryByRole('button', { name: '교환·반품 신청' })).toBeNull();
      expect(screen.queryByText(/교환·반품 신청 기한/)).toBeNull();
      card.unmount();
    }
  });

  it('shows the fee of a return by change of mind, and none for a defect', async () => {
    const user = userEvent.setup();
    // One shirt of 39,000 won, shipping paid.
    showCard(
      deliveredOrder({
        items: [{ ...deliveredOrder().items[0]!, quantity: 1, unit_price: 39_000 }],
        shipping_fee: 3_000,
      }),
    );
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('사유를 선택하면 부담할 배송비를 알려드립니다.')).toBeTruthy();

    await user.click(within(dialog).getByLabelText('단순 변심'));
    await user.click(within(dialog).getByRole('button', { name: '린넨 셔츠 (M) 수량 늘리기' }));
    expect(fee()).toContain('3,000원');
    expect(fee()).toContain('반품 배송비 3,000원은 환불 금액에서 차감됩니다.');

    await user.click(within(dialog).getByLabelText('상품 불량·파손'));
    expect(fee()).toContain('0원');
    expect(fee()).toContain('불량·오배송은 배송비를 부담하지 않습니다.');

    await user.click(within(dialog).getByLabelText('교환'));
    await user.click(within(dialog).getByLabelText('사이즈·색상 변경'));
    expect(fee()).toContain(
      '교환 왕복 배송비 6,000원은 상품 회수 시 동봉하거나 안내 계좌로 입금해주세요.',
    );
  });

  it('adds the first shipping when a return leaves a free-shipped order under the threshold', async () => {
    const user = userEvent.setup();
    showCard(deliveredOrder());
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByLabelText('단순 변심'));
    // 119,000 won less one shirt still ships free; less the knit too (40,000) it does not.
    await user.click(within(dialog).getByRole('button', { name: '린넨 셔츠 (M) 수량 늘리기' }));
    expect(fee()).toContain('반품 배송비 3,000원은');
    await user.click(
      within(dialog).getByRole('button', { name: '울 니트 (오트밀 / L) 수량 늘리기' }),
    );
    expect(fee()).toContain('반품 배송비 6,000원은');
  });

  it('counts only the units not refunded nor held by open claims', async () => {
    const user = userEvent.setup();
    showCard(
      deliveredOrder({
        items: deliveredOrder().items.map((line) =>
          line.line_id === 11 ? { ...line, refunded_quantity: 1 } : line,
        ),
        claims: [
          testClaim({ claim_id: 1, status: 'APPROVED' }),
          testClaim({ claim_id: 2, status: 'WITHDRAWN' }),
          testClaim({
            claim_id: 3,
            status: 'REQUESTED',
            lines: [{ ...testClaim().lines[0]!, line_id: 12, quantity: 1 }],
          }),
        ],
      }),
    );
    const dialog = await openDialog(user);
    const lines = within(dialog).getAllByRole('listitem');
    expect(lines[0]?.textContent).toContain('신청 가능 1개');
    expect(lines[1]?.textContent).toContain('신청할 수 있는 수량이 없습니다.');
    expect(within(dialog).queryByRole('button', { name: /울 니트.*수량 늘리기/ })).toBeNull();

    const more = within(dialog).getByRole('button', { name: '린넨 셔츠 (M) 수량 늘리기' });
    await user.click(more);
    expect(within(dialog).getByLabelText('린넨 셔츠 (M) 수량').textContent).toBe('1');
    expect((more as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers nothing once every unit is claimed', () => {
    showCard(
      deliveredOrder({
        items: [deliveredOrder().items[0]!],
        claims: [testClaim({ lines: [{ ...testClaim().lines[0]!, quantity: 3 }] })],
      }),
    );
    expect(screen.queryByRole('button', { name: '교환·반품 신청' })).toBeNull();
  });

  it('waits for units, sends the return, says so and shows the new claim', async () => {
    const user = userEvent.setup();
    let claims: ReturnType<typeof testClaim>[] = [];
    const list = () => ({
      body: {
        order_list: [deliveredOrder({ claims })],
        status_counts: { DELIVERED: 1 },
      },
    });
    const calls = stubApi({
      'GET /v1/orders?status=ORDER_PLACED': list,
      'GET /v1/orders?status=DELIVERED': list,
      'POST /v1/orders/7/claims': () => {
        claims = [testClaim({ detail: '사이즈가 작아요' })];
        return { status: 201, body: claims[0] };
      },
    });
    renderPage(<OrderStatusBlock />);
    await screen.findByTestId('count-DELIVERED');
    await user.click(screen.getByRole('tab', { name: /배송 완료/ }));
    await screen.findByRole('button', { name: '교환·반품 신청' });
    const dialog = await openDialog(user);

    const submit = within(dialog).getByRole('button', { name: '신청하기' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(within(dialog).getByText(claimMessages.linesRequired)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '린넨 셔츠 (M) 수량 늘리기' }));
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    expect(await within(dialog).findByText('신청 사유를 선택해주세요.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByLabelText('단순 변심'));
    await user.type(within(dialog).getByLabelText('상세 사유 (선택)'), ' 사이즈가 작아요 ');
    await user.clear(within(dialog).getByLabelText('상세 주소'));
    await user.type(within(dialog).getByLabelText('상세 주소'), '12층 안내데스크');
    await user.click(submit);

    expect((await screen.findByRole('status')).textContent).toBe(
      '교환·반품 신청이 접수되었습니다.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.filter((c) => c.method === 'POST');
    expect(sent.map((c) => c.path)).toEqual(['/v1/orders/7/claims']);
    expect(sent[0]?.idempotencyKey).toBeTruthy();
    expect(sent[0]?.body).toEqual({
      kind: 'RETURN',
      reason: 'CHANGE_OF_MIND',
      detail: '사이즈가 작아요',
      lines: [{ line_id: 11, quantity: 1 }],
      pickup: {
        recipient_name: '김온도',
        phone_num: '010-1234-5678',
        post_code: '06236',
        address: '서울 강남구 테헤란로 152',
        detail_address: '12층 안내데스크',
      },
    });
    const history = await screen.findByRole('region', { name: '교환·반품 내역' });
    expect(within(history).getByText('신청 완료', { selector: '[data-status]' })).toBeTruthy();
  }, 20_000);

  it("asks an exchange's option among the product's others, a sold-out one not to be chosen", async () => {
    const user = userEvent.setup();
    const calls = showCard(deliveredOrder(), {
      'GET /v1/items/7': {
        body: {
          item_id: 7,
          name: '린넨 셔츠',
          price: 20_000,
          image_urls: [],
          description: '',
          options: { S: 0, M: 4, L: 2 },
          option_ids: { S: 70, M: 71, L: 72 },
          item_details_menu: {},
          sale_starts_at: null,
          max_per_member: null,
        },
      },
      'POST /v1/orders/7/claims': { status: 201, body: testClaim({ kind: 'EXCHANGE' }) },
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByLabelText('교환'));
    await user.click(within(dialog).getByLabelText('사이즈·색상 변경'));
    await user.click(within(dialog).getByRole('button', { name: '린넨 셔츠 (M) 수량 늘리기' }));

    const select = within(dialog).getByLabelText('린넨 셔츠 교환 옵션') as HTMLSelectElement;
    await within(dialog).findByRole('option', { name: 'L' });
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['교환받을 옵션 선택', false],
      ['S (품절)', true],
      ['L', false],
    ]);
    const submit = within(dialog).getByRole('button', { name: '신청하기' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(within(dialog).getByText(claimMessages.exchangeOptionRequired)).toBeTruthy();

    await user.selectOptions(select, 'L');
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      kind: 'EXCHANGE',
      reason: 'SIZE_COLOR',
      lines: [{ line_id: 11, quantity: 1, exchange_option_id: 72 }],
    });
  }, 15_000);

  it('keeps the dialog open with the refusal, and a pickup field its own message', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    showCard(deliveredOrder(), {
      'POST /v1/orders/7/claims': () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 422,
              body: {
                detail: [
                  {
                    loc: ['body', 'pickup', 'post_code'],
                    msg: '우편번호 5자리를 입력해주세요.',
                    type: 'value_error',
                  },
                ],
              },
            }
          : { status: 409, body: { detail: claimMessages.quantityOver('린넨 셔츠 (M)', 0) } };
      },
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByLabelText('단순 변심'));
    await user.click(within(dialog).getByRole('button', { name: '린넨 셔츠 (M) 수량 늘리기' }));
    await user.click(within(dialog).getByRole('button', { name: '신청하기' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('우편번호').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(dialog).getByText('우편번호 5자리를 입력해주세요.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '신청하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      claimMessages.quantityOver('린넨 셔츠 (M)', 0),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  }, 15_000);
});
