// The sandboxes' own keys: what the shop's settings fall back to when no real keys are given.
export { KAKAO_SANDBOX } from './kakao/credentials';
export { NAVER_SANDBOX } from './naver/credentials';
export { SANDBOX_CLIENT_KEY, SANDBOX_SECRET_KEY } from './toss/keys';
