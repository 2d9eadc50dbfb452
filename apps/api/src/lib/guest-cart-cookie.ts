import type { FastifyReply, FastifyRequest } from 'fastify';

/** A guest cart left unused this long is deleted with its lines; its cookie lives as long. */
export const GUEST_CART_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The cookie that names a guest's cart; sent to every /v1 call (the order of a guest reads it). */
export const GUEST_CART_COOKIE = 'guest_cart';

export const guestCartToken = (request: FastifyRequest): string | undefined => {
  const value = request.cookies[GUEST_CART_COOKIE];
  return value && /^[\w-]{16,64}$/.test(value) ? value : undefined;
};

export function setGuestCartCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(GUEST_CART_COOKIE, token, {
    path: '/v1',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: GUEST_CART_TTL_MS / 1000,
    secure: request.protocol === 'https',
  });
}

export const clearGuestCartCookie = (reply: FastifyReply) =>
  reply.clearCookie(GUEST_CART_COOKIE, { path: '/v1' });
