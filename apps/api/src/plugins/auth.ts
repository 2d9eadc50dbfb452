import type { Role } from '@shop/contract/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors';
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
    /** onRequest: 401 unless the request carries a valid access token. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** onRequest: reads a token when one is sent (a bad one is still 401); anonymous otherwise. */
    identify(request: FastifyRequest): Promise<void>;
    /** onRequest: 401 without a valid token, 403 unless the member is an admin now. */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export interface AuthPluginOptions {
  tokens: TokenSigner;
  /** The member's role as stored now (a token's role may be older than a demotion). */
  roleOf(memberId: number): Promise<Role | undefined>;
}

/** Reads `Authorization: Bearer <access token>` into `request.member`. */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { tokens, roleOf }) => {
    async function readToken(request: FastifyRequest, token: string) {
      const result = await tokens.verifyAccess(token);
      if (!result.ok) {
        throw unauthorized(
          result.reason === 'expired' ? authText.tokenExpired : authText.tokenInvalid,
        );
      }
      request.member = { id: result.claims.memberId, role: result.claims.role };
    }

    app.decorateRequest('member', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized(authText.loginRequired);
      await readToken(request, token);
    });
    app.decorate('identify', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (token) await readToken(request, token);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await app.authenticate(request);
      const { id } = memberOf(request);
      const role = await roleOf(id);
      if (role !== 'admin') throw forbidden(authText.adminOnly);
      request.member = { id, role };
    });
  },
  { name: 'auth' },
);

/** The signed-in member of a route guarded by `app.authenticate`. */
export function memberOf(request: FastifyRequest): AuthMember {
  if (!request.member) throw unauthorized(authText.loginRequired);
  return request.member;
}
