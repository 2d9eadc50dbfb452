import type { ClaimRequest } from '@shop/contract/claims';
import type { CashReceiptRequest, OrderCancelRequest } from '@shop/contract/virtual-accounts';

/**
 * What an order card can ask the server for, by whoever looks at the order: the member's own
 * calls, or a guest's found by lookup. Each resolves once done and rejects with the refusal
 * (the notices of success are given by the caller's hook, the refusals by the card).
 */
export interface OrderActions {
  cancel(orderId: number, body: OrderCancelRequest): Promise<unknown>;
  requestCashReceipt(orderId: number, body: CashReceiptRequest): Promise<unknown>;
  /** 구매확정 of a delivered order. */
  confirm(orderId: number): Promise<unknown>;
  /**
   * 교환·반품 신청 of some units of a delivered order, then its photos: rejects only when the claim
   * was not filed (a failed upload is told by the notice).
   */
  requestClaim(orderId: number, body: ClaimRequest, photos?: readonly File[]): Promise<unknown>;
  /** More photos of a claim not yet approved. */
  addClaimPhotos(orderId: number, claimId: number, photos: readonly File[]): Promise<unknown>;
  /** Takes back a request not yet approved. */
  withdrawClaim(orderId: number, claimId: number): Promise<unknown>;
}
