import { depositMessages } from '@shop/contract/virtual-accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldRefusal } from '../../shared/testing/fetch';
import { renderPage, stubApi } from '../../shared/testing/member-pages';
import { depositedOrder } from '../../shared/testing/orders';
import { asGuestOrder, findGuestOrder, guestAnswers } from './guest-testing';
import { OrderStatusBlock } from './order-status';

afterEach(() => vi.unstubAllGlobals());

const paid = depositedOrder({ order_id: 7 });
const receipt = {
  type: '소득공제',
  issue_number: '135792468',
  receipt_url: 'https://dashboard.tosspayments.com/receipt/cash/135792468',
  amount: 42_000,
};
const issued = { ...paid, cash_receipt: receipt, cash_receipt_available: false };

describe('현금영수증 on the order card', () => {
  it('asks for the type and number, checks them, shows the refusal and then the receipt', async () => {
    const user = userEvent.setup();
    let issuedYet = false;
    let attempts = 0;
    const calls = stubApi({
      'GET /v1/orders?status=ORDER_PLACED': () => ({
        body: {
          order_list: [issuedYet ? issued : paid],
          status_counts: { ORDER_PLACED: 1 },
        },
      }),
      'POST /v1/orders/7/cash-receipt': () => {
        attempts += 1;
        if (attempts === 1) {
          return fieldRefusal(['identity_number'], '국세청에 등록되지 않은 사업자등록번호입니다.');
        }
        issuedYet = true;
        return { body: issued };
      },
    });
    renderPage(<OrderStatusBlock />);
    const order = await screen.findByRole('article', { name: /2026\.11\.21/ });
    await user.click(within(order).getByRole('button', { name: '현금영수증 신청' }));
    const block = within(order).getByRole('region', { name: '현금영수증' });
    expect(within(block).getByRole('radio', { name: '소득공제 (개인)' })).toHaveProperty(
      'checked',
      true,
    );

    await user.type(within(block).getByLabelText('휴대폰 번호 또는 현금영수증 카드번호'), '123');
    await user.click(within(block).getByRole('button', { name: '신청하기' }));
    expect(await within(block).findByText(depositMessages.identityFormat)).toBeTruthy();

    await user.click(within(block).getByRole('radio', { name: '지출증빙 (사업자)' }));
    const number = within(block).getByLabelText('사업자등록번호');
    await user.clear(number);
    await user.type(number, '123-45-67890');
    await user.click(within(block).getByRole('button', { name: '신청하기' }));
    expect(
      await within(block).findByText('국세청에 등록되지 않은 사업자등록번호입니다.'),
    ).toBeTruthy();

    await user.click(within(block).getByRole('button', { name: '신청하기' }));
    expect((await screen.findByRole('status')).textContent).toBe('현금영수증이 발급되었습니다.');
    const link = await within(order).findByRole('link', { name: /영수증 보기/ });
    expect(link.getAttribute('href')).toBe(receipt.receipt_url);
    expect(link.getAttribute('target')).toBe('_blank');
    const shown = within(order).getByRole('region', { name: '현금영수증' });
    expect(shown.textContent).toContain('소득공제');
    expect(shown.textContent).toContain('135792468');
    expect(within(order).queryByRole('button', { name: '현금영수증 신청' })).toBeNull();
    expect(calls.filter((c) => c.path === '/v1/orders/7/cash-receipt').at(-1)?.body).toEqual({
      type: '지출증빙',
      identity_number: '1234567890',
    });
  }, 20_000);

  it('offers nothing when a receipt cannot be asked for', async () => {
    stubApi({
      'GET /v1/orders?status=ORDER_PLACED': {
        body: {
          order_list: [{ ...paid, cash_receipt_available: false }],
          status_counts: { ORDER_PLACED: 1 },
        },
      },
    });
    renderPage(<OrderStatusBlock />);
    const order = await screen.findByRole('article', { name: /2026\.11\.21/ });
    expect(within(order).queryByRole('region', { name: '현금영수증' })).toBeNull();
  });

  it("sends a guest's request with the lookup's answers and shows the receipt", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'POST /v1/guest-orders/lookup': { body: asGuestOrder(paid) },
      'POST /v1/guest-orders/cash-receipt': { body: asGuestOrder(issued) },
    });
    const order = await findGuestOrder(user);
    await user.click(within(order).getByRole('button', { name: '현금영수증 신청' }));
    await user.type(screen.getByLabelText('휴대폰 번호 또는 현금영수증 카드번호'), '01098765432');
    await user.click(screen.getByRole('button', { name: '신청하기' }));
    expect(await screen.findByRole('link', { name: /영수증 보기/ })).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/v1/guest-orders/cash-receipt')?.body).toEqual({
        ...guestAnswers,
        type: '소득공제',
        identity_number: '01098765432',
      }),
    );
  });
});
