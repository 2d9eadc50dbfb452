import { postcodeSchema, type Surcharge, surchargeSchema } from '@shop/contract/shipping';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { checkoutKeys } from '../../shared/api/query-keys';

/** GET /v1/shipping/surcharge: the 도서산간 fee of a delivery postcode (0 outside every zone). */
export const surchargeQuery = (postcode: string) =>
  queryOptions({
    queryKey: checkoutKeys.surcharge(postcode),
    queryFn: (): Promise<Surcharge> =>
      api(`/v1/shipping/surcharge?postcode=${encodeURIComponent(postcode)}`, {
        schema: surchargeSchema,
      }),
    staleTime: 5 * 60_000,
  });

/** The surcharge of the address on the form, asked once the postcode has its five digits. */
export function useSurcharge(postcode: string | undefined) {
  const valid = postcodeSchema.safeParse(postcode ?? '');
  return useQuery({ ...surchargeQuery(valid.data ?? ''), enabled: valid.success });
}
