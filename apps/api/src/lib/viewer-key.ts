import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken } from './crypto';

const COOKIE = 'vid';

/**
 * Who is viewing, for counting views once: the member, or an anonymous browser known by a
 * random cookie it is given on its first view.
 */
export function viewerKey(request: FastifyRequest, reply: FastifyReply): string {
  if (request.member) return `m:${request.member.id}`;
  let id = request.cookies[COOKIE];
  if (!id || !/^[\w-]{16,64}$/.test(id)) {
    id = randomToken(16);
    reply.setCookie(COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: 365 * 24 * 60 * 60,
      secure: request.protocol === 'https',
    });
  }
  return `a:${id}`;
}
