import type { PointSummary } from '@shop/contract/points';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { pointKeys } from '../../shared/api/query-keys';

/**
 * Lines of the history a page: the contract's POINT_HISTORY_LIMIT, written out here so that My
 * Page, which shows the balance, does not load the points' schemas (and zod with them).
 */
export const POINTS_PAGE_SIZE = 20;

/** GET /v1/users/me/points (member): the balances, what becomes usable when, a page of history. */
const fetchPoints = (page: number): Promise<PointSummary> =>
  api<PointSummary>(`/v1/users/me/points?page=${page}&limit=${POINTS_PAGE_SIZE}`, { auth: true });

/** One page of the member's points; the page on screen stays while the next one loads. */
export const usePoints = (page: number, enabled = true) =>
  useQuery({
    queryKey: pointKeys.page(page),
    queryFn: () => fetchPoints(page),
    enabled,
    placeholderData: keepPreviousData,
  });
