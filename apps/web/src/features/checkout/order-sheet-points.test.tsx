import { paymentMessages } from '@shop/contract/payments';
import { pointMessages } from '@shop/contract/point-rules';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { clearTossPayments } from '@tosspayments/tosspayments-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../shared/testing/match-media';
import { testOrder } from '../../shared/testing/orders';
import { testPointSummary } from '../../shared/testing/points';
import { couponButton, setupCheckout, signOutCookie, total } from './checkout-testing';

vi.mock('react-daum-postcode', () => ({
  loadPostcode: () => Promise.reject(new Error('offline')),
  KakaoPostcodeEmbed: () => null,
}));

beforeEach(() => {
  clearTossPayments();
  stubMatchMedia();
});
afterEach(signOutCookie);

const POINTS = '/v1/users/me/points?page=1&limit=20';
/** A member with more usable points than the 50,000 won order. */
const rich = testPointSummary({ balance: 60_000, usable: 55_000 });

const pointsBox = () => screen.getByLabelText<HTMLInputElement>('사용할 적립금');
const fillAll = () => screen.getByRole('button', { name: '전액 사용' });
/** The text under the points box (its error, else its hint). */
const pointsNote = () =>
  document.getElementById(pointsBox().getAttribute('aria-describedby') ?? '')?.textContent;

async function typePoints(user: UserEvent, amount: string) {
  await user.clear(pointsBox());
  await user.type(pointsBox(), amount);
}

async function fillAddress(user: UserEvent, postcode = '06236') {
  await user.type(screen.getByLabelText('우편번호'), postcode);
  await user.type(screen.getByLabelText('기본 주소'), '서울 강남구 테헤란로 152');
}

describe('적립금 on the order sheet', () => {
  it('shows the balance, fills what is usable with 전액 사용, and charges the rest', async () => {
    const { recorded, calls, bodyOf, user } = setupCheckout();
    expect((await screen.findByTestId('points-balance')).textContent).toBe(
      '보유 적립금 15,390원 · 사용 가능 15,000원',
    );
    expect(screen.queryByTestId('points-used')).toBeNull();

    await user.click(fillAll());
    expect(pointsBox().value).toBe('15000');
    expect(screen.getByTestId('points-used').textContent).toBe('적립금 사용−15,000원');
    expect(total()).toBe('35,000원');
    await waitFor(() => expect(recorded.amounts.at(-1)).toBe(35_000));

    await fillAddress(user);
    await user.click(await screen.findByRole('checkbox', { name: '결제 약관 동의' }));
    await user.click(screen.getByRole('button', { name: '35,000원 결제하기' }));
    await waitFor(() => expect(recorded.requests).toHaveLength(1));
    expect(bodyOf('/v1/orders/done')).toMatchObject({ use_points: 15_000, total_price: 35_000 });
    expect(bodyOf('/v1/payment/toss')).toMatchObject({ amount: 35_000 });
    expect(recorded.amounts.at(-1)).toBe(35_000);
    expect(calls('/v1/payment/uncharged')).toHaveLength(0);
  });

  it('sends no points when none are typed', async () => {
    const { recorded, bodyOf, user } = setupCheckout();
    await screen.findByTestId('points-balance');
    await fillAddress(user);
    await user.click(await screen.findByRole('checkbox', { name: '결제 약관 동의' }));
    await user.click(screen.getByRole('button', { name: '50,000원 결제하기' }));
    await waitFor(() => expect(recorded.requests).toHaveLength(1));
    expect(bodyOf('/v1/orders/done')).toMatchObject({ use_points: 0, total_price: 50_000 });
  });

  it('keeps the box shut below the minimum usable balance, and says why', async () => {
    setupCheckout({ points: testPointSummary({ balance: 9_390, usable: 9_000 }) });
    expect((await screen.findByTestId('points-balance')).textContent).toBe(
      '보유 적립금 9,390원 · 사용 가능 9,000원',
    );
    expect(pointsBox().disabled).toBe(true);
    expect(fillAll()).toHaveProperty('disabled', true);
    expect(pointsNote()).toBe('사용 가능 적립금이 10,000원 이상일 때 사용할 수 있습니다.');
  });

  it('refuses more than is usable, more than is left to pay, or what is not whole won', async () => {
    const { calls, user } = setupCheckout();
    await screen.findByTestId('points-balance');

    await typePoints(user, '16000');
    expect(pointsNote()).toBe(pointMessages.overUsable(15_000));
    expect(pointsBox().getAttribute('aria-invalid')).toBe('true');
    // Nothing is taken off while the amount cannot be spent.
    expect(total()).toBe('50,000원');
    expect(screen.queryByTestId('points-used')).toBeNull();

    await typePoints(user, '12.5');
    expect(pointsNote()).toBe('사용할 적립금을 0원 이상 1원 단위로 입력해주세요.');

    await fillAddress(user);
    await user.click(await screen.findByRole('checkbox', { name: '결제 약관 동의' }));
    await user.click(screen.getByRole('button', { name: '50,000원 결제하기' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      '사용할 적립금을 0원 이상 1원 단위로 입력해주세요.',
    );
    expect(document.activeElement).toBe(pointsBox());
    expect(calls('/v1/orders/done')).toHaveLength(0);
  });

  it('refuses more than is left to pay', async () => {
    const { user } = setupCheckout({ points: rich });
    await screen.findByTestId('points-balance');
    await typePoints(user, '50001');
    expect(pointsNote()).toBe('결제할 금액보다 많은 적립금을 사용할 수 없습니다.');
    await typePoints(user, '50000');
    expect(pointsNote()).toBe('1원 단위로 사용할 수 있습니다.');
    expect(total()).toBe('0원');
  });

  it('brings the points down to what is left when a coupon or the address lowers it', async () => {
    const { user } = setupCheckout({ points: rich });
    await screen.findByText('겨울 시즌 10% 할인');
    await screen.findByTestId('points-balance');

    await user.click(fillAll());
    expect(pointsBox().value).toBe('50000');
    expect(total()).toBe('0원');

    // 47,000 − 4,700 + 3,000 = 45,300 left after the coupon.
    await user.click(couponButton('겨울 시즌 10% 할인'));
    await waitFor(() => expect(pointsBox().value).toBe('45300'));
    expect(screen.getByTestId('points-used').textContent).toBe('적립금 사용−45,300원');
    expect(total()).toBe('0원');

    // 5,000 won off leaves 45,000; letting the coupon go leaves more to pay, and the points stay.
    await user.click(couponButton('신규 회원 5,000원 할인'));
    await waitFor(() => expect(pointsBox().value).toBe('45000'));
    expect(total()).toBe('0원');
    await user.click(couponButton('신규 회원 5,000원 할인'));
    expect(pointsBox().value).toBe('45000');
    expect(total()).toBe('5,000원');

    // A Jeju address adds 3,000 won; going back to Seoul takes it off again.
    await user.type(screen.getByLabelText('우편번호'), '63535');
    await screen.findByTestId('island-fee');
    await user.click(fillAll());
    expect(pointsBox().value).toBe('53000');
    await user.clear(screen.getByLabelText('우편번호'));
    await user.type(screen.getByLabelText('우편번호'), '06236');
    await waitFor(() => expect(screen.queryByTestId('island-fee')).toBeNull());
    expect(pointsBox().value).toBe('50000');
    expect(total()).toBe('0원');
  });

  it("shows the server's refusal of the points at the points box", async () => {
    const { calls, user } = setupCheckout({
      answers: {
        'POST /v1/orders/done': () => ({
          status: 422,
          body: { detail: [{ loc: ['body', 'use_points'], msg: pointMessages.overTotal }] },
        }),
      },
    });
    await screen.findByTestId('points-balance');
    await typePoints(user, '12000');
    await fillAddress(user);
    await user.click(await screen.findByRole('checkbox', { name: '결제 약관 동의' }));
    await user.click(screen.getByRole('button', { name: '38,000원 결제하기' }));
    await waitFor(() => expect(pointsNote()).toBe(pointMessages.overTotal));
    expect(screen.getByRole('alert').textContent).toBe(pointMessages.overTotal);
    expect(calls('/v1/payment/toss')).toHaveLength(0);
    // Typing again clears it.
    await typePoints(user, '11000');
    expect(pointsNote()).toBe('1원 단위로 사용할 수 있습니다.');
  });

  it('shows a 409 about the balance in the alert and reads the balance again', async () => {
    const { calls, user } = setupCheckout({
      answers: {
        'POST /v1/orders/done': () => ({
          status: 409,
          body: { detail: pointMessages.overUsable(11_000) },
        }),
      },
    });
    await screen.findByTestId('points-balance');
    await typePoints(user, '12000');
    await fillAddress(user);
    await user.click(await screen.findByRole('checkbox', { name: '결제 약관 동의' }));
    await user.click(screen.getByRole('button', { name: '38,000원 결제하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '사용할 수 있는 적립금은 11,000원입니다.',
    );
    await waitFor(() => expect(calls(POINTS).length).toBe(2));
    expect(calls('/v1/payment/toss')).toHaveLength(0);
  });

  it('is not offered to a guest', async () => {
    const { calls, user } = setupCheckout({ guest: true });
    await user.click(await screen.findByRole('button', { name: '비회원으로 주문' }));
    expect(await screen.findByText('린넨 셔츠')).toBeDefined();
    expect(screen.queryByRole('heading', { name: '적립금' })).toBeNull();
    expect(calls(POINTS)).toHaveLength(0);
  });
});

describe('an order coupon and points pay in full', () => {
  /** The server places it: ORDER_PLACED, nothing charged. */
  const placedOrder = testOrder({
    merchant_id: 'ord_20261121_abcdef',
    items_total: 47_000,
    shipping_fee: 3_000,
    points_used: 50_000,
    total_price: 0,
    payment_method: '적립금',
  });

  it('takes the widget down, places the order without it and shows it placed', async () => {
    const { recorded, calls, bodyOf, user } = setupCheckout({
      points: rich,
      answers: { 'POST /v1/payment/uncharged': () => ({ status: 200, body: placedOrder }) },
    });
    await screen.findByTestId('points-balance');
    await fillAddress(user);
    await screen.findByRole('checkbox', { name: '결제 약관 동의' });
    expect(recorded.drawn).toBe(1);

    await user.click(fillAll());
    expect(total()).toBe('0원');
    expect(
      screen.getByText('쿠폰과 적립금으로 전액 결제되어 결제 수단을 고르지 않아도 됩니다.'),
    ).toBeDefined();
    // Nothing to charge: the widget leaves the page and is not drawn again.
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: '결제 약관 동의' })).toBeNull(),
    );
    expect(recorded.destroyed).toBe(1);
    const amountsBefore = recorded.amounts.length;

    await user.click(screen.getByRole('button', { name: '0원 주문하기' }));
    expect(await screen.findByRole('heading', { name: '결제가 완료되었습니다.' })).toBeDefined();
    expect(bodyOf('/v1/orders/done')).toMatchObject({
      use_points: 50_000,
      total_price: 0,
      payment_method: '적립금',
    });
    expect(bodyOf('/v1/payment/uncharged')).toEqual({ merchant_id: 'ord_20261121_abcdef' });
    const keyOf = (path: string) =>
      (calls(path)[0]?.[1]?.headers as Record<string, string> | undefined)?.['idempotency-key'];
    expect(keyOf('/v1/payment/uncharged')).toBe(keyOf('/v1/orders/done'));
    expect(calls('/v1/payment/toss')).toHaveLength(0);
    expect(recorded.requests).toHaveLength(0);
    expect(recorded.drawn).toBe(1);
    expect(recorded.amounts).toHaveLength(amountsBefore);

    expect(screen.getByTestId('paid-amount').textContent).toBe('0원');
    expect(screen.getByText('적립금 사용').nextElementSibling?.textContent).toBe('−50,000원');
  });

  it('draws the widget again when money is left to pay after all', async () => {
    const { recorded, user } = setupCheckout({ points: rich });
    await screen.findByRole('checkbox', { name: '결제 약관 동의' });
    await user.click(fillAll());
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: '결제 약관 동의' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: '0원 주문하기' })).toBeDefined();

    await typePoints(user, '40000');
    expect(await screen.findByRole('checkbox', { name: '결제 약관 동의' })).toBeDefined();
    expect(recorded.drawn).toBe(2);
    await waitFor(() => expect(recorded.amounts.at(-1)).toBe(10_000));
    expect(screen.getByRole('button', { name: '10,000원 결제하기' })).toBeDefined();
  });

  it('stays on the sheet with the reason when the server will not place it', async () => {
    const { calls, user } = setupCheckout({
      points: rich,
      answers: {
        'POST /v1/payment/uncharged': () => ({
          status: 409,
          body: { detail: paymentMessages.pointsUnavailable },
        }),
      },
    });
    await screen.findByTestId('points-balance');
    await fillAddress(user);
    await user.click(fillAll());
    await user.click(screen.getByRole('button', { name: '0원 주문하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '적립금이 부족해 주문을 완료하지 못했습니다. 결제는 청구되지 않습니다.',
    );
    expect(screen.getByRole('heading', { name: '주문서' })).toBeDefined();
    expect(screen.getByRole('button', { name: '0원 주문하기' })).toHaveProperty('disabled', false);
    await waitFor(() => expect(calls(POINTS).length).toBe(2));
  });
});
