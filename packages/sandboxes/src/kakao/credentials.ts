/** The one app the Kakao sandbox knows: its REST API key and client secret. */
export const KAKAO_SANDBOX = {
  clientId: 'sandbox-kakao-rest-key',
  clientSecret: 'sandbox-kakao-secret',
} as const;
