import path from 'node:path';
import {
  KAKAO_SANDBOX,
  NAVER_SANDBOX,
  SANDBOX_CLIENT_KEY,
  SANDBOX_SECRET_KEY,
} from '@shop/sandboxes/credentials';
import { z } from 'zod';
import { NHN_ALIMTALK_BASE_URL } from './integrations/messaging/nhn-client';
import {
  KAKAO_POSTCODE_SCRIPT_URL,
  SANDBOX_POSTCODE_SCRIPT_PATH,
} from './integrations/postcode/script-urls';
import {
  type StorageConfig,
  storageConfig,
  storageEnvShape,
  storageProblems,
} from './integrations/storage/settings';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z.url().optional();
const blankAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_ID: z.string().optional(),
    ADMIN_PASSWORD: z.string().optional(),
    ADMIN_NICKNAME: z.string().default('관리자'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('ONDO STUDIO <no-reply@ondo-studio.example>'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    TOSS_CLIENT_KEY: z
      .string()
      .regex(/_gck_/, 'must be a payment-widget client key (…_gck_…)')
      .optional(),
    TOSS_SECRET_KEY: z
      .string()
      .regex(/_gsk_/, 'must be a payment-widget secret key (…_gsk_…)')
      .optional(),
    TOSS_API_BASE_URL: optionalUrl,
    KAKAO_REST_API_KEY: z.string().optional(),
    KAKAO_CLIENT_SECRET: z.string().optional(),
    KAKAO_AUTH_BASE_URL: optionalUrl,
    KAKAO_API_BASE_URL: optionalUrl,
    NAVER_CLIENT_ID: z.string().optional(),
    NAVER_CLIENT_SECRET: z.string().optional(),
    NAVER_AUTH_BASE_URL: optionalUrl,
    NAVER_API_BASE_URL: optionalUrl,
    NHN_ALIMTALK_APP_KEY: z.string().optional(),
    NHN_ALIMTALK_SECRET_KEY: z.string().optional(),
    NHN_ALIMTALK_SENDER_KEY: z.string().optional(),
    NHN_ALIMTALK_BASE_URL: optionalUrl,
    POSTCODE_SCRIPT_URL: z.union([z.literal('none'), z.url()]).optional(),
    SEED_DEMO_DATA: booleanFlag.default(true),
    AUTH_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
    AUTH_FAILURES_PER_IP: z.coerce.number().int().positive().default(100),
    AUTH_FAILURE_WINDOW_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60_000),
    DUPLICATE_CHECK_MAX: z.coerce.number().int().positive().default(120),
    RATE_LIMIT_NAMESPACE: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, _ . - only')
      .optional(),
    WEBHOOK_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
    CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).default(3_000),
    SEARCH_COUNTS_TTL_MS: z.coerce.number().int().min(0).optional(),
    TRUST_PROXY: booleanFlag.default(false),
    SANDBOX_OPEN: booleanFlag.default(false),
    JOBS_ENABLED: booleanFlag.default(true),
    TOSS_SANDBOX_WEBHOOK_URL: z.union([z.literal('none'), z.url()]).optional(),
    TOSS_SANDBOX_CONFIRM_DELAY_MS: z.coerce.number().int().min(0).default(0),
    RECONCILE_CONFIRMING_AFTER_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(2 * 60_000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN must be at least 24 characters').optional(),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1_000).max(300_000).default(25_000),
    ...storageEnvShape,
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_ID) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_ID and ADMIN_PASSWORD go together',
      });
    }
    if (Boolean(env.TOSS_CLIENT_KEY) !== Boolean(env.TOSS_SECRET_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TOSS_SECRET_KEY'],
        message: 'TOSS_CLIENT_KEY and TOSS_SECRET_KEY go together',
      });
    }
    if (Boolean(env.NAVER_CLIENT_ID) !== Boolean(env.NAVER_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['NAVER_CLIENT_SECRET'],
        message: 'NAVER_CLIENT_ID and NAVER_CLIENT_SECRET go together',
      });
    }
    const alimTalkKeys = [
      env.NHN_ALIMTALK_APP_KEY,
      env.NHN_ALIMTALK_SECRET_KEY,
      env.NHN_ALIMTALK_SENDER_KEY,
    ].filter(Boolean).length;
    if (alimTalkKeys !== 0 && alimTalkKeys !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['NHN_ALIMTALK_SENDER_KEY'],
        message:
          'NHN_ALIMTALK_APP_KEY, NHN_ALIMTALK_SECRET_KEY and NHN_ALIMTALK_SENDER_KEY go together',
      });
    }
    if (env.NODE_ENV === 'production' && !env.TOSS_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['TOSS_SECRET_KEY'],
        message: 'required in production',
      });
    }
    if (env.NODE_ENV === 'production' && env.SANDBOX_OPEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['SANDBOX_OPEN'],
        message: 'the sandboxes are never served in production',
      });
    }
    if (env.NODE_ENV === 'production' && env.TOSS_SANDBOX_CONFIRM_DELAY_MS > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['TOSS_SANDBOX_CONFIRM_DELAY_MS'],
        message: 'the sandboxes are never served in production',
      });
    }
    for (const problem of storageProblems(env)) ctx.addIssue({ code: 'custom', ...problem });
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'required in production' });
    }
    if (
      env.NODE_ENV === 'production' &&
      (env.TOSS_CLIENT_KEY === SANDBOX_CLIENT_KEY || env.TOSS_SECRET_KEY === SANDBOX_SECRET_KEY)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['TOSS_SECRET_KEY'],
        message: 'the local sandbox keys are never used in production',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Undefined until resolved: from JWT_SECRET, or a secret kept under DATA_DIR outside production. */
  jwtSecret: string | undefined;
  admin: { userId: string; password: string; nickname: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Toss Payments: real keys, or (without keys, outside production) the local sandbox. */
  toss: { clientKey: string; secretKey: string; apiBaseUrl: string; sandbox: boolean };
  /** Social sign-in per provider: real keys, the local sandbox (outside production) or off. */
  oauth: { kakao: OAuthProviderConfig | undefined; naver: OAuthProviderConfig | undefined };
  /**
   * The postcode search script: Kakao's, a configured one, or (outside production, by default)
   * the local stand-in. An empty `scriptUrl` turns the search off: addresses are typed by hand.
   */
  postcode: { scriptUrl: string; sandbox: boolean };
  /**
   * NHN Cloud AlimTalk keys; without them AlimTalk messages go to the local stand-in, which
   * /sandbox/alimtalk shows outside production.
   */
  alimTalk: { appKey: string; secretKey: string; senderKey: string; baseUrl: string } | undefined;
  seedDemoData: boolean;
  /**
   * Failed guesses at accounts (sign-in, find-id, find-password, social login) allowed per
   * account and per address in one window; successes are never counted.
   */
  failureLimits: { accountMax: number; ipMax: number; windowMs: number };
  /** Duplicate checks per address and minute (they run on every blur of the sign-up form). */
  duplicateCheckMax: number;
  /** Keeps the counts of this shop apart from others on the same Redis; derived when unset. */
  rateLimitNamespace: string | undefined;
  /** Payment-provider webhook calls per client and minute (each one costs a provider lookup). */
  webhookRateLimitMax: number;
  catalogCacheTtlMs: number;
  searchCountsTtlMs: number;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Development sandboxes of the outside services are mounted outside production only. */
  sandbox: boolean;
  /**
   * The sandboxes answer clients on other machines too. Off: loopback only, since the outbox
   * shows every password-reset link and the payment sandbox approves anything.
   */
  sandboxOpen: boolean;
  /** This instance runs the scheduled jobs (with several instances, each run happens once). */
  jobsEnabled: boolean;
  /** Where the Toss sandbox sends PAYMENT_STATUS_CHANGED; undefined: it sends none. */
  tossSandboxWebhookUrl: string | undefined;
  /** The Toss sandbox answers a confirm this long after carrying it out (crash tests). */
  tossSandboxConfirmDelayMs: number;
  /** A confirmation left without an answer this long is settled by looking the payment up. */
  reconcileConfirmingAfterMs: number;
  /**
   * After SIGTERM: how long the instance keeps serving while `/readyz` says it is draining, so
   * the load balancer stops sending it requests before it stops listening.
   */
  shutdownDrainMs: number;
  /** After SIGTERM: the most the whole stop may take before the process exits anyway. */
  shutdownGraceMs: number;
  /** The Bearer token a scraper of `/metrics` sends; without it only this machine may read. */
  metricsToken: string | undefined;
  /** Uploads on DATA_DIR/uploads or in an S3-compatible bucket (STORAGE_DRIVER, S3_*). */
  storage: StorageConfig;
}

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string | undefined;
  authBaseUrl: string;
  apiBaseUrl: string;
  /** `{PUBLIC_URL}/?provider=…`: where the provider sends the browser back. */
  redirectUri: string;
  sandbox: boolean;
}

function oauthProvider(
  env: Env,
  publicUrl: string,
  provider: 'kakao' | 'naver',
  keys: { clientId: string | undefined; clientSecret: string | undefined },
  real: { authBaseUrl: string; apiBaseUrl: string },
  given: { authBaseUrl: string | undefined; apiBaseUrl: string | undefined },
  sandboxKeys: { clientId: string; clientSecret: string },
): OAuthProviderConfig | undefined {
  const redirectUri = `${publicUrl}/?provider=${provider}`;
  if (keys.clientId) {
    return {
      clientId: keys.clientId,
      clientSecret: keys.clientSecret,
      authBaseUrl: given.authBaseUrl ?? real.authBaseUrl,
      apiBaseUrl: given.apiBaseUrl ?? real.apiBaseUrl,
      redirectUri,
      sandbox: false,
    };
  }
  if (env.NODE_ENV === 'production') return undefined;
  // The browser and the server both reach the sandbox at the shop's public address.
  const sandboxUrl = `${publicUrl}/sandbox/${provider}`;
  return {
    ...sandboxKeys,
    authBaseUrl: sandboxUrl,
    apiBaseUrl: sandboxUrl,
    redirectUri,
    sandbox: true,
  };
}

function postcodeConfig(env: Env): Config['postcode'] {
  const given = env.POSTCODE_SCRIPT_URL;
  if (given === 'none') return { scriptUrl: '', sandbox: false };
  if (given) return { scriptUrl: given, sandbox: false };
  if (env.NODE_ENV === 'production')
    return { scriptUrl: KAKAO_POSTCODE_SCRIPT_URL, sandbox: false };
  return { scriptUrl: SANDBOX_POSTCODE_SCRIPT_PATH, sandbox: true };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once; every bad key is listed in one error. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, blankAsUndefined(v)]));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    admin:
      env.ADMIN_ID && env.ADMIN_PASSWORD
        ? { userId: env.ADMIN_ID, password: env.ADMIN_PASSWORD, nickname: env.ADMIN_NICKNAME }
        : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    redisUrl: env.REDIS_URL,
    toss: env.TOSS_SECRET_KEY
      ? {
          clientKey: env.TOSS_CLIENT_KEY ?? '',
          secretKey: env.TOSS_SECRET_KEY,
          apiBaseUrl: env.TOSS_API_BASE_URL ?? 'https://api.tosspayments.com',
          sandbox: false,
        }
      : {
          clientKey: SANDBOX_CLIENT_KEY,
          secretKey: SANDBOX_SECRET_KEY,
          // The server reaches its own sandbox over loopback, like it would reach Toss.
          apiBaseUrl: env.TOSS_API_BASE_URL ?? `http://127.0.0.1:${env.PORT}/sandbox/toss`,
          sandbox: true,
        },
    oauth: {
      kakao: oauthProvider(
        env,
        publicUrl,
        'kakao',
        { clientId: env.KAKAO_REST_API_KEY, clientSecret: env.KAKAO_CLIENT_SECRET },
        { authBaseUrl: 'https://kauth.kakao.com', apiBaseUrl: 'https://kapi.kakao.com' },
        { authBaseUrl: env.KAKAO_AUTH_BASE_URL, apiBaseUrl: env.KAKAO_API_BASE_URL },
        KAKAO_SANDBOX,
      ),
      naver: oauthProvider(
        env,
        publicUrl,
        'naver',
        { clientId: env.NAVER_CLIENT_ID, clientSecret: env.NAVER_CLIENT_SECRET },
        { authBaseUrl: 'https://nid.naver.com', apiBaseUrl: 'https://openapi.naver.com' },
        { authBaseUrl: env.NAVER_AUTH_BASE_URL, apiBaseUrl: env.NAVER_API_BASE_URL },
        NAVER_SANDBOX,
      ),
    },
    postcode: postcodeConfig(env),
    alimTalk:
      env.NHN_ALIMTALK_APP_KEY && env.NHN_ALIMTALK_SECRET_KEY && env.NHN_ALIMTALK_SENDER_KEY
        ? {
            appKey: env.NHN_ALIMTALK_APP_KEY,
            secretKey: env.NHN_ALIMTALK_SECRET_KEY,
            senderKey: env.NHN_ALIMTALK_SENDER_KEY,
            baseUrl: env.NHN_ALIMTALK_BASE_URL ?? NHN_ALIMTALK_BASE_URL,
          }
        : undefined,
    seedDemoData: env.SEED_DEMO_DATA,
    failureLimits: {
      accountMax: env.AUTH_FAILURES_PER_ACCOUNT,
      ipMax: env.AUTH_FAILURES_PER_IP,
      windowMs: env.AUTH_FAILURE_WINDOW_MS,
    },
    duplicateCheckMax: env.DUPLICATE_CHECK_MAX,
    rateLimitNamespace: env.RATE_LIMIT_NAMESPACE,
    webhookRateLimitMax: env.WEBHOOK_RATE_LIMIT_MAX,
    catalogCacheTtlMs: env.CATALOG_CACHE_TTL_MS,
    searchCountsTtlMs: env.SEARCH_COUNTS_TTL_MS ?? env.CATALOG_CACHE_TTL_MS,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    sandbox: env.NODE_ENV !== 'production',
    sandboxOpen: env.SANDBOX_OPEN,
    jobsEnabled: env.JOBS_ENABLED,
    // The sandbox reaches the shop's own webhook over loopback, as it reaches the sandbox.
    tossSandboxWebhookUrl:
      env.TOSS_SANDBOX_WEBHOOK_URL === 'none'
        ? undefined
        : (env.TOSS_SANDBOX_WEBHOOK_URL ?? `http://127.0.0.1:${env.PORT}/v1/payment/toss/webhook`),
    tossSandboxConfirmDelayMs: env.TOSS_SANDBOX_CONFIRM_DELAY_MS,
    reconcileConfirmingAfterMs: env.RECONCILE_CONFIRMING_AFTER_MS,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === 'production' ? 5_000 : 0),
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    metricsToken: env.METRICS_TOKEN,
    storage: storageConfig(env),
  };
}
