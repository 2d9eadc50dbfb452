import type { FastifyInstance } from 'fastify';

/**
 * `fetch` answered by `app.inject`: the sandbox's HTTP face without a listening port. Like
 * `redirect: 'manual'`, redirects are handed back, never followed.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  const fetcher = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = { host: url.host };
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    let payload: string | undefined;
    if (init.body instanceof URLSearchParams) {
      payload = init.body.toString();
      headers['content-type'] ??= 'application/x-www-form-urlencoded;charset=UTF-8';
    } else if (typeof init.body === 'string') {
      payload = init.body;
    } else if (init.body != null) {
      throw new Error('injectFetch sends string and form bodies only');
    }
    const method = (init.method ?? 'GET').toUpperCase() as 'GET' | 'HEAD' | 'POST';
    const answer = await app.inject({ method, url: url.pathname + url.search, headers, payload });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value])
        answerHeaders.append(name, String(one));
    }
    const empty = method === 'HEAD' || [204, 304].includes(answer.statusCode);
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
  return fetcher as typeof fetch;
}
