import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldsOf } from '../oauth/form';
import { NAVER_SANDBOX } from './credentials';
import { ACCESS_TOKEN_TTL_S, type NaverState } from './state';

const base64 = (bytes: number) => randomBytes(bytes).toString('base64');

/** Shaped like Naver's: `+`, `/` and `=` always appear, so a token sent unencoded breaks. */
const naverToken = () => `AAAA${base64(30)}+/${base64(31)}`;

// Naver answers token errors with HTTP 200 and only this body to tell them apart.
const noSession = { error: 'invalid_request', error_description: 'no valid data in session' };
const missing = (name: string) => ({
  error: 'invalid_request',
  error_description: `${name} is required`,
});

/** `/oauth2.0/token` by GET query or POST form (docs/integrations.md#naver-token). */
export function registerTokenRoutes(app: FastifyInstance, state: NaverState): void {
  const token = async (request: FastifyRequest) => {
    state.countTokenRequest();
    const fields = { ...fieldsOf(request.query), ...fieldsOf(request.body) };
    if (fields.grant_type !== 'authorization_code') {
      return {
        error: 'invalid_request',
        error_description: `unsupported grant_type: ${fields.grant_type ?? ''}`,
      };
    }
    for (const name of ['client_id', 'client_secret', 'code', 'state'] as const) {
      if (!fields[name]) return missing(name);
    }
    if (
      fields.client_id !== NAVER_SANDBOX.clientId ||
      fields.client_secret !== NAVER_SANDBOX.clientSecret
    ) {
      return noSession;
    }
    const grant = state.codes.take(fields.code ?? '');
    if (!grant || grant.clientId !== fields.client_id || grant.state !== fields.state) {
      return noSession;
    }
    const accessToken = naverToken();
    state.accessTokens.put(accessToken, grant);
    return {
      access_token: accessToken,
      refresh_token: naverToken(),
      token_type: 'bearer',
      expires_in: String(ACCESS_TOKEN_TTL_S),
    };
  };
  app.get('/oauth2.0/token', token);
  app.post('/oauth2.0/token', token);
}
