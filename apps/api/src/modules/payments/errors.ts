import { adminOrderMessages } from '@shop/contract/admin-orders';
import { paymentMessages } from '@shop/contract/payments';
import { TossError } from '../../integrations/toss/client';
import { badRequest, conflict, HttpError } from '../../lib/errors';
import { OutOfStockError, PurchaseLimitError } from '../catalog/service';

/** Why a payment could not go on, as the payments module tells it. */
export type PaymentProblem =
  | 'amount_mismatch'
  | 'not_this_order'
  | 'not_pending'
  | 'not_registered'
  | 'already_paid'
  | 'processing'
  | 'out_of_stock'
  | 'coupon_gone'
  | 'declined'
  | 'provider_unavailable';

/** The one place a payment problem becomes an API error (status and Korean message). */
export function paymentError(problem: PaymentProblem, providerMessage = ''): HttpError {
  switch (problem) {
    case 'amount_mismatch':
      return badRequest(paymentMessages.amountMismatch);
    case 'not_this_order':
      return badRequest(paymentMessages.notThisOrder);
    case 'declined':
      return badRequest(paymentMessages.providerFailed(providerMessage));
    case 'not_pending':
      return conflict(paymentMessages.notPending);
    case 'not_registered':
      return conflict(paymentMessages.notRegistered);
    case 'already_paid':
      return conflict(paymentMessages.alreadyPaid);
    case 'processing':
      return conflict(paymentMessages.processing);
    case 'out_of_stock':
      return conflict(paymentMessages.outOfStock);
    case 'coupon_gone':
      return conflict(paymentMessages.couponUnavailable);
    case 'provider_unavailable':
      return new HttpError(502, paymentMessages.providerUnavailable);
  }
}

/** A coupon used up or withdrawn between the order sheet and the payment. */
export class CouponGoneError extends Error {}

/** 적립금 spent elsewhere (or expired) between the order sheet and the payment. */
export class PointsGoneError extends Error {}

/** Why a payment's hold was refused: kept on the payment, told to the shopper, and the refund's reason. */
export interface HoldRefusal {
  failureCode: string;
  failureMessage: string;
  refundReason: string;
}

/** The refusal a hold's error stands for; undefined for an error that is no refusal. */
export function holdRefusal(error: unknown): HoldRefusal | undefined {
  if (error instanceof OutOfStockError) {
    return {
      failureCode: 'OUT_OF_STOCK',
      failureMessage: paymentMessages.outOfStock,
      refundReason: '재고 부족으로 주문을 완료하지 못했습니다.',
    };
  }
  if (error instanceof CouponGoneError) {
    return {
      failureCode: 'COUPON_UNAVAILABLE',
      failureMessage: paymentMessages.couponUnavailable,
      refundReason: '쿠폰을 사용할 수 없어 주문을 완료하지 못했습니다.',
    };
  }
  if (error instanceof PointsGoneError) {
    return {
      failureCode: 'POINTS_UNAVAILABLE',
      failureMessage: paymentMessages.pointsUnavailable,
      refundReason: '적립금이 부족해 주문을 완료하지 못했습니다.',
    };
  }
  if (error instanceof PurchaseLimitError) {
    return {
      failureCode: 'PURCHASE_LIMIT',
      failureMessage: error.message,
      refundReason: '1인 구매 한도를 넘어 주문을 완료하지 못했습니다.',
    };
  }
  return undefined;
}

/** Whether the provider refused (its 4xx) rather than failed to answer. */
const refusedByProvider = (error: unknown): error is TossError =>
  error instanceof TossError && error.status > 0 && error.status < 500;

/** What the shopper is told when the provider refuses or does not answer. */
export function providerError(error: unknown): HttpError {
  return refusedByProvider(error)
    ? paymentError('declined', error.message)
    : paymentError('provider_unavailable');
}

/** The same for the back office's refunds, in its own words. */
export function refundProviderError(error: unknown): HttpError {
  return refusedByProvider(error)
    ? badRequest(adminOrderMessages.providerFailed(error.message))
    : new HttpError(502, adminOrderMessages.providerUnavailable);
}

export const failureOf = (error: unknown) =>
  error instanceof TossError
    ? { failureCode: error.code, failureMessage: error.message }
    : { failureCode: 'UNKNOWN', failureMessage: String(error) };
