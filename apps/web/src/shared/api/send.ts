import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './http';

/**
 * A mutation hook that sends its variables as the JSON body of `method path`, parsed with the
 * contract's schema: `const useSignup = sending<SignupRequest>('/v1/users/signup')(userInfoSchema)`.
 */
export const sending =
  <Body>(path: string, options: { method?: 'POST' | 'PUT'; auth?: boolean } = {}) =>
  <S extends z.ZodType>(schema: S) =>
    function useSend() {
      return useMutation({
        mutationFn: (body: Body) => api(path, { method: 'POST', ...options, body, schema }),
      });
    };
