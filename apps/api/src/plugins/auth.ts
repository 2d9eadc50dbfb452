import type { Role } from '@shop/contract/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors';
import { authText } from '../modules/accounts/auth-messages';
import { type TokenSigner, wholeSeconds } from '../modules/accounts/tokens';

export interface AuthMember {
  id: number;
  /** As stored now (a token's role may be older than a demotion). */
  role: Role;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
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
  /** The member as stored now: role, and the instant before which their tokens are refused. */
  memberOf(memberId: number): Promise<{ role: Role; tokensValidAfter: Date | null } | undefined>;
  /** Whether the member's session still holds a live refresh token (it ends on sign-out). */
  sessionOpen(memberId: number, sessionId: string): Promise<boolean>;
}

/**
 * Reads `Authorization: Bearer <access token>` into `request.member`. A well signed token is not
 * enough: its member must exist, it must be issued after the member's `tokens_valid_after`
 * (whole seconds, like `iat`) and its session must be open. Both reads go to the database, so
 * a sign-out holds on every instance of the API at once.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { tokens, memberOf: readMember, sessionOpen }) => {
    async function readToken(request: FastifyRequest, token: string) {
      const result = await tokens.verifyAccess(token);
      if (!result.ok) {
        throw unauthorized(
          result.reason === 'expired' ? authText.tokenExpired : authText.tokenInvalid,
        );
      }
      const { memberId, sessionId, issuedAt } = result.claims;
      const [member, open] = await Promise.all([
        readMember(memberId),
        sessionOpen(memberId, sessionId),
      ]);
      if (!member) throw unauthorized(authText.tokenInvalid);
      const revoked =
        member.tokensValidAfter !== null && issuedAt < wholeSeconds(member.tokensValidAfter);
      if (revoked || !open) throw unauthorized(authText.sessionEnded);
      request.member = { id: memberId, role: member.role, sessionId };
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
      if (memberOf(request).role !== 'admin') throw forbidden(authText.adminOnly);
    });
  },
  { name: 'auth' },
);

/** The signed-in member of a route guarded by `app.authenticate`. */
export function memberOf(request: FastifyRequest): AuthMember {
  if (!request.member) throw unauthorized(authText.loginRequired);
  return request.member;
}
