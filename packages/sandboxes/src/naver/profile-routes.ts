import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../oauth/form';
import type { NaverGrant, NaverState } from './state';

/** `/v1/nid/me`'s `response`: the id, and only what the person agreed to share. */
export function naverProfile(grant: NaverGrant) {
  const { person } = grant;
  return {
    id: grant.naverId,
    nickname: person.nickname,
    ...(person.name === undefined ? {} : { name: person.name }),
    ...(person.email === undefined ? {} : { email: person.email }),
    ...(person.phone === undefined
      ? {}
      : { mobile: person.phone, mobile_e164: `+82${person.phone.replace(/^0|-/g, '')}` }),
  };
}

export function registerProfileRoutes(app: FastifyInstance, state: NaverState): void {
  app.get('/v1/nid/me', async (request, reply) => {
    const header = request.headers.authorization;
    if (header === undefined || header.trim() === '') {
      return reply
        .code(401)
        .send({ resultcode: '028', message: 'Authentication header not exists' });
    }
    const token = bearerToken(header);
    const grant = token === undefined ? undefined : state.accessTokens.get(token);
    if (!grant) {
      return reply.code(401).send({ resultcode: '024', message: 'Authentication failed' });
    }
    return { resultcode: '00', message: 'success', response: naverProfile(grant) };
  });
}
