import {
  type SurchargeRangeRequest,
  surchargeRangeListSchema,
  surchargeRangeSchema,
} from '@shop/contract/shipping';
import { useQuery } from '@tanstack/react-query';
import { adminRecord, useAdminWrite, useInvalidate } from '../api-client';
import { adminKeys } from '../query-keys';

const PATH = '/shipping/surcharges';

/** GET /v1/admin/shipping/surcharges: every range, by starting postcode. */
export const useSurchargeRanges = () =>
  useQuery(adminRecord(adminKeys.surcharges.all, PATH, surchargeRangeListSchema));

/** POST /v1/admin/shipping/surcharges, or PUT …/{id} with `id`. */
export const useSaveSurchargeRange = () =>
  useAdminWrite(
    ({ id, ...body }: SurchargeRangeRequest & { id?: number }) => ({
      path: id ? `${PATH}/${id}` : PATH,
      method: id ? 'PUT' : 'POST',
      body,
      schema: surchargeRangeSchema,
    }),
    useInvalidate(adminKeys.surcharges.all),
  );

/** DELETE /v1/admin/shipping/surcharges/{id}. */
export const useDeleteSurchargeRange = () =>
  useAdminWrite(
    (id: number) => ({ path: `${PATH}/${id}`, method: 'DELETE' }),
    useInvalidate(adminKeys.surcharges.all),
  );
