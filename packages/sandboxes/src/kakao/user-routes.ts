import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../oauth/form';
import type { KakaoGrant, KakaoState } from './state';

/** `2025-03-01T01:15:00Z`: Kakao writes UTC without milliseconds. */
const kakaoTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** `010-1234-5678` → `+82 10-1234-5678`, Kakao's international format. */
const internationalPhone = (phone: string) => `+82 ${phone.replace(/^0/, '')}`;

/** `/v2/user/me`: each item the person did not agree to is `…_needs_agreement: true`, value absent. */
export function kakaoUser(grant: KakaoGrant, connectedAt: Date) {
  const { person } = grant;
  return {
    id: grant.kakaoId,
    connected_at: kakaoTime(connectedAt),
    properties: { nickname: person.nickname },
    kakao_account: {
      profile_nickname_needs_agreement: false,
      profile: { nickname: person.nickname, is_default_image: true },
      email_needs_agreement: person.email === undefined,
      ...(person.email === undefined
        ? {}
        : { is_email_valid: true, is_email_verified: person.emailVerified, email: person.email }),
      name_needs_agreement: person.name === undefined,
      ...(person.name === undefined ? {} : { name: person.name }),
      phone_number_needs_agreement: person.phone === undefined,
      ...(person.phone === undefined ? {} : { phone_number: internationalPhone(person.phone) }),
    },
  };
}

export function registerUserRoutes(app: FastifyInstance, state: KakaoState): void {
  const me = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request.headers.authorization);
    const grant = token === undefined ? undefined : state.accessTokens.get(token);
    if (!grant) {
      return reply.code(401).send({ msg: 'this access token does not exist', code: -401 });
    }
    return kakaoUser(grant, state.connectedAt(grant.kakaoId) ?? grant.authTime);
  };
  app.get('/v2/user/me', me);
  app.post('/v2/user/me', me);
}
