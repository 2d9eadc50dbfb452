import type { RestockAlert, RestockAlertList, RestockRequestBody } from '@shop/contract/restock';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/errors';
import { api } from '../../shared/api/http';
import { catalogKeys } from '../../shared/api/query-keys';
import { useAuth } from '../../shared/auth/auth-context';

/** The member's requests, per member: another one signing in on this device never sees them. */
export const restockKeys = {
  all: ['restock'] as const,
  mines: () => ['restock', 'mine'] as const,
  mine: (memberId: string) => ['restock', 'mine', memberId] as const,
};

/** GET /v1/users/me/restock-alerts (member): newest first, every status. */
const fetchMyAlerts = (): Promise<RestockAlertList> =>
  api<RestockAlertList>('/v1/users/me/restock-alerts', { auth: true });

/** The signed-in member's alerts; nothing is asked for a visitor or when `enabled` is false. */
export function useMyRestockAlerts(enabled = true) {
  const { user, isLoggedIn } = useAuth();
  return useQuery({
    queryKey: restockKeys.mine(user?.id ?? ''),
    queryFn: fetchMyAlerts,
    enabled: enabled && isLoggedIn,
  });
}

/** The option ids a member's alerts still wait for. */
export const waitingOptionIds = (list: RestockAlertList | undefined): Set<number> =>
  new Set(
    (list?.alerts ?? []).filter((a) => a.status === 'WAITING').map((alert) => alert.option_id),
  );

/** The option is in stock again (409): the product's stocks on screen are out of date. */
export const isInStock = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * POST /v1/restock-alerts: a member by the token (`{option_id}`), a guest with the phone and the
 * consent. The member's list takes the answer at once; a 409 reloads the product's stocks.
 */
export function useRequestRestock(itemId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RestockRequestBody) =>
      api<RestockAlert>('/v1/restock-alerts', { method: 'POST', body, auth: true }),
    onSuccess: (alert, body) => {
      if (body.phone !== undefined) return;
      // Every member key, not the current one: right after signing in it may not be rendered yet.
      client.setQueriesData<RestockAlertList>({ queryKey: restockKeys.mines() }, (list) =>
        list && !list.alerts.some((a) => a.id === alert.id)
          ? { alerts: [alert, ...list.alerts] }
          : list,
      );
      void client.invalidateQueries({ queryKey: restockKeys.mines() });
    },
    onError: (error) => {
      if (isInStock(error)) void client.invalidateQueries({ queryKey: catalogKeys.detail(itemId) });
    },
  });
}

/** DELETE /v1/users/me/restock-alerts/{id}: cancels a waiting request. */
export function useCancelRestock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api(`/v1/users/me/restock-alerts/${id}`, { method: 'DELETE', auth: true }),
    onSettled: () => client.invalidateQueries({ queryKey: restockKeys.all }),
  });
}
