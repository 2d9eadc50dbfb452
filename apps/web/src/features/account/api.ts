import { messageSchema } from '@shop/contract/errors';
import {
  type CheckRequest,
  checkResponseSchema,
  type FindIdRequest,
  type FindPasswordRequest,
  findIdResponseSchema,
  type SetNewPasswordRequest,
  type SignupRequest,
  type UpdateMeRequest,
  userInfoSchema,
} from '@shop/contract/users';
import { api } from '../../shared/api/http';
import { sending } from '../../shared/api/send';

/** POST /v1/users/check: true when another member already holds the value. */
export async function isTaken(body: CheckRequest): Promise<boolean> {
  const answer = await api('/v1/users/check', {
    method: 'POST',
    body,
    schema: checkResponseSchema,
  });
  return answer.result === 'found';
}

export const useSignup = sending<SignupRequest>('/v1/users/signup')(userInfoSchema);
export const useFindId = sending<FindIdRequest>('/v1/users/find-id')(findIdResponseSchema);
export const useFindPassword =
  sending<FindPasswordRequest>('/v1/users/find-password')(messageSchema);
export const useSetNewPassword = sending<SetNewPasswordRequest>('/v1/users/set_newpassword')(
  messageSchema,
);
export const useUpdateMe = sending<UpdateMeRequest>('/v1/users/me', { method: 'PUT', auth: true })(
  userInfoSchema,
);
