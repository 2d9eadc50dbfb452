import { type PaymentStatus, paymentStatusSchema } from '@shop/contract/payments';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { checkoutKeys } from '../../shared/api/query-keys';

/** Waits between two looks at a payment being confirmed: quick at first, then every 20 s. */
export const STATUS_DELAYS_MS = [2_000, 3_000, 5_000, 8_000, 13_000, 20_000] as const;

/** The wait before the look that follows `looks` earlier ones. */
export const statusDelay = (looks: number) =>
  STATUS_DELAYS_MS[Math.min(Math.max(looks - 1, 0), STATUS_DELAYS_MS.length - 1)]!;

/**
 * GET /v1/payment/status/{merchantId}: where the member's payment stands, read from the shop's
 * records only (it never confirms), asked again with a growing wait until it is settled.
 */
export const usePaymentStatus = (merchantId: string) =>
  useQuery({
    queryKey: checkoutKeys.paymentStatus(merchantId),
    queryFn: (): Promise<PaymentStatus> =>
      api(`/v1/payment/status/${encodeURIComponent(merchantId)}`, {
        auth: true,
        schema: paymentStatusSchema,
      }),
    refetchInterval: (query) =>
      query.state.data && query.state.data.outcome !== 'confirming'
        ? false
        : statusDelay(query.state.dataUpdateCount + query.state.errorUpdateCount),
  });
