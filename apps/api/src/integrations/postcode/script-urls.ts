/** Kakao's postcode script (docs/integrations.md#postcode). */
export const KAKAO_POSTCODE_SCRIPT_URL =
  'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

/** Where the postcode sandbox (mounted at `/sandbox/postcode`) serves its stand-in script. */
export const SANDBOX_POSTCODE_SCRIPT_PATH = '/sandbox/postcode/postcode.v2.js';

/** The origins Kakao's script loads its search page and assets from (for the page's CSP). */
export const KAKAO_POSTCODE_ORIGINS = {
  script: ['https://t1.kakaocdn.net', 'https://t1.daumcdn.net'],
  frame: ['https://postcode.map.kakao.com', 'https://postcode.map.daum.net'],
} as const;
