import type { GuestOrder } from '@shop/contract/guest-orders';
import type { Order } from '@shop/contract/orders';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderPage } from '../../shared/testing/member-pages';
import { typeByLabel } from '../../shared/testing/render';
import { GuestLookupPage } from './guest-lookup-page';

/** The three answers of 비회원 주문조회 the tests' guest gives. */
export const guestAnswers = {
  order_number: '20261127-GUEST0001',
  orderer: '이비회',
  order_password: 'ondo1234',
};

/** The order as the lookup answers it: with who ordered it. */
export const asGuestOrder = (order: Order): GuestOrder => ({
  ...order,
  merchant_id: guestAnswers.order_number,
  orderer_name: '이비회',
  orderer_phone: '010-9876-5432',
  orderer_email: 'guest@example.com',
});

/** Opens 비회원 주문조회, gives the answers and waits for the order's card. */
export async function findGuestOrder(user: UserEvent) {
  renderPage(<GuestLookupPage />, { path: '/guest-order' });
  await typeByLabel(user, {
    주문번호: guestAnswers.order_number,
    '이름 또는 휴대폰 번호': guestAnswers.orderer,
    '주문 비밀번호': guestAnswers.order_password,
  });
  await user.click(screen.getByRole('button', { name: '조회하기' }));
  return screen.findByRole('article');
}
