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
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api/http';

/** POST /v1/users/check: true when another member already holds the value. */
export async function isTaken(body: CheckRequest): Promise<boolean> {
  const answer = await api('/v1/users/check', {
    method: 'POST',
    body,
    schema: checkResponseSchema,
  });
  return answer.result === 'found';
}

export const useSignup = () =>
  useMutation({
    mutationFn: (body: SignupRequest) =>
      api('/v1/users/signup', { method: 'POST', body, schema: userInfoSchema }),
  });

export const useFindId = () =>
  useMutation({
    mutationFn: (body: FindIdRequest) =>
      api('/v1/users/find-id', { method: 'POST', body, schema: findIdResponseSchema }),
  });

export const useFindPassword = () =>
  useMutation({
    mutationFn: (body: FindPasswordRequest) =>
      api('/v1/users/find-password', { method: 'POST', body, schema: messageSchema }),
  });

export const useSetNewPassword = () =>
  useMutation({
    mutationFn: (body: SetNewPasswordRequest) =>
      api('/v1/users/set_newpassword', { method: 'POST', body, schema: messageSchema }),
  });

export const useUpdateMe = () =>
  useMutation({
    mutationFn: (body: UpdateMeRequest) =>
      api('/v1/users/me', { method: 'PUT', body, auth: true, schema: userInfoSchema }),
  });
