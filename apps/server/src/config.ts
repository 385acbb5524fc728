import path from 'node:path';

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
  /** Inactivity after which a session expires. */
  sessionIdleMinutes: number;
  /** Public URL of the portal, for links in mail. */
  publicUrl: string;
  /** Where merchants download the client app (APP_DOWNLOAD_URL); null hides the download button. */
  appDownloadUrl: string | null;
  /** Customer id that gets the order-fulfilment-fee billing entry. */
  feeCustomerId: number | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** Webhook that receives front-end error reports; logged when empty. */
  alertWebhookUrl: string | null;
  /** HMAC secret for short-lived tokens; generated and kept in the database when empty. */
  appSecret: string | null;
  /** Directory of the built web app to serve; none when it does not exist. */
  webDist: string;
  logLevel: string;
  /** Sign-in attempts allowed per account and per client IP within the window. */
  loginLimits: { perAccount: number; perIp: number; windowMs: number };
  /**
   * Which proxies may set X-Forwarded-For (Fastify's trustProxy): off by default, so a client cannot
   * pick its own address to dodge per-IP limits; `true` or a comma-separated list of proxy addresses/CIDRs.
   */
  trustProxy: boolean | string;
  /** scrypt cost (log2 N) of new password hashes: 17 (OWASP) unless a test harness lowers it; never lower in production. */
  scryptLogN: number;
  /** Multiplies every rate limit; raised only by test harnesses that sign in many times from one address. */
  rateLimitScale: number;
  /** Machine translation of product names (/baiduTranslate); null when no provider is configured. */
  translation: TranslationConfig | null;
}

/** TRANSLATE_PROVIDER=baidu: Baidu's signed general translation API. */
export interface TranslationConfig {
  provider: 'baidu';
  appId: string;
  key: string;
  url: string;
  timeoutMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production,
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    opsKey: env.OPS_KEY ?? (production ? '' : 'demo-ops-key'),
    demoData: env.DEMO_DATA ? env.DEMO_DATA === '1' : !production,
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 24 * 60),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    appDownloadUrl: env.APP_DOWNLOAD_URL?.trim() || null,
    feeCustomerId: env.ORDER_FULFILLMENT_FEE_CUSTOMER_ID ? Number(env.ORDER_FULFILLMENT_FEE_CUSTOMER_ID) : null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Merchant Portal <no-reply@portal.test>',
    alertWebhookUrl: env.ALERT_WEBHOOK_URL || null,
    appSecret: env.APP_SECRET || null,
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    loginLimits: {
      perAccount: Number(env.LOGIN_MAX_PER_ACCOUNT ?? 10),
      perIp: Number(env.LOGIN_MAX_PER_IP ?? 100),
      windowMs: 15 * 60_000,
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    scryptLogN: production ? 17 : Math.min(20, Math.max(12, Number(env.PASSWORD_SCRYPT_LOG_N ?? 17))),
    rateLimitScale: Number(env.RATE_LIMIT_SCALE ?? 1),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    translation: parseTranslation(env),
  };
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
