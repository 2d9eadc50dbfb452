import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { catalogSheetColumns } from '@shop/contract/admin-transfers';
import { brand } from '@shop/contract/brand';
import type { TossSandbox } from '@shop/sandboxes';
import Fastify, { LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createBrandShareImage } from './integrations/images/brand-share';
import { createImageFetcher, type FetchImage } from './integrations/images/remote-image';
import { createKakaoClient } from './integrations/kakao/client';
import type { Mailer } from './integrations/mail/mailer';
import type { Outbox } from './integrations/mail/outbox';
import { createMessagingFake, type SentAlimTalk } from './integrations/messaging/fake';
import type { Messaging } from './integrations/messaging/messaging';
import { createNhnAlimTalk } from './integrations/messaging/nhn-client';
import { createNaverClient } from './integrations/naver/client';
import { KAKAO_POSTCODE_ORIGINS } from './integrations/postcode/script-urls';
import { createStorage } from './integrations/storage/create-storage';
import { IMAGE_LIMITS } from './integrations/storage/images';
import { storageImageOrigins } from './integrations/storage/settings';
import { createUrlSigner } from './integrations/storage/signed-urls';
import type { FileStorage } from './integrations/storage/storage';
import { createTossClient, type TossClient } from './integrations/toss/client';
import { createFileBox } from './lib/file-box';
import { GUEST_CART_COOKIE } from './lib/guest-cart-cookie';
import { type LogStream, loggerOptions } from './lib/logging';
import { memoValidatorCompiler } from './lib/memo-validator';
import { createShopMetrics } from './lib/metrics';
import { webDistFolder } from './lib/paths';
import { errorResponses } from './lib/route-schemas';
import { resolveJwtSecret } from './lib/secrets';
import { createDbViewCounter, createRedisViewCounter } from './lib/view-counter';
import { adminMemberRoutes } from './modules/accounts/admin-routes';
import { createAdminMemberService } from './modules/accounts/admin-service';
import { authRoutes } from './modules/accounts/auth-routes';
import { createAuthService } from './modules/accounts/auth-service';
import { createCafe24MemberImport } from './modules/accounts/member-import-service';
import { userRoutes } from './modules/accounts/members-routes';
import { createUserService } from './modules/accounts/members-service';
import { oauthRoutes } from './modules/accounts/oauth-routes';
import { createOAuthService, type SocialClient } from './modules/accounts/oauth-service';
import { createSessionService } from './modules/accounts/sessions-service';
import { createSignupTokens } from './modules/accounts/social-signup-token';
import { createTokenSigner } from './modules/accounts/tokens';
import { adminAuditRoutes } from './modules/audit/admin-routes';
import { createAuditService } from './modules/audit/service';
import { cartRoutes } from './modules/cart/routes';
import { createCartService } from './modules/cart/service';
import { adminCatalogRoutes } from './modules/catalog/admin-routes';
import { createCatalogService } from './modules/catalog/admin-service';
import { createCategoryService } from './modules/catalog/categories-service';
import { itemRoutes } from './modules/catalog/routes';
import { adminSearchRoutes } from './modules/catalog/search-admin-routes';
import { searchRoutes } from './modules/catalog/search-routes';
import { createSearchService } from './modules/catalog/search-service';
import { createItemService } from './modules/catalog/service';
import { createCatalogSheetExport } from './modules/catalog/sheet-export-service';
import { createCatalogSheetImport } from './modules/catalog/sheet-import-service';
import { adminClaimRoutes } from './modules/claims/admin-routes';
import { createClaimAdminService } from './modules/claims/admin-service';
import { claimFactsWith, claimsHold } from './modules/claims/facts-service';
import { claimRoutes } from './modules/claims/routes';
import { createClaimService } from './modules/claims/service';
import { commentRoutes } from './modules/community/comments-routes';
import { createCommentService } from './modules/community/comments-service';
import { qnaRoutes } from './modules/community/qna-routes';
import { createQnaService } from './modules/community/qna-service';
import { adminContentRoutes, adminNoticeReadRoutes } from './modules/content/admin-routes';
import { createContentService } from './modules/content/admin-service';
import { adminBannerRoutes, bannerRoutes } from './modules/content/banner-routes';
import { createBannerService } from './modules/content/banner-service';
import { noticeRoutes } from './modules/content/routes';
import { createNoticeService } from './modules/content/service';
import { adminCouponClaimRoutes, adminCouponRoutes } from './modules/coupons/admin-routes';
import {
  createAdminCouponService,
  createCouponClaimService,
} from './modules/coupons/admin-service';
import { couponRoutes } from './modules/coupons/routes';
import { createCouponService } from './modules/coupons/service';
import { adminDashboardRoutes } from './modules/dashboard/admin-routes';
import { createDashboardService } from './modules/dashboard/service';
import { adminFeedRoutes } from './modules/discovery/feeds/admin-routes';
import { feedRoutes } from './modules/discovery/feeds/routes';
import { createFeedService } from './modules/discovery/feeds/service';
import { createPageHeads } from './modules/discovery/page-heads';
import { discoveryRoutes } from './modules/discovery/routes';
import { createDiscoveryService } from './modules/discovery/service';
import { createExportService } from './modules/exports/service';
import { fitRoutes } from './modules/fit/routes';
import { createFitService } from './modules/fit/service';
import { createIdempotencyService } from './modules/idempotency/service';
import { adminInsightRoutes } from './modules/insight/admin-routes';
import { insightRoutes } from './modules/insight/routes';
import { createInsightService } from './modules/insight/service';
import { adminJobRoutes } from './modules/jobs/admin-routes';
import { DELIVER_NOTIFICATIONS } from './modules/jobs/deliver-notifications';
import { runJobsWithApp } from './modules/jobs/lifecycle';
import { RUN_TRANSFERS } from './modules/jobs/run-transfers';
import type { JobRunnerTuning } from './modules/jobs/runner';
import { createJobService } from './modules/jobs/service';
import { shopJobs } from './modules/jobs/shop-jobs';
import { adminNotificationRoutes } from './modules/notifications/admin-routes';
import { createNotificationService } from './modules/notifications/service';
import { onNotificationsQueued } from './modules/notifications/signal';
import { adminOrderRoutes } from './modules/orders/admin-routes';
import { createAdminOrderService } from './modules/orders/admin-service';
import { createBoughtLines } from './modules/orders/bought-lines-service';
import { checkoutConfigRoutes } from './modules/orders/config-routes';
import { createPurchaseConfirmation } from './modules/orders/confirmation-service';
import { guestOrderRoutes } from './modules/orders/guest-routes';
import { createGuestOrderService } from './modules/orders/guest-service';
import { orderRoutes } from './modules/orders/routes';
import { createOrderService } from './modules/orders/service';
import { adminPaymentRoutes } from './modules/payments/admin-routes';
import { createPaymentComparison } from './modules/payments/compare-service';
import { createOrderExpiry } from './modules/payments/expire-service';
import { createPaymentReconciliation } from './modules/payments/reconcile-service';
import { createReconciliationAdmin } from './modules/payments/reconciliation-admin';
import { createRefundService } from './modules/payments/refund-service';
import { paymentRoutes } from './modules/payments/routes';
import { adminPaymentOf, createPaymentService, paymentFactsOf } from './modules/payments/service';
import { adminPointRoutes, pointRoutes } from './modules/points/routes';
import { createPointService } from './modules/points/service';
import { adminRestockRoutes } from './modules/restock/admin-routes';
import { restockRoutes } from './modules/restock/routes';
import { createRestockService } from './modules/restock/service';
import { adminReviewRoutes } from './modules/reviews/admin-routes';
import { createReviewAdminService } from './modules/reviews/admin-service';
import { reviewRoutes } from './modules/reviews/routes';
import { createReviewService } from './modules/reviews/service';
import { adminShippingRoutes } from './modules/shipping/admin-routes';
import { shippingRoutes } from './modules/shipping/routes';
import { createShippingService } from './modules/shipping/service';
import { adminTransferRoutes } from './modules/transfers/admin-routes';
import { createTransferService } from './modules/transfers/service';
import { wishlistRoutes } from './modules/wishlist/routes';
import { createWishlistService } from './modules/wishlist/service';
import { withdrawalRoutes } from './modules/withdrawal/routes';
import { createWithdrawalService } from './modules/withdrawal/service';
import { readMetricsFigures } from './ops/metrics-figures';
import { registerAccessLog } from './plugins/access-log';
import { registerAdminRoutes } from './plugins/admin-guard';
import { authPlugin } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerErrorHandling } from './plugins/errors';
import { createFailureLimits } from './plugins/failure-limits';
import { registerIdempotency } from './plugins/idempotency';
import { registerInputGuard } from './plugins/input-guard';
import { localOnly } from './plugins/local-only';
import { registerMetrics } from './plugins/metrics';
import { rateLimitNamespace, registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders, storefrontContentPolicy } from './plugins/security-headers';
import { registerStaticFiles } from './plugins/static-files';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  outbox: Outbox;
  redis?: Redis | undefined;
  /** Where log lines go (standard output when omitted); `false` turns logging off. */
  logStream?: LogStream | false;
  /** The built web app to serve; defaults to apps/web/dist. */
  webDist?: string;
  /** The payment provider; defaults to the Toss client for the configured keys. */
  toss?: TossClient;
  /** Faster schedules and polling for the job runner (tests). */
  jobs?: JobRunnerTuning;
  /** Kakao Login; defaults to the client for the configured keys (none without them). */
  kakao?: SocialClient;
  /** Naver Login; defaults to the client for the configured keys (none without them). */
  naver?: SocialClient;
  /** Where uploads go; defaults to the configured storage (`uploads` under the data folder). */
  storage?: FileStorage;
  /**
   * KakaoTalk AlimTalk; defaults to the NHN Cloud client for the configured keys, else the local
   * stand-in that keeps each message under the data folder (shown at /sandbox/alimtalk).
   */
  messaging?: Messaging;
  /** Reads a product sheet's image addresses; defaults to fetching them over the web. */
  fetchImage?: FetchImage;
}

/** Builds the whole API (plugins, modules, web app) without listening: tests inject into it. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logStream === false ? false : loggerOptions(config.logLevel, deps.logStream),
    trustProxy: config.trustProxy,
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  registerAccessLog(app);
  const metrics = createShopMetrics();
  metrics.readOnScrape(() => readMetricsFigures(database));
  registerMetrics(app, { metrics, token: config.metricsToken });
  app.setValidatorCompiler(memoValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: storefrontContentPolicy({
        realToss: !config.toss.sandbox,
        postcode: {
          scriptUrl: config.postcode.scriptUrl,
          scriptOrigins: KAKAO_POSTCODE_ORIGINS.script,
          frameOrigins: KAKAO_POSTCODE_ORIGINS.frame,
        },
        imageOrigins: storageImageOrigins(config.storage),
      }),
    },
    // The SPA loads its own chunks only; cross-origin isolation would block provider widgets.
    crossOriginEmbedderPolicy: false,
  });
  await registerCompression(app);
  await app.register(cookie);
  await app.register(multipart, {
    // One file more than allowed is let through so that the post form can refuse it by name.
    limits: {
      fileSize: IMAGE_LIMITS.maxBytes,
      files: IMAGE_LIMITS.maxFiles + 1,
      fields: 10,
      fieldSize: 256 * 1024,
    },
  });
  const namespace = rateLimitNamespace(config.rateLimitNamespace, database.identity);
  await registerRateLimit(app, { namespace, redis: deps.redis });
  const guesses = createFailureLimits({ ...config.failureLimits, namespace, redis: deps.redis });

  await app.register(swagger, {
    openapi: {
      info: {
        title: `${brand.name} API`,
        description: '온라인 스토어 /v1 API. 오류 응답은 FastAPI 형식의 {detail}입니다.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          guestCart: { type: 'apiKey', in: 'cookie', name: GUEST_CART_COOKIE },
        },
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

  const db = database.db;
  const sessions = createSessionService({ db });
  const users = createUserService({ db, sessions });
  const jwtSecret = resolveJwtSecret(config);
  const signer = createUrlSigner(jwtSecret);
  const tokens = createTokenSigner(jwtSecret);
  await app.register(authPlugin, {
    tokens,
    memberOf: users.authState,
    sessionOpen: sessions.isOpen,
  });
  const auth = createAuthService({
    db,
    tokens,
    mailer: deps.mailer,
    users,
    sessions,
    publicUrl: config.publicUrl,
  });
  const items = createItemService({ db, cacheTtlMs: config.catalogCacheTtlMs });
  const audit = createAuditService({ db });
  // The tree and the search answers are cached like the list: catalog writes drop them all.
  const dropCatalogAnswers = () => {
    items.invalidate();
    search.invalidate();
  };
  const categories = createCategoryService({
    db,
    cacheTtlMs: config.catalogCacheTtlMs,
    audit,
    onChange: dropCatalogAnswers,
  });
  const search = createSearchService({
    db,
    categories,
    cacheTtlMs: config.catalogCacheTtlMs,
    countsTtlMs: config.searchCountsTtlMs,
    audit,
    onChange: () => items.invalidate(),
  });
  // Whatever else drops the catalog's answers (payments, cancels, refunds) moved stock.
  items.onInvalidate(search.stockMoved);
  const coupons = createCouponService({ db });
  const insight = createInsightService({
    db,
    onFlushError: (error) => app.log.error({ err: error }, 'insight counts not written yet'),
  });
  // Written before the database closes: counts held in memory are not lost on a clean stop.
  app.addHook('onClose', () => insight.close());
  const cart = createCartService({ db, items, insight });
  const wishlist = createWishlistService({ db, items });
  const shipping = createShippingService({ db, audit });
  const points = createPointService({ db, audit });
  const orders = createOrderService({
    db,
    items,
    cart,
    coupons,
    users,
    shipping,
    points,
    payments: { factsOf: paymentFactsOf },
    claims: { factsOf: claimFactsWith(signer) },
  });
  const toss =
    deps.toss ??
    createTossClient({
      baseUrl: config.toss.apiBaseUrl,
      secretKey: config.toss.secretKey,
    });
  const observeCall = metrics.paymentCall;
  const payments = createPaymentService({
    db,
    items,
    cart,
    coupons,
    points,
    orders,
    toss,
    observeCall,
  });
  const confirmation = createPurchaseConfirmation({
    db,
    orders,
    points,
    openClaims: claimsHold,
  });
  const storage = deps.storage ?? (await createStorage(config));
  const views = deps.redis ? createRedisViewCounter(deps.redis) : createDbViewCounter(db);
  const notices = createNoticeService({ db, views, audit, cacheTtlMs: config.catalogCacheTtlMs });
  const banners = createBannerService({ db, audit });
  const qna = createQnaService({
    db,
    storage,
    signer,
    views,
    notices,
    users,
    audit,
    cacheTtlMs: config.catalogCacheTtlMs,
  });
  const comments = createCommentService({ db, qna, audit });
  const adminOrders = createAdminOrderService({
    db,
    audit,
    points,
    payments: { present: adminPaymentOf },
  });
  const adminMembers = createAdminMemberService({ db, orders: adminOrders, audit });
  const admin = {
    audit,
    dashboard: createDashboardService({
      db,
      qna,
      attention: {
        openClaims: () => claimsDesk.countOpen(),
        unsettledPayments: () => payments.countUnsettled(),
      },
    }),
    catalog: createCatalogService({
      db,
      storage,
      items: { invalidate: dropCatalogAnswers },
      categories,
      search,
      audit,
    }),
    orders: adminOrders,
    refunds: createRefundService({
      db,
      toss,
      items,
      coupons,
      points,
      orders: adminOrders,
      audit,
      accounts: payments,
      observeCall,
    }),
    coupons: createAdminCouponService({ db, audit }),
    couponClaims: createCouponClaimService({ db }),
    notices,
    content: createContentService({ notices, qna, comments }),
    members: adminMembers,
    exports: createExportService({ orders: adminOrders, members: adminMembers }),
  };
  const claims = createClaimService({ db, items, storage, signer });
  const claimsDesk = createClaimAdminService({
    db,
    items,
    refunds: admin.refunds,
    audit,
    signer,
  });
  const boughtLines = createBoughtLines(db);
  const restock = createRestockService({ db, items });
  const fit = createFitService({ db, items, lines: boughtLines });
  const reviews = createReviewService({
    db,
    storage,
    lines: boughtLines,
    items,
    catalog: search,
    points,
    cacheTtlMs: config.catalogCacheTtlMs,
  });
  const reviewDesk = createReviewAdminService({
    db,
    audit,
    catalog: search,
    onChange: reviews.dropSummaries,
  });
  const { kakao, naver } = config.oauth;
  const kakaoClient = deps.kakao ?? (kakao && createKakaoClient(kakao));
  const naverClient =
    deps.naver ??
    (naver && createNaverClient({ ...naver, clientSecret: naver.clientSecret ?? '' }));
  const socialClients: Partial<Record<'kakao' | 'naver', SocialClient>> = {
    ...(kakaoClient && { kakao: kakaoClient }),
    ...(naverClient && { naver: naverClient }),
  };
  const oauth = createOAuthService({
    db,
    signup: createSignupTokens(jwtSecret),
    clients: socialClients,
    users,
    auth,
    log: (message, detail) => app.log.warn(detail, message),
  });
  const alimTalkBox = createFileBox<SentAlimTalk>(path.join(config.dataDir, 'alimtalk'));
  const notifications = createNotificationService({
    db,
    mailer: deps.mailer,
    messaging:
      deps.messaging ??
      (config.alimTalk ? createNhnAlimTalk(config.alimTalk) : createMessagingFake(alimTalkBox)),
    publicUrl: config.publicUrl,
  });
  const idempotency = createIdempotencyService({ db });
  registerIdempotency(app, idempotency);
  const feeds = createFeedService({ db, items, publicUrl: config.publicUrl });
  const catalogSheet = createCatalogSheetExport({ db, categories, publicUrl: config.publicUrl });
  const productSheets = createCatalogSheetImport({
    db,
    storage,
    items: { invalidate: dropCatalogAnswers },
    categories,
    audit,
    fetchImage: deps.fetchImage ?? createImageFetcher(),
    publicUrl: config.publicUrl,
  });
  const transfers = createTransferService({
    db,
    audit,
    handlers: [
      productSheets.catalogImport,
      productSheets.cafe24Products,
      createCafe24MemberImport({ db, points }),
    ],
    exports: {
      checkOrders: admin.exports.checkOrderFilter,
      orders: admin.exports.orderRows,
      members: admin.exports.memberRows,
      catalog: async () => {
        const rows = await catalogSheet.catalogSheetRows();
        return {
          columns: catalogSheetColumns,
          rows: rows.map((row) => catalogSheetColumns.map((column) => row[column])),
        };
      },
    },
    log: (detail, message) => app.log.error(detail, message),
  });
  const scheduled = shopJobs({
    sessions,
    oauth,
    idempotency,
    orders: createOrderExpiry({ db, payments }),
    payments: createPaymentReconciliation({
      db,
      payments,
      confirmingStaleAfterMs: config.reconcileConfirmingAfterMs,
    }),
    comparison: createPaymentComparison({ db, toss }),
    feeds,
    search,
    notifications,
    cart,
    confirmation,
    points,
    restock,
    transfers,
  });
  const jobs = createJobService({ db, jobs: scheduled });
  runJobsWithApp(app, {
    enabled: config.jobsEnabled,
    database,
    observe: metrics.jobRun,
    jobs: scheduled,
    tuning: deps.jobs,
    prompt: {
      [DELIVER_NOTIFICATIONS]: onNotificationsQueued,
      [RUN_TRANSFERS]: transfers.onQueued,
    },
  });

  await app.register(userRoutes, {
    prefix: '/v1/users',
    users,
    guesses,
    duplicateCheckMax: config.duplicateCheckMax,
  });
  await app.register(authRoutes, { prefix: '/v1/users', auth, guesses });
  await app.register(itemRoutes, { prefix: '/v1/items', items });
  await app.register(searchRoutes, { search, categories });
  await app.register(couponRoutes, { coupons });
  await app.register(cartRoutes, { prefix: '/v1/cart', cart });
  await app.register(wishlistRoutes, { prefix: '/v1/wishlist', wishlist });
  await app.register(orderRoutes, { prefix: '/v1/orders', orders, payments, confirmation });
  await app.register(pointRoutes, { points });
  await app.register(withdrawalRoutes, {
    withdrawal: createWithdrawalService({
      db,
      users,
      orders,
      points,
      coupons,
      garments: fit,
      restock,
    }),
    guesses,
  });
  await app.register(guestOrderRoutes, {
    prefix: '/v1/guest-orders',
    orders,
    guestOrders: createGuestOrderService({ db, orders }),
    payments,
    confirmation,
    cart,
    guesses,
  });
  await app.register(claimRoutes, {
    claims,
    orders,
    guestOrders: createGuestOrderService({ db, orders }),
    guesses,
  });
  await app.register(reviewRoutes, { reviews });
  await app.register(fitRoutes, { fit });
  await app.register(restockRoutes, { restock });
  await app.register(insightRoutes, { insight });
  await app.register(paymentRoutes, {
    prefix: '/v1/payment',
    payments,
    cart,
    webhookLimit: { max: config.webhookRateLimitMax, timeWindow: 60_000 },
  });
  await app.register(shippingRoutes, { prefix: '/v1/shipping', shipping });
  await app.register(checkoutConfigRoutes, { toss: config.toss, postcode: config.postcode });
  await app.register(qnaRoutes, { prefix: '/v1/qna', qna });
  await app.register(commentRoutes, { prefix: '/v1/comments', comments });
  await app.register(noticeRoutes, { prefix: '/v1/notice', notices });
  await app.register(bannerRoutes, { prefix: '/v1/banners', banners });
  await app.register(oauthRoutes, { prefix: '/v1/oauth', oauth, guesses });
  await registerAdminRoutes(app, adminDashboardRoutes, { dashboard: admin.dashboard });
  await registerAdminRoutes(app, adminInsightRoutes, { insight });
  await registerAdminRoutes(app, adminCatalogRoutes, { catalog: admin.catalog });
  await registerAdminRoutes(app, adminSearchRoutes, { categories, search });
  await registerAdminRoutes(app, adminOrderRoutes, {
    orders: admin.orders,
    refunds: admin.refunds,
  });
  await registerAdminRoutes(app, adminCouponRoutes, { coupons: admin.coupons });
  await registerAdminRoutes(app, adminContentRoutes, { content: admin.content });
  await registerAdminRoutes(app, adminMemberRoutes, { members: admin.members });
  await registerAdminRoutes(app, adminPointRoutes, { points });
  await registerAdminRoutes(app, adminClaimRoutes, { claims: claimsDesk });
  await registerAdminRoutes(app, adminReviewRoutes, { reviews: reviewDesk });
  await registerAdminRoutes(app, adminRestockRoutes, { restock });
  await registerAdminRoutes(app, adminTransferRoutes, { transfers });
  await registerAdminRoutes(app, adminAuditRoutes, { audit: admin.audit });
  await registerAdminRoutes(app, adminCouponClaimRoutes, { claims: admin.couponClaims });
  await registerAdminRoutes(app, adminNoticeReadRoutes, { notices: admin.notices });
  await registerAdminRoutes(app, adminBannerRoutes, { banners });
  await registerAdminRoutes(app, adminJobRoutes, { jobs });
  await registerAdminRoutes(app, adminNotificationRoutes, { notifications });
  await registerAdminRoutes(app, adminFeedRoutes, { feeds });
  await registerAdminRoutes(app, adminShippingRoutes, { shipping });
  await registerAdminRoutes(app, adminPaymentRoutes, {
    reconciliation: createReconciliationAdmin({ db }),
  });

  // SIGTERM first drains (server.ts): `/readyz` answers 503 while requests are still served, so
  // the load balancer moves traffic away; then Fastify stops taking connections and answers 503
  // on the ones still open, while the requests in flight finish.
  let draining = false;
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['ops'],
        summary: '트래픽을 받을 준비 (데이터베이스·Redis·파일 저장소가 응답하면 200)',
        response: {
          200: readinessSchema,
          503: readinessSchema,
        },
      },
    },
    async (_request, reply) => {
      const check = (run: () => Promise<unknown>) =>
        run().then(
          () => 'ok' as const,
          () => 'down' as const,
        );
      const checks = {
        database: await check(() => database.ping()),
        redis: deps.redis ? await check(() => deps.redis!.ping()) : ('off' as const),
        storage: await check(async () => storage.check?.()),
      };
      const up = Object.values(checks).every((c) => c !== 'down');
      const status = draining ? 'draining' : up ? 'ready' : 'down';
      return reply.code(status === 'ready' ? 200 : 503).send({ status, checks });
    },
  );

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

  let tossSandbox: TossSandbox | undefined;
  if (config.sandbox) {
    // Loaded only here, so that a server with real keys holds none of the sandboxes' code. The
    // server itself reaches the payment and sign-in sandboxes over loopback, like the browser.
    const { registerSandboxes } = await import('@shop/sandboxes');
    const mounted = await registerSandboxes(app, {
      ...(!config.sandboxOpen && { guard: localOnly }),
      outbox: deps.outbox,
      alimTalk: alimTalkBox,
      ...(config.toss.sandbox && {
        toss: {
          file: path.join(config.dataDir, 'sandbox', 'toss-payments.json'),
          confirmAnswerDelayMs: config.tossSandboxConfirmDelayMs,
          ...(config.tossSandboxWebhookUrl && {
            webhook: {
              url: config.tossSandboxWebhookUrl,
              log: (message: string, detail: object) => app.log.warn(detail, message),
            },
          }),
        },
      }),
      ...(kakao?.sandbox && { kakao: { redirectUris: [kakao.redirectUri] } }),
      ...(naver?.sandbox && { naver: { redirectUris: [naver.redirectUri] } }),
      postcode: config.postcode.sandbox,
    });
    tossSandbox = mounted.toss;
  }

  const discovery = createDiscoveryService({ items, notices, qna, publicUrl: config.publicUrl });
  await app.register(discoveryRoutes, { discovery });
  await app.register(feedRoutes, { feeds });
  await registerStaticFiles(app, {
    uploadsDir: path.join(config.dataDir, 'uploads'),
    remoteUploads: storage.remote,
    guardedUploads: [
      { folder: 'qna', access: qna.imageAccess },
      { folder: 'claims', access: claims.photoAccess },
    ],
    webDist: deps.webDist ?? webDistFolder,
    pageMeta: createPageHeads({
      items,
      notices,
      publicUrl: config.publicUrl,
      shareImage: createBrandShareImage(storage),
      firstListImage: () => search.firstListImage(),
    }),
    pageStatus: discovery.pageStatus,
  });

  return Object.assign(app, {
    services: {
      users,
      auth,
      items,
      coupons,
      cart,
      orders,
      payments,
      qna,
      comments,
      notices,
      oauth,
      admin,
      feeds,
      notifications,
      points,
      claims,
      restock,
      insight,
      transfers,
    },
    tossSandbox,
    /** Stops answering ready (the first step of a graceful stop); requests are still served. */
    drain() {
      draining = true;
    },
  });
}
export type App = Awaited<ReturnType<typeof buildApp>>;

const checkState = z.enum(['ok', 'down', 'off']);
const readinessSchema = z.object({
  status: z.enum(['ready', 'down', 'draining']),
  checks: z.object({ database: checkState, redis: checkState, storage: checkState }),
});
