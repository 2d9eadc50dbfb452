import {
  type SurchargeRangeRequest,
  surchargeRangeListSchema,
  surchargeRangeSchema,
} from '@shop/contract/shipping';
import { useQuery } from '@tanstack/react-query';
import { adminRecord, saveCall, useAdminDelete, useAdminWrite, useInvalidate } from '../api-client';
import { adminKeys } from '../query-keys';

const PATH = '/shipping/surcharges';

/** GET /v1/admin/shipping/surcharges: every range, by starting postcode. */
export const useSurchargeRanges = () =>
  useQuery(adminRecord(adminKeys.surcharges.all, PATH, surchargeRangeListSchema));

/** POST /v1/admin/shipping/surcharges, or PUT …/{id} with `id`. */
export const useSaveSurchargeRange = () =>
  useAdminWrite(
    ({ id, ...body }: SurchargeRangeRequest & { id?: number }) => ({
      ...saveCall(PATH, id),
      body,
      schema: surchargeRangeSchema,
    }),
    useInvalidate(adminKeys.surcharges.all),
  );

/** DELETE /v1/admin/shipping/surcharges/{id}. */
export const useDeleteSurchargeRange = () =>
  useAdminDelete(PATH, useInvalidate(adminKeys.surcharges.all));
