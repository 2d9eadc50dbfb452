import path from 'node:path';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { brand } from '@shop/contract/brand';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Mailer } from './integrations/mail/mailer';
import type { Outbox } from './integrations/mail/outbox';
import { createTossClient } from './integrations/toss/client';
import { createTossSandbox } from './integrations/toss/sandbox/index';
import { webDistFolder } from './lib/paths';
import { errorResponses } from './lib/route-schemas';
import { resolveJwtSecret } from './lib/secrets';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createTokenSigner } from './modules/auth/tokens';
import { cartRoutes } from './modules/cart/routes';
import { createCartService } from './modules/cart/service';
import { couponRoutes } from './modules/coupons/routes';
import { createCouponService } from './modules/coupons/service';
import { itemRoutes } from './modules/items/routes';
import { createItemService } from './modules/items/service';
import { paymentRoutes } from './modules/orders/payment-routes';
import { createPaymentService } from './modules/orders/payment-service';
import { orderRoutes } from './modules/orders/routes';
import { createOrderService } from './modules/orders/service';
import { sandboxMailRoutes } from './modules/sandbox/mail-routes';
import { userRoutes } from './modules/users/routes';
import { createUserService } from './modules/users/service';
import { authPlugin } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticFiles } from './plugins/static-files';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  outbox: Outbox;
  redis?: Redis | undefined;
  logger?: FastifyServerOptions['logger'];
  /** The built web app to serve; defaults to apps/web/dist. */
  webDist?: string;
}

/** Builds the whole API (plugins, modules, web app) without listening: tests inject into it. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The SPA loads its own chunks only; cross-origin isolation would block provider widgets.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  const limits = { ...config.rateLimit, redis: deps.redis };
  await registerRateLimit(app, limits);

  await app.register(swagger, {
    openapi: {
      info: {
        title: `${brand.name} API`,
        description: '온라인 스토어 /v1 API. 오류 응답은 FastAPI 형식의 {detail}입니다.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Swagger UI sets style attributes as it renders; allow them on the docs pages only.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });

  const tokens = createTokenSigner(resolveJwtSecret(config));
  await app.register(authPlugin, { tokens });

  const db = database.db;
  const users = createUserService({ db });
  const auth = createAuthService({
    db,
    tokens,
    mailer: deps.mailer,
    users,
    publicUrl: config.publicUrl,
  });
  const items = createItemService({ db, cacheTtlMs: config.catalogCacheTtlMs });
  const coupons = createCouponService({ db });
  const cart = createCartService({ db, items });
  const orders = createOrderService({ db, items, cart, coupons, users });
  const toss = createTossClient({
    baseUrl: config.toss.apiBaseUrl,
    secretKey: config.toss.secretKey,
  });
  const payments = createPaymentService({ db, items, cart, coupons, orders, toss });

  await app.register(userRoutes, { prefix: '/v1/users', users, limits });
  await app.register(authRoutes, { prefix: '/v1/users', auth, limits });
  await app.register(itemRoutes, { prefix: '/v1/items', items });
  await app.register(couponRoutes, { coupons });
  await app.register(cartRoutes, { prefix: '/v1/cart', cart });
  await app.register(orderRoutes, { prefix: '/v1/orders', orders, payments });
  await app.register(paymentRoutes, { prefix: '/v1/payment', payments });

  app.get(
    '/healthz',
    {
      schema: {
        tags: ['ops'],
        summary: '상태 확인 (데이터베이스가 응답하면 200)',
        response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses(503) },
      },
    },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const };
      } catch {
        return reply.code(503).send({ detail: '데이터베이스가 응답하지 않습니다.' });
      }
    },
  );

  const tossSandbox = config.sandbox && config.toss.sandbox ? createTossSandbox() : undefined;
  if (config.sandbox) {
    await app.register(sandboxMailRoutes, { prefix: '/sandbox', outbox: deps.outbox });
    if (tossSandbox) await app.register(tossSandbox.plugin, { prefix: '/sandbox/toss' });
  }

  await registerStaticFiles(app, {
    uploadsDir: path.join(config.dataDir, 'uploads'),
    webDist: deps.webDist ?? webDistFolder,
  });

  return Object.assign(app, {
    services: { users, auth, items, coupons, cart, orders, payments },
    tossSandbox,
  });
}
export type App = Awaited<ReturnType<typeof buildApp>>;
