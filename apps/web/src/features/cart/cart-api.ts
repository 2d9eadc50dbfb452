import type { CartCreateRequest, CartEntry, CartUpdateRequest } from '@shop/contract/cart';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { cartKeys } from '../../shared/api/query-keys';

/** GET /v1/cart: the member's lines, or this browser's before signing in, with current prices and stock. */
export const fetchCart = (): Promise<CartEntry[]> => api<CartEntry[]>('/v1/cart', { auth: true });

export const cartQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: cartKeys.all, queryFn: fetchCart, enabled });

export const useCart = (enabled = true) => useQuery(cartQueryOptions(enabled));

/** PUT /v1/cart/update/:id: option and quantity of one line; answers the whole cart. */
export function useUpdateCartLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ cartId, body }: { cartId: number; body: CartUpdateRequest }) =>
      api<CartEntry[]>(`/v1/cart/update/${cartId}`, { method: 'PUT', body, auth: true }),
    onSuccess: (cart) => client.setQueryData(cartKeys.all, cart),
  });
}

/** DELETE /v1/cart/delete with the chosen cart ids. */
export function useDeleteCartLines() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cartIds: number[]) =>
      api('/v1/cart/delete', { method: 'DELETE', body: { cart_id: cartIds }, auth: true }),
    onSettled: () => client.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** POST /v1/cart/create: adds options of one item; answers the whole cart. */
export function useAddCartLines() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CartCreateRequest) =>
      api<CartEntry[]>('/v1/cart/create', { method: 'POST', body, auth: true }),
    onSuccess: (cart) => client.setQueryData(cartKeys.all, cart),
  });
}
