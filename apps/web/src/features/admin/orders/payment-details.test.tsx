import type { AdminOrderDetail } from '@shop/contract/admin-orders';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testVirtualAccount } from '../../../shared/testing/orders';
import { PaymentDetails } from './payment-details';

type Payment = NonNullable<AdminOrderDetail['payment']>;

const card: Payment = {
  provider: 'toss',
  method: '카드',
  status: 'DONE',
  amount: 42_000,
  canceled_amount: 0,
  payment_key: 'tgen_1',
  approved_at: '2026-11-21T01:01:00.000Z',
  virtual_account: null,
  cash_receipt: null,
  refund_account: null,
};

/** The value beside the term, as the grid of the definition list shows it. */
const shownFor = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('PaymentDetails', () => {
  it('shows a card payment without deposit, receipt or refund account rows', () => {
    render(<PaymentDetails payment={card} />);
    expect(shownFor('결제 수단')).toBe('카드');
    expect(shownFor('결제 상태')).toBe('결제 완료');
    expect(screen.queryByText('입금 상태')).toBeNull();
    expect(screen.queryByText('현금영수증')).toBeNull();
    expect(screen.queryByText('환불 계좌')).toBeNull();
  });

  it('shows the virtual account, its deposit, the cash receipt and where the refund went', () => {
    render(
      <PaymentDetails
        payment={{
          ...card,
          method: '가상계좌',
          status: 'PARTIAL_CANCELED',
          canceled_amount: 12_000,
          virtual_account: testVirtualAccount({
            state: 'DEPOSITED',
            deposited_at: '2026-11-27T05:02:00.000Z',
          }),
          cash_receipt: {
            type: '소득공제',
            issue_number: '135792468',
            receipt_url: 'https://dashboard.tosspayments.com/receipt/cash/135792468',
            amount: 42_000,
          },
          refund_account: {
            bank_name: '신한은행',
            account_number: '110123456789',
            holder_name: '김온도',
          },
        }}
      />,
    );
    expect(shownFor('결제 상태')).toBe('부분 취소');
    expect(shownFor('입금 상태')).toBe('입금 완료');
    expect(shownFor('입금 계좌')).toBe('KB국민은행 94420012345678예금주 온도스튜디오 · 42,000원');
    expect(shownFor('입금 기한')).toBe('2026.11.28 23:59');
    expect(shownFor('입금 일시')).toBe('2026.11.27 14:02');
    expect(shownFor('현금영수증')).toBe('소득공제 · 승인번호 135792468 · 42,000원 영수증 보기');
    expect(screen.getByRole('link', { name: '영수증 보기' }).getAttribute('href')).toBe(
      'https://dashboard.tosspayments.com/receipt/cash/135792468',
    );
    expect(shownFor('환불 계좌')).toBe('신한은행 110123456789 김온도');
  });
});
