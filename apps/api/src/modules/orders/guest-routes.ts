import {
  type GuestOrderLookupRequest,
  guestCashReceiptRequestSchema,
  guestOrderCancelRequestSchema,
  guestOrderDoneRequestSchema,
  guestOrderLookupRequestSchema,
  guestOrderMessages,
  guestOrderSchema,
  guestPrivacyConsent,
} from '@shop/contract/guest-orders';
import { orderStartRequestSchema, orderStartResponseSchema } from '@shop/contract/orders';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { guestCartToken, setGuestCartCookie } from '../../lib/guest-cart-cookie';
import { sendCreated } from '../../lib/replies';
import { errorResponses } from '../../lib/route-schemas';
import type { FailureLimits } from '../../plugins/failure-limits';
import type { CartService } from '../cart/service';
import type { PaymentService } from '../payments/service';
import type { PurchaseConfirmation } from './confirmation-service';
import type { GuestOrderService } from './guest-service';
import type { OrderService } from './service';

const guestCartAuth = [{ guestCart: [] }];

/**
 * Buying without an account (the guest is known by their cart cookie until they pay) and
 * 비회원 주문조회 afterwards (order number, name or mobile, order password; failures counted
 * like sign-in guesses).
 */
export const guestOrderRoutes: FastifyPluginAsyncZod<{
  orders: OrderService;
  guestOrders: GuestOrderService;
  payments: Pick<PaymentService, 'cancelGuestOrder' | 'issueCashReceipt'>;
  confirmation: Pick<PurchaseConfirmation, 'confirmGuest'>;
  cart: Pick<CartService, 'guestCart' | 'openGuestCart'>;
  guesses: FailureLimits;
}> = async (app, { orders, guestOrders, payments, confirmation, cart, guesses }) => {
  const tags = ['guest-orders'];

  /** The guest's order by the lookup's answers, wrong answers counted like sign-in guesses. */
  const guestOrder = (ip: string, answers: GuestOrderLookupRequest) =>
    guesses.guard('guest-order', { ip, account: answers.order_number }, () =>
      guestOrders.find(answers),
    );

  /** Does `act` to the looked-up order and answers the order as it then stands. */
  async function actOnGuestOrder(
    ip: string,
    answers: GuestOrderLookupRequest,
    act: (order: Awaited<ReturnType<typeof guestOrder>>) => Promise<unknown>,
  ) {
    const order = await guestOrder(ip, answers);
    await act(order);
    return guestOrders.present((await orders.findByNumber(order.merchantId))!);
  }

  /** The guest's cart; "buy now" opens one (and its cookie) when the browser has none yet. */
  async function guestOf(request: FastifyRequest, reply: FastifyReply, open: boolean) {
    const owner = await cart.guestCart(guestCartToken(request));
    if (owner && 'guestCartId' in owner) return owner;
    if (!open) throw notFound(guestOrderMessages.noCart);
    const opened = await cart.openGuestCart();
    setGuestCartCookie(request, reply, opened.token);
    return opened.owner;
  }

  app.post(
    '/start',
    {
      schema: {
        tags,
        summary: '비회원 주문 시작: 이 브라우저의 장바구니(type cart) 또는 바로 구매(type item)',
        security: guestCartAuth,
        body: orderStartRequestSchema,
        response: { 200: orderStartResponseSchema, ...errorResponses(404, 409, 422) },
      },
    },
    async (request, reply) =>
      orders.start(await guestOf(request, reply, request.body.type === 'item'), request.body),
  );

  app.post(
    '/done',
    {
      schema: {
        tags,
        summary:
          '비회원 주문서 작성 완료: 주문자·주문 비밀번호·개인정보 수집 동의와 함께 결제 대기 주문으로 기록 (쿠폰 없음)',
        security: guestCartAuth,
        body: guestOrderDoneRequestSchema,
        response: { 201: guestOrderSchema, ...errorResponses(404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { orderer_name, orderer_phone, orderer_email, order_password, ...sheet } = request.body;
      const order = await orders.done(
        await guestOf(request, reply, false),
        { ...sheet, apply_coupon_id: null },
        {
          name: orderer_name,
          phone: orderer_phone,
          email: orderer_email,
          password: order_password,
          consentVersion: guestPrivacyConsent.version,
        },
      );
      // The orderer as just recorded: the order needs no second reading.
      return sendCreated(
        reply,
        Promise.resolve({ ...order, orderer_name, orderer_phone, orderer_email }),
      );
    },
  );

  app.post(
    '/lookup',
    {
      schema: {
        tags,
        summary: '비회원 주문조회: 주문번호 + 주문자 이름 또는 휴대폰 번호 + 주문 비밀번호',
        body: guestOrderLookupRequestSchema,
        response: { 200: guestOrderSchema, ...errorResponses(404, 422, 429) },
      },
    },
    async (request) => guestOrders.present(await guestOrder(request.ip, request.body)),
  );

  app.post(
    '/cancel',
    {
      schema: {
        tags,
        summary:
          '비회원 주문 취소 (조회와 같은 정보로; 결제 대기·주문 완료일 때, 결제는 결제사에서 취소)',
        body: guestOrderCancelRequestSchema,
        response: { 200: guestOrderSchema, ...errorResponses(400, 404, 409, 422, 429, 502) },
      },
    },
    async (request) =>
      actOnGuestOrder(request.ip, request.body, (order) =>
        payments.cancelGuestOrder(order, request.body.refund_account),
      ),
  );

  app.post(
    '/cash-receipt',
    {
      schema: {
        tags,
        summary:
          '비회원 현금영수증 신청 (조회와 같은 정보로; 계좌이체·가상계좌로 결제를 마친 주문)',
        body: guestCashReceiptRequestSchema,
        response: { 200: guestOrderSchema, ...errorResponses(400, 404, 409, 422, 429, 502) },
      },
    },
    async (request) =>
      actOnGuestOrder(request.ip, request.body, (order) =>
        payments.issueCashReceipt(order, request.body),
      ),
  );

  app.post(
    '/confirm',
    {
      schema: {
        tags,
        summary: '비회원 구매확정 (조회와 같은 정보로; 배송 완료된 주문, 이후 교환·반품 신청 불가)',
        body: guestOrderLookupRequestSchema,
        response: { 200: guestOrderSchema, ...errorResponses(404, 409, 422, 429) },
      },
    },
    async (request) =>
      actOnGuestOrder(request.ip, request.body, (order) => confirmation.confirmGuest(order)),
  );
};
