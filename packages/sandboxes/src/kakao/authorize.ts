import { randomToken } from '../lib/crypto';
import {
  type AuthorizeFlow,
  type BasicRefusals,
  type CheckedRequest,
  checkBasics,
} from '../oauth/authorize-routes';
import type { Brand } from '../oauth/page';
import { KAKAO_SANDBOX } from './credentials';
import { kakaoIdOf, kakaoPeople } from './people';
import type { KakaoState } from './state';

export const kakaoBrand: Brand = {
  service: '카카오',
  accent: '#FEE500',
  accentText: '#191919',
  labels: {
    nickname: '닉네임',
    email: '카카오계정(이메일)',
    name: '이름',
    phone: '카카오계정(전화번호)',
  },
};

const ADMIN_SETTINGS = '앱 관리자 설정 오류';

const refusals: BasicRefusals = {
  clientId: (received) => ({
    code: 'KOE101',
    title: ADMIN_SETTINGS,
    detail: `잘못된 앱 키입니다. client_id에 REST API 키(${KAKAO_SANDBOX.clientId})를 쓰세요. (받은 값: "${received}")`,
  }),
  redirectUri: (received) => ({
    code: 'KOE006',
    title: ADMIN_SETTINGS,
    detail: `등록되지 않은 리다이렉트 URI입니다. (받은 값: "${received}")`,
  }),
  responseType: (received) => ({
    title: '잘못된 요청',
    detail: `response_type은 code여야 합니다. (받은 값: "${received}")`,
  }),
};

/** Kakao's checks on `/oauth/authorize` (docs/integrations.md#kakao-sandbox). */
function checkRequest(fields: Record<string, string>, redirectUris: string[]): CheckedRequest {
  const checked = checkBasics(fields, { clientId: KAKAO_SANDBOX.clientId, redirectUris }, refusals);
  if (!checked.ok) return checked;
  return {
    ok: true,
    request: {
      ...checked.request,
      ...(fields.state === undefined ? {} : { state: fields.state }),
      ...(fields.nonce === undefined ? {} : { nonce: fields.nonce }),
    },
  };
}

export function kakaoAuthorizeFlow(state: KakaoState, redirectUris: string[]): AuthorizeFlow {
  return {
    path: '/oauth/authorize',
    brand: kakaoBrand,
    people: kakaoPeople,
    acceptsPost: false,
    check: (fields) => checkRequest(fields, redirectUris),
    issueCode(request, person) {
      const kakaoId = kakaoIdOf(person);
      state.connect(kakaoId);
      const code = randomToken(48);
      state.codes.put(code, {
        clientId: request.clientId,
        redirectUri: request.redirectUri,
        ...(request.nonce === undefined ? {} : { nonce: request.nonce }),
        person,
        kakaoId,
        authTime: state.now(),
      });
      return code;
    },
  };
}
