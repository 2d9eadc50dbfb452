/** The member GET /v1/users/me answers with in component tests. */
export const testMember = {
  id: 'ondo01',
  name: '김온도',
  nickname: '온도',
  phone_num: '010-1234-5678',
  email: 'ondo01@naver.com',
  sns_confirm: false,
  email_confirm: false,
  role: 'member',
  has_password: true,
};

/** Pretends a stored login: the auth state restores it through GET /v1/users/me. */
export function storeAccessToken() {
  // biome-ignore lint/suspicious/noDocumentCookie: the token store reads this cookie
  document.cookie = 'access=test-token; Path=/';
}
export function clearTokens() {
  // biome-ignore lint/suspicious/noDocumentCookie: the token store reads this cookie
  document.cookie = 'access=; Path=/; Max-Age=0';
}
