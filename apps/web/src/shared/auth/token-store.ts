/** The two tokens in cookies `access` and `refresh`: path /, 7 days, SameSite=Lax (docs/api.md#authentication). */
const WEEK_SECONDS = 7 * 24 * 60 * 60;

function read(name: string): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

function write(name: string, value: string | undefined) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the token cookies are read by the page itself (docs/api.md#authentication), and the Cookie Store API is not in every browser yet
  document.cookie = value
    ? `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${WEEK_SECONDS}; SameSite=Lax${secure}`
    : `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

export const tokenStore = {
  access: () => read('access'),
  refresh: () => read('refresh'),
  save(tokens: { access: string; refresh?: string | undefined }) {
    write('access', tokens.access);
    if (tokens.refresh) write('refresh', tokens.refresh);
  },
  clear() {
    write('access', undefined);
    write('refresh', undefined);
  },
};
