import { type CheckoutConfig, checkoutConfigSchema } from '@shop/contract/checkout-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/http';
import { checkoutKeys } from '../api/query-keys';

/** GET /v1/config/checkout: the payment widget's key and SDK, and the postcode script. */
export const fetchCheckoutConfig = (): Promise<CheckoutConfig> =>
  api('/v1/config/checkout', { schema: checkoutConfigSchema });

export const checkoutConfigQuery = queryOptions({
  queryKey: checkoutKeys.config(),
  queryFn: fetchCheckoutConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export const useCheckoutConfig = () => useQuery(checkoutConfigQuery);
