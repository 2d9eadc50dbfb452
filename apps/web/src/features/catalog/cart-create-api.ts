import type { CartCreateRequest, CartEntry } from '@shop/contract/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { cartKeys } from '../../shared/api/query-keys';

/** POST /v1/cart/create (member): adds the lines; answers the whole cart. */
export const createCartLines = (body: CartCreateRequest): Promise<CartEntry[]> =>
  api<CartEntry[]>('/v1/cart/create', { method: 'POST', body, auth: true });

export function useAddToCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCartLines,
    onSuccess: () => client.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
