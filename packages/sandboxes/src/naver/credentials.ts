/** The one application the Naver sandbox knows: its Client ID and Client Secret. */
export const NAVER_SANDBOX = {
  clientId: 'sandbox-naver-client',
  clientSecret: 'sandbox-naver-secret',
} as const;
