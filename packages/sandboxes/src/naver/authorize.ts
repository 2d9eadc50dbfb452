import { randomToken } from '../lib/crypto';
import {
  type AuthorizeFlow,
  type BasicRefusals,
  type CheckedRequest,
  checkBasics,
  refuse,
} from '../oauth/authorize-routes';
import type { Brand } from '../oauth/page';
import { NAVER_SANDBOX } from './credentials';
import { naverIdOf, naverPeople } from './people';
import type { NaverState } from './state';

export const naverBrand: Brand = {
  service: '네이버',
  accent: '#03C75A',
  accentText: '#ffffff',
  labels: { nickname: '별명', email: '이메일 주소', name: '이름', phone: '휴대전화번호' },
};

const REQUEST_ERROR = '잘못된 로그인 요청입니다';

const refusals: BasicRefusals = {
  clientId: (received) => ({
    code: 'unauthorized_client',
    title: REQUEST_ERROR,
    detail: `등록되지 않은 애플리케이션입니다. client_id를 확인하세요. (받은 값: "${received}")`,
  }),
  redirectUri: (received) => ({
    code: 'invalid_request',
    title: REQUEST_ERROR,
    detail: `redirect_uri가 애플리케이션에 등록된 Callback URL과 다릅니다. (받은 값: "${received}")`,
  }),
  responseType: (received) => ({
    code: 'unsupported_response_type',
    title: REQUEST_ERROR,
    detail: `response_type은 code여야 합니다. (받은 값: "${received}")`,
  }),
};

/** Naver's checks on `/oauth2.0/authorize` (docs/integrations.md#naver-sandbox). */
function checkRequest(fields: Record<string, string>, redirectUris: string[]): CheckedRequest {
  const checked = checkBasics(fields, { clientId: NAVER_SANDBOX.clientId, redirectUris }, refusals);
  if (!checked.ok) return checked;
  const state = fields.state ?? '';
  if (state === '') {
    return refuse({
      code: 'invalid_request',
      title: REQUEST_ERROR,
      detail: 'state가 없습니다. CSRF 방지를 위한 state 값은 필수입니다.',
    });
  }
  return { ok: true, request: { ...checked.request, state } };
}

export function naverAuthorizeFlow(state: NaverState, redirectUris: string[]): AuthorizeFlow {
  return {
    path: '/oauth2.0/authorize',
    brand: naverBrand,
    people: naverPeople,
    acceptsPost: true,
    check: (fields) => checkRequest(fields, redirectUris),
    issueCode(request, person) {
      const code = randomToken(12);
      state.codes.put(code, {
        clientId: request.clientId,
        redirectUri: request.redirectUri,
        state: request.state ?? '',
        person,
        naverId: naverIdOf(request.clientId, person),
      });
      return code;
    },
  };
}
