import {
  type Delivery,
  type DeliveryInput,
  deliveryListSchema,
  deliverySchema,
} from '@shop/contract/delivery';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/http';
import { accountKeys } from '../api/query-keys';

/** The member's saved addresses; every change below refreshes it. */
/** GET /v1/users/me/delivery. */
export const fetchDeliveries = async (): Promise<Delivery[]> =>
  (await api('/v1/users/me/delivery', { auth: true, schema: deliveryListSchema })).delivery_list;

export const deliveriesQuery = queryOptions({
  queryKey: accountKeys.deliveries(),
  queryFn: fetchDeliveries,
});

export const useDeliveries = (enabled = true) => useQuery({ ...deliveriesQuery, enabled });

/** POST /v1/users/set-delivery: answers the saved address. */
export const saveDelivery = (body: DeliveryInput): Promise<Delivery> =>
  api('/v1/users/set-delivery', { method: 'POST', body, auth: true, schema: deliverySchema });

export function useSaveDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDelivery,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.deliveries() }),
  });
}

/** PUT /v1/users/me/delivery/:id/base: answers the whole list. */
export function useSetBaseDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await api(`/v1/users/me/delivery/${id}/base`, {
          method: 'PUT',
          auth: true,
          schema: deliveryListSchema,
        })
      ).delivery_list,
    onSuccess: (list) => client.setQueryData(accountKeys.deliveries(), list),
  });
}

/** DELETE /v1/users/me/delivery/:id. */
export function useDeleteDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api(`/v1/users/me/delivery/${id}`, { method: 'DELETE', auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.deliveries() }),
  });
}
