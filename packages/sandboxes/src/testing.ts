// Test support for the shop's provider clients: the sandboxes to talk to and ways to drive them.

export { createKakaoSandbox, KAKAO_SANDBOX, type KakaoSandbox } from './kakao/index';
export { injectFetch } from './lib/inject-fetch';
export { createNaverSandbox, NAVER_SANDBOX, type NaverSandbox } from './naver/index';
export {
  authorize,
  type ConsentChoice,
  consent,
  consentFields,
  failure,
  openSandbox,
  postForm,
  type RunningSandbox,
  readConsentForm,
  startSandbox,
} from './oauth/test-server';
export { createTossSandbox, SANDBOX_SECRET_KEY, type TossSandbox } from './toss/index';
export {
  authenticatePayment,
  type OpenTossSandbox,
  openTossSandbox,
  submitWindowForm,
  windowFields,
} from './toss/test-server';
