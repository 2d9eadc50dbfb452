import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomToken } from '../lib/crypto';
import { fieldsOf, isFormRequest } from '../oauth/form';
import type { SandboxPerson } from '../oauth/people';
import { KAKAO_SANDBOX } from './credentials';
import type { IdTokenSigner } from './id-token';
import { ACCESS_TOKEN_TTL_S, type KakaoState, REFRESH_TOKEN_TTL_S } from './state';

const tokenError = (
  reply: FastifyReply,
  status: number,
  error: string,
  description: string,
  errorCode?: string,
) =>
  reply.code(status).send({
    error,
    error_description: description,
    ...(errorCode === undefined ? {} : { error_code: errorCode }),
  });

/** The scopes Kakao reports as granted: what the person agreed to share, and openid. */
function grantedScope(person: SandboxPerson): string {
  const scopes = ['profile_nickname'];
  if (person.email !== undefined) scopes.push('account_email');
  if (person.name !== undefined) scopes.push('name');
  if (person.phone !== undefined) scopes.push('phone_number');
  return [...scopes, 'openid'].join(' ');
}

/** `/oauth/token` (authorization_code only) and the JWKS its id_tokens verify against. */
export function registerTokenRoutes(
  app: FastifyInstance,
  state: KakaoState,
  signer: IdTokenSigner,
): void {
  app.get('/.well-known/jwks.json', async () => signer.jwks());

  app.post('/oauth/token', async (request, reply) => {
    state.countTokenRequest();
    if (!isFormRequest(request.headers['content-type'])) {
      return tokenError(
        reply,
        400,
        'invalid_request',
        'Content-Type must be application/x-www-form-urlencoded',
      );
    }
    const fields = fieldsOf(request.body);
    if (fields.grant_type !== 'authorization_code') {
      return tokenError(
        reply,
        400,
        'unsupported_grant_type',
        `unsupported grant_type: ${fields.grant_type ?? ''}`,
      );
    }
    if (fields.client_id !== KAKAO_SANDBOX.clientId) {
      return tokenError(
        reply,
        401,
        'invalid_client',
        `Not exist client_id [${fields.client_id ?? ''}]`,
        'KOE101',
      );
    }
    if (fields.client_secret !== KAKAO_SANDBOX.clientSecret) {
      return tokenError(reply, 401, 'invalid_client', 'Bad client credentials', 'KOE010');
    }
    const code = fields.code ?? '';
    const grant = state.codes.take(code);
    if (!grant || grant.clientId !== fields.client_id) {
      return tokenError(
        reply,
        400,
        'invalid_grant',
        `authorization code not found for code=${code}`,
        'KOE320',
      );
    }
    if (fields.redirect_uri !== grant.redirectUri) {
      return tokenError(reply, 400, 'invalid_grant', 'Redirect URI mismatch.', 'KOE303');
    }

    const accessToken = randomToken(40);
    state.accessTokens.put(accessToken, grant);
    const idToken = await signer.sign({
      issuer: `${request.protocol}://${request.host}${app.prefix}`,
      audience: grant.clientId,
      subject: String(grant.kakaoId),
      ...(grant.nonce === undefined ? {} : { nonce: grant.nonce }),
      authTime: grant.authTime,
      issuedAt: state.now(),
      expiresInS: ACCESS_TOKEN_TTL_S,
      nickname: grant.person.nickname,
      ...(grant.person.email === undefined ? {} : { email: grant.person.email }),
    });
    return reply.header('cache-control', 'no-store').send({
      token_type: 'bearer',
      access_token: accessToken,
      expires_in: ACCESS_TOKEN_TTL_S,
      refresh_token: randomToken(40),
      refresh_token_expires_in: REFRESH_TOKEN_TTL_S,
      scope: grantedScope(grant.person),
      id_token: idToken,
    });
  });
}
