import type { FitVotes, Measures, MeasureTemplate } from '@shop/contract/measure-rules';
import type { Garment, Garments } from '@shop/contract/measurements';
import type { ReviewSummary } from '@shop/contract/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { reviewKeys } from '../../shared/api/query-keys';
import { useAuth } from '../../shared/auth/auth-context';

/** The member's garments, under their id: another member on this device never sees them. */
const garmentsKey = (memberId: string) => ['fit', 'garments', memberId] as const;

function useGarmentsKey() {
  const { user } = useAuth();
  return garmentsKey(user?.id ?? '');
}

/** GET /v1/users/me/garments: the saved garments and the bought products not saved yet. */
export function useGarments() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: useGarmentsKey(),
    queryFn: () => api<Garments>('/v1/users/me/garments', { auth: true }),
    enabled: isLoggedIn,
  });
}

/** How buyers felt the size: the 구매평 summary the product page already asked for. */
export function useFitVotes(itemId: number): FitVotes | null {
  const summary = useQuery({
    queryKey: reviewKeys.summary(itemId),
    queryFn: () => api<ReviewSummary>(`/v1/items/${itemId}/reviews/summary`),
  });
  return summary.data?.fit ?? null;
}

export interface GarmentInput {
  name: string;
  template: MeasureTemplate;
  values: Measures;
}

/** The cached list with `garment` first; a garment saved from an order is no candidate now. */
function useAddToList() {
  const client = useQueryClient();
  const key = useGarmentsKey();
  return (garment: Garment, orderLineId?: number) =>
    client.setQueryData<Garments>(key, (list) =>
      list
        ? {
            garments: [garment, ...list.garments],
            candidates: list.candidates.filter((c) => c.order_line_id !== orderLineId),
          }
        : list,
    );
}

/** POST /v1/users/me/garments: a garment typed in. */
export function useCreateGarment() {
  const add = useAddToList();
  return useMutation({
    mutationFn: (body: GarmentInput) =>
      api<Garment>('/v1/users/me/garments', { method: 'POST', body, auth: true }),
    onSuccess: (garment) => add(garment),
  });
}

/** POST /v1/users/me/garments/from-order: the bought size's measurements, in one tap. */
export function useGarmentFromOrder() {
  const add = useAddToList();
  return useMutation({
    mutationFn: (orderLineId: number) =>
      api<Garment>('/v1/users/me/garments/from-order', {
        method: 'POST',
        body: { order_line_id: orderLineId },
        auth: true,
      }),
    onSuccess: (garment, orderLineId) => add(garment, orderLineId),
  });
}

/** DELETE /v1/users/me/garments/{id}; the list reloads (a bought one becomes a candidate again). */
export function useDeleteGarment() {
  const client = useQueryClient();
  const key = useGarmentsKey();
  return useMutation({
    mutationFn: (garment: Garment) =>
      api(`/v1/users/me/garments/${garment.id}`, { method: 'DELETE', auth: true }),
    onSuccess: (_answer, garment) => {
      client.setQueryData<Garments>(key, (list) =>
        list ? { ...list, garments: list.garments.filter((g) => g.id !== garment.id) } : list,
      );
      void client.invalidateQueries({ queryKey: key });
    },
  });
}
