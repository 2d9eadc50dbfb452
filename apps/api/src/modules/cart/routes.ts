import {
  cartCreateRequestSchema,
  cartDeleteRequestSchema,
  cartIdParamsSchema,
  cartListSchema,
  cartMergeResponseSchema,
  cartMessages,
  cartUpdateRequestSchema,
} from '@shop/contract/cart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import {
  clearGuestCartCookie,
  guestCartToken,
  setGuestCartCookie,
} from '../../lib/guest-cart-cookie';
import { sendCreated, sendNoContent } from '../../lib/replies';
import { bearerAuth, buyerAuth, created, noContent, ok, routeDocs } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { CartOwner, CartService } from './service';

/**
 * The cart routes serve a member (Bearer token) or a browser that has not signed in (the guest
 * cart cookie); a guest's first line opens its cart and sets the cookie.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  const cartRoute = routeDocs({ tags: ['cart'], security: buyerAuth }, app.identify);
  const memberRoute = routeDocs({ tags: ['cart'], security: bearerAuth }, app.authenticate);

  /** The caller's cart; undefined for a guest who has none yet. */
  async function ownerOf(request: FastifyRequest): Promise<CartOwner | undefined> {
    if (request.member) return { memberId: request.member.id };
    return cart.guestCart(guestCartToken(request));
  }

  async function ownerOrNotFound(request: FastifyRequest): Promise<CartOwner> {
    const owner = await ownerOf(request);
    if (!owner) throw notFound(cartMessages.entryNotFound);
    return owner;
  }

  async function ownerOrNew(request: FastifyRequest, reply: FastifyReply): Promise<CartOwner> {
    const owner = await ownerOf(request);
    if (owner) return owner;
    const opened = await cart.openGuestCart();
    setGuestCartCookie(request, reply, opened.token);
    return opened.owner;
  }

  app.get(
    '/',
    cartRoute('장바구니 (회원, 또는 비회원 장바구니 쿠키)', {
      response: ok(cartListSchema, 401),
    }),
    async (request) => {
      const owner = await ownerOf(request);
      return owner ? cart.list(owner) : [];
    },
  );

  app.post(
    '/create',
    cartRoute('장바구니 담기 (이미 담긴 옵션은 수량이 더해집니다)', {
      body: cartCreateRequestSchema,
      response: created(cartListSchema, 401, 404, 409, 422),
    }),
    async (request, reply) => {
      const owner = await ownerOrNew(request, reply);
      return sendCreated(reply, cart.add(owner, request.body));
    },
  );

  app.put(
    '/update/:id',
    cartRoute('장바구니 옵션·수량 변경 (1개 이상, 재고 이하)', {
      params: cartIdParamsSchema,
      body: cartUpdateRequestSchema,
      response: ok(cartListSchema, 401, 404, 409, 422),
    }),
    async (request) => cart.update(await ownerOrNotFound(request), request.params.id, request.body),
  );

  app.delete(
    '/delete',
    cartRoute('장바구니 삭제 (cart_id 하나 또는 여러 개)', {
      body: cartDeleteRequestSchema,
      response: noContent(401, 404, 422),
    }),
    async (request, reply) => {
      const ids = [request.body.cart_id].flat();
      return sendNoContent(reply, cart.remove(await ownerOrNotFound(request), ids));
    },
  );

  app.post(
    '/merge',
    memberRoute('로그인 후 이 브라우저의 비회원 장바구니를 회원 장바구니로 옮기기 (재고까지)', {
      response: ok(cartMergeResponseSchema, 401),
    }),
    async (request, reply) => {
      const merged = await cart.mergeGuestCart(memberOf(request).id, guestCartToken(request));
      clearGuestCartCookie(reply);
      return merged;
    },
  );
};
