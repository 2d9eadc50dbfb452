/**
 * `url` with `params` added after its own query (replacing any of the same name). Written with
 * encodeURIComponent: a space is %20, never `+`, as in `error_description=User%20denied%20access`.
 */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const name of Object.keys(params)) target.searchParams.delete(name);
  const added = Object.entries(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  target.search = target.search ? `${target.search}&${added}` : added;
  return target.toString();
}
