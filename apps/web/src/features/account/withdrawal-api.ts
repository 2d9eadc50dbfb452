import { messageSchema } from '@shop/contract/errors';
import type { WithdrawalPreview, WithdrawalRequest } from '@shop/contract/withdrawal';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { accountKeys } from '../../shared/api/query-keys';
import { sending } from '../../shared/api/send';

const PATH = '/v1/users/me/withdrawal';

/**
 * GET /v1/users/me/withdrawal (member): how the member confirms, what they lose and whether an
 * order in progress stops them. Asked afresh on every visit: an order may have moved on since.
 */
export const useWithdrawalPreview = () =>
  useQuery({
    queryKey: accountKeys.withdrawal(),
    queryFn: () => api<WithdrawalPreview>(PATH, { auth: true }),
    staleTime: 0,
  });

/** POST /v1/users/me/withdrawal (member): ends the membership and every session of it. */
export const useWithdraw = sending<WithdrawalRequest>(PATH, { auth: true })(messageSchema);
