import type { FastifyReply } from 'fastify';

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'";

/**
 * Sends one of the sandboxes' pages, never cached, with no scripts; its forms may post here and to
 * the origins of `formTargets` (the shop's addresses the page's answer is redirected on to).
 */
export function sendPage(
  reply: FastifyReply,
  status: number,
  html: string,
  formTargets: string[] = [],
) {
  const formAction = ["'self'", ...new Set(formTargets.map((url) => new URL(url).origin))];
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', `${PAGE_CSP}; form-action ${formAction.join(' ')}`)
    .send(html);
}

/** Sends a script the storefront loads in place of a provider's, revalidated on every load. */
export function sendScript(reply: FastifyReply, script: string) {
  return reply
    .type('application/javascript; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(script);
}
