import type { OAuthLoginAnswer, OAuthSignupNeeded } from './oauth';

/** Social sign-in's wording, providers and answer check without the schemas: the home page
 * finishes a social sign-in on its first load and must not pull zod in. */
export const oauthMessages = {
  badState: '로그인 요청이 만료되었거나 올바르지 않습니다. 다시 시도해주세요.',
  providerFailed: '소셜 로그인에 실패했습니다. 다시 시도해주세요.',
  cancelled: '소셜 로그인을 취소했습니다.',
  notConfigured: '지금은 이 방법으로 로그인할 수 없습니다.',
  signupExpired: '가입 확인 시간이 지났습니다. 소셜 로그인을 다시 시작해주세요.',
  termsRequired: '이용약관에 동의해주세요.',
  privacyRequired: '개인정보 수집 및 이용에 동의해주세요.',
} as const;

export const OAUTH_PROVIDERS = ['kakao', 'naver'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const needsSocialSignup = (answer: OAuthLoginAnswer): answer is OAuthSignupNeeded =>
  'signup_token' in answer;
