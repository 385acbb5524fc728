import os from 'node:os';
import path from 'node:path';
import { OPERATION_LOG_RETENTION_DAYS } from '@portal/contract';
import type { HeavyWorkSettings } from './platform/heavy-work/heavy-work-pool';

/** Everything the server reads from the environment, parsed once at start-up. */
export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** SQLite file, uploads and the mail outbox live under it. */
  dataDir: string;
  /** PostgreSQL when set; SQLite under dataDir otherwise. */
  databaseUrl: string | null;
  /** Staff key of the operations API; the API is closed when empty. */
  opsKey: string;
  /** Seed demo merchants (never in production unless DEMO_DATA=1). */
  demoData: boolean;
  /**
   * Demo mode: months of history the demo merchant is given on a fresh database, this month included
   * (DEMO_HISTORY_MONTHS, 12; 0 or 1 for none: the tests that start on a database of their own).
   */
  demoHistoryMonths: number;
  /** Demo mode only: the `demo.simulateOrders` job moves the demo merchants' own orders along (DEMO_SIMULATOR=0 turns it off). */
  demoSimulator: boolean;
  /** How long a demo order waits in a status before the simulator moves it on (DEMO_SIMULATOR_STEP_MS). */
  demoSimulatorStepMs: number;
  /** Inactivity after which a session expires. */
  sessionIdleMinutes: number;
  /** Time after sign-in at which a session ends however active it is. */
  sessionMaxDays: number;
  /** Days the operation log keeps an entry (OPERATION_LOG_RETENTION_DAYS, default 180). */
  operationLogRetentionDays: number;
  /** Public URL of the portal, for links in mail. */
  publicUrl: string;
  /** Where merchants download the client app (APP_DOWNLOAD_URL); null hides the download button. */
  appDownloadUrl: string | null;
  /** Customer id that gets the order-fulfilment-fee billing entry. */
  feeCustomerId: number | null;
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * Merchants' webhook deliveries (docs/server/webhooks.md): `allowLoopback` (WEBHOOK_ALLOW_LOOPBACK=1,
   * for tests and the demo) lets an endpoint be http://127.0.0.1 and resolve to a loopback address;
   * `sendWindowMs` (WEBHOOK_SEND_WINDOW_MS, 60 s) is the most one run of the send job keeps sending
   * what falls due while it runs (it runs on until its next due time), so a new event's delivery or a
   * 5-second retry does not wait for the next minute; 0 makes each run one pass.
   */
  webhooks: { allowLoopback: boolean; sendWindowMs: number };
  /**
   * Shop connections (docs/server/shops.md): `allowLoopback` (SHOP_ALLOW_LOOPBACK=1, for tests and the
   * demo) lets a shop's address be http://127.0.0.1 and resolve to a loopback address, so a fake of
   * the platform started locally can be connected.
   */
  shops: { allowLoopback: boolean };
  /** Webhook that receives front-end error reports; logged when empty. */
  alertWebhookUrl: string | null;
  /** HMAC secret for short-lived tokens; generated and kept in the database when empty. */
  appSecret: string | null;
  /** Directory of the built web app to serve; none when it does not exist. */
  webDist: string;
  logLevel: string;
  /**
   * Sign-in limits within the window: failures of one account from one address before that address
   * is refused (slowed from the third), failures of one account from all addresses before new
   * addresses are slowed, and attempts of any kind from one address.
   */
  loginLimits: { perAccount: number; accountSlowdown: number; perIp: number; windowMs: number };
  /** Wrong staff keys from one address before it is refused (slowed from the third) within the window. */
  opsKeyLimits: { perAddress: number; windowMs: number };
  /**
   * Which proxies may set X-Forwarded-For (Fastify's trustProxy): off by default, so a client cannot
   * pick its own address to dodge per-IP limits; `true` or a comma-separated list of proxy addresses/CIDRs.
   */
  trustProxy: boolean | string;
  /** scrypt cost (log2 N) of new password hashes: 17 (OWASP) unless a test harness lowers it; never lower in production. */
  scryptLogN: number;
  /** Password hashing: hashes at once, the most waiting, the longest expected wait, one address's share (HASH_*). */
  hashing: { concurrency: number; maxWaiting: number; maxWaitMs: number; perClient: number };
  /** Multiplies every rate limit; raised only by test harnesses that sign in many times from one address. */
  rateLimitScale: number;
  /** How long a request body may take to arrive: others (BODY_TIMEOUT_MS) and file uploads (UPLOAD_TIMEOUT_MS). */
  transport: { bodyTimeoutMs: number; uploadTimeoutMs: number };
  /** SIGTERM: how long /readyz answers 503 before the server stops accepting (lets the load balancer notice). */
  shutdownDelayMs: number;
  /** SIGTERM: how long requests in flight may take to finish before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Machine translation of product names (/baiduTranslate); null when no provider is configured. */
  translation: TranslationConfig | null;
  /** Worker threads that parse uploaded workbooks and render files, and what one task may cost. */
  heavyWork: HeavyWorkSettings;
  /** Per-merchant limits on expensive calls (imports, exports, labels, uploads). */
  fileLimits: FileLimits;
  /** The Open API: requests per second and burst per merchant's key, wrong keys per address (15 minutes). */
  openApi: { perSecond: number; burst: number; keyFailuresPerAddress: number; windowMs: number };
  /** Scheduled jobs: whether this instance ticks (JOBS_ENABLED), and how often (JOBS_TICK_MS). */
  jobs: { enabled: boolean; tickMs: number };
}

export interface FileLimits {
  /** Imports, exports and label prints one merchant may have running at once, over all instances. */
  tasksPerCustomer: number;
  /** Image uploads per merchant per minute. */
  uploadsPerMinute: number;
  /** Bytes of uploaded files a merchant may keep. */
  uploadQuotaBytes: number;
}

/** TRANSLATE_PROVIDER=baidu: Baidu's signed general translation API. */
export interface TranslationConfig {
  provider: 'baidu';
  appId: string;
  key: string;
  url: string;
  timeoutMs: number;
}

/** The staff key of demo mode, published in the README. */
export const DEMO_OPS_KEY = 'demo-ops-key';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 8080);
  const demoData = env.DEMO_DATA ? env.DEMO_DATA === '1' : !production;
  const opsKey = env.OPS_KEY ?? (demoData ? DEMO_OPS_KEY : '');
  // The demo key is printed in the README: outside demo mode it would open the staff API to anyone.
  if (!demoData && opsKey === DEMO_OPS_KEY) {
    throw new Error('OPS_KEY is the published demo key: set a long random OPS_KEY (or run with DEMO_DATA=1)');
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production,
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    opsKey,
    demoData,
    demoHistoryMonths: demoData ? nonNegative(env.DEMO_HISTORY_MONTHS, 12) : 0,
    demoSimulator: demoData && env.DEMO_SIMULATOR !== '0',
    demoSimulatorStepMs: positive(env.DEMO_SIMULATOR_STEP_MS, 60_000),
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 24 * 60),
    sessionMaxDays: Number(env.SESSION_MAX_DAYS ?? 30),
    operationLogRetentionDays: positive(env.OPERATION_LOG_RETENTION_DAYS, OPERATION_LOG_RETENTION_DAYS),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    appDownloadUrl: env.APP_DOWNLOAD_URL?.trim() || null,
    feeCustomerId: env.ORDER_FULFILLMENT_FEE_CUSTOMER_ID ? Number(env.ORDER_FULFILLMENT_FEE_CUSTOMER_ID) : null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Merchant Portal <no-reply@portal.test>',
    alertWebhookUrl: env.ALERT_WEBHOOK_URL || null,
    webhooks: {
      allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK === '1',
      sendWindowMs: nonNegative(env.WEBHOOK_SEND_WINDOW_MS, 60_000),
    },
    shops: { allowLoopback: env.SHOP_ALLOW_LOOPBACK === '1' },
    appSecret: env.APP_SECRET || null,
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    loginLimits: {
      perAccount: Number(env.LOGIN_MAX_PER_ACCOUNT ?? 10),
      accountSlowdown: Number(env.LOGIN_SLOWDOWN_PER_ACCOUNT ?? 10),
      perIp: Number(env.LOGIN_MAX_PER_IP ?? 100),
      windowMs: 15 * 60_000,
    },
    opsKeyLimits: { perAddress: Number(env.OPS_KEY_MAX_FAILURES ?? 10), windowMs: 15 * 60_000 },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    scryptLogN: production ? 17 : Math.min(20, Math.max(12, Number(env.PASSWORD_SCRYPT_LOG_N ?? 17))),
    hashing: {
      concurrency: hashConcurrency(env),
      maxWaiting: Number(env.HASH_QUEUE_MAX ?? 4 * hashConcurrency(env)),
      maxWaitMs: Number(env.HASH_MAX_WAIT_MS ?? 400),
      perClient: Number(env.HASH_PER_CLIENT ?? 2),
    },
    rateLimitScale: Number(env.RATE_LIMIT_SCALE ?? 1),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    transport: {
      bodyTimeoutMs: Number(env.BODY_TIMEOUT_MS ?? 10_000),
      uploadTimeoutMs: Number(env.UPLOAD_TIMEOUT_MS ?? 120_000),
    },
    shutdownDelayMs: Number(env.SHUTDOWN_DELAY_MS ?? 0),
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS ?? 30_000),
    translation: parseTranslation(env),
    heavyWork: {
      // One core stays for the event loop; on two cores that still leaves two workers, one of them waiting on I/O.
      threads: positive(env.HEAVY_WORK_THREADS, Math.max(2, Math.min(8, os.availableParallelism() - 1))),
      queue: positive(env.HEAVY_WORK_QUEUE, 100),
      timeoutMs: positive(env.HEAVY_WORK_TIMEOUT_MS, 60_000),
      memoryMb: positive(env.HEAVY_WORK_MEMORY_MB, 512),
      idleMs: 60_000,
      // Off unless asked for: a warmed document renderer stays loaded for the server's whole life, and
      // its thread (pdf-lib, fontkit, HarfBuzz's WebAssembly, the font) held ≈ 100 MB of the server's
      // memory (docs/PERFORMANCE.md, "What one request costs"); cold, the first PDF costs ≈ 1 s more.
      warmUp: flagOn(env.HEAVY_WORK_WARM_UP, false),
    },
    fileLimits: {
      tasksPerCustomer: positive(env.FILE_TASKS_PER_CUSTOMER, 2),
      uploadsPerMinute: positive(env.UPLOADS_PER_MINUTE, 60),
      uploadQuotaBytes: positive(env.UPLOAD_QUOTA_MB, 2048) * 1024 * 1024,
    },
    openApi: {
      perSecond: positive(env.OPEN_API_RATE_PER_SECOND, 10),
      burst: positive(env.OPEN_API_BURST, 20),
      keyFailuresPerAddress: positive(env.API_KEY_MAX_FAILURES, 10),
      windowMs: 15 * 60_000,
    },
    jobs: { enabled: flagOn(env.JOBS_ENABLED, true), tickMs: positive(env.JOBS_TICK_MS, 30_000) },
  };
}

/** `1`/`true` or `0`/`false`; the default when unset; anything else stops the start. */
function flagOn(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`expected 1 or 0, not "${value}"`);
}

/** A positive number from the environment, or the default when unset; a bad value stops the start. */
function positive(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!(parsed > 0)) throw new Error(`expected a positive number, not "${value}"`);
  return parsed;
}

function nonNegative(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`expected a whole number ≥ 0, not "${value}"`);
  return parsed;
}

/** One scrypt hash keeps a core busy: by default as many run at once as the machine has cores. */
export function hashConcurrency(env: NodeJS.ProcessEnv): number {
  return Math.max(1, Number(env.HASH_CONCURRENCY ?? os.availableParallelism()));
}

/**
 * libuv's pool runs file reads, DNS, zlib and scrypt; by default it has 4 threads, which a burst of
 * sign-ins filled. Hashing gets its own share on top of the 4 the rest needs (UV_THREADPOOL_SIZE wins when set).
 */
export function threadPoolSize(env: NodeJS.ProcessEnv): number {
  return Number(env.UV_THREADPOOL_SIZE ?? hashConcurrency(env) + 4);
}

/** A provider named without its credentials is a deployment mistake: refuse to start rather than fail per request. */
function parseTranslation(env: NodeJS.ProcessEnv): TranslationConfig | null {
  const provider = env.TRANSLATE_PROVIDER || 'none';
  if (provider === 'none') return null;
  if (provider !== 'baidu') throw new Error(`TRANSLATE_PROVIDER must be none or baidu, not "${provider}"`);
  const appId = env.BAIDU_TRANSLATE_APPID ?? '';
  const key = env.BAIDU_TRANSLATE_KEY ?? '';
  if (!appId || !key) throw new Error('TRANSLATE_PROVIDER=baidu needs BAIDU_TRANSLATE_APPID and BAIDU_TRANSLATE_KEY');
  return {
    provider,
    appId,
    key,
    url: env.BAIDU_TRANSLATE_URL || 'https://fanyi-api.baidu.com/api/trans/vip/translate',
    timeoutMs: Number(env.TRANSLATE_TIMEOUT_MS ?? 10_000),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false' || value === '0') return false;
  return value === 'true' ? true : value;
}
