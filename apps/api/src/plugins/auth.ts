import type { Role } from '@shop/contract/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/errors';
import { authText } from '../modules/auth/messages';
import type { TokenSigner } from '../modules/auth/tokens';

export interface AuthMember {
  id: number;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    member: AuthMember | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid access token. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Reads `Authorization: Bearer <access token>` into `request.member`. */
export const authPlugin = fp<{ tokens: TokenSigner }>(
  async (app: FastifyInstance, { tokens }) => {
    app.decorateRequest('member', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized(authText.loginRequired);
      const result = await tokens.verifyAccess(token);
      if (!result.ok) {
        throw unauthorized(
          result.reason === 'expired' ? authText.tokenExpired : authText.tokenInvalid,
        );
      }
      request.member = { id: result.claims.memberId, role: result.claims.role };
    });
  },
  { name: 'auth' },
);

/** The signed-in member of a route guarded by `app.authenticate`. */
export function memberOf(request: FastifyRequest): AuthMember {
  if (!request.member) throw unauthorized(authText.loginRequired);
  return request.member;
}
