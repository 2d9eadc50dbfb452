import { guestOrderMessages } from '@shop/contract/guest-orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../shared/testing/member-pages';
import { testOrder } from '../../shared/testing/orders';
import { GuestLookupPage } from './guest-lookup-page';

afterEach(() => vi.unstubAllGlobals());

const order = {
  ...testOrder({ order_id: 9, merchant_id: '20261127-GUEST0001', order_status: 'ORDER_PLACED' }),
  orderer_name: '이비회',
  orderer_phone: '010-9876-5432',
  orderer_email: 'guest@example.com',
};
const answers = {
  order_number: '20261127-GUEST0001',
  orderer: '이비회',
  order_password: 'ondo1234',
};

describe('비회원 주문조회', () => {
  it('finds the order with the three answers, says so when they do not match, and cancels it', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'POST /v1/guest-orders/lookup': (body) =>
        JSON.stringify(body) === JSON.stringify(answers)
          ? { body: order }
          : { status: 404, body: { detail: guestOrderMessages.notFound } },
      'POST /v1/guest-orders/cancel': () => ({
        body: { ...order, order_status: 'ORDER_CANCELLED', refunded_amount: order.total_price },
      }),
    });
    renderPage(<GuestLookupPage />, { path: '/guest-order' });

    await user.click(screen.getByRole('button', { name: '조회하기' }));
    expect(await screen.findByText('주문번호를 입력해주세요.')).toBeDefined();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('주문번호'), answers.order_number);
    await user.type(screen.getByLabelText('이름 또는 휴대폰 번호'), '김비회');
    await user.type(screen.getByLabelText('주문 비밀번호'), answers.order_password);
    await user.click(screen.getByRole('button', { name: '조회하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(guestOrderMessages.notFound);

    await user.clear(screen.getByLabelText('이름 또는 휴대폰 번호'));
    await user.type(screen.getByLabelText('이름 또는 휴대폰 번호'), '이비회');
    await user.click(screen.getByRole('button', { name: '조회하기' }));
    expect(await screen.findByText('주문자 이비회 · 010-9876-5432')).toBeDefined();
    expect(screen.getByText('주문번호 20261127-GUEST0001')).toBeDefined();

    await user.click(screen.getByRole('button', { name: '주문 취소' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '주문 취소하기' }));
    expect(await screen.findByText('주문 취소')).toBeDefined();
    const cancel = calls.find((c) => c.path === '/v1/guest-orders/cancel');
    expect(cancel?.body).toEqual(answers);
  });
});
