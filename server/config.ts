import 'dotenv/config';
import path from 'node:path';
import { DEFAULT_MIN_SHELF_LIFE_DAYS } from './lots/shelfLife.js';
import { DEFAULT_BACKORDER_DAYS } from '../src/contract/shortages.js';
import { usesSandbox } from './payments/sandbox/inUse.js';

/** Runtime configuration from the environment (D5). A wrong value stops the server with one line naming it. */
export interface Config {
  apiPort: number;
  webPort: number;
  host: string;
  publicApiUrl: string;
  mediaUrl: string;
  webUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  seedDemo: boolean;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Seconds a session may last from its sign-in: renewals never extend it past this. */
  sessionMaxAge: number;
  taxRate: number;
  paymentTimeoutMinutes: number;
  /** a back-order not served within this many days ends (issue 41 §1) */
  backorderDays: number;
  /** A product with fewer units in stock is flagged and listed in the admins' daily mail. */
  lowStockThreshold: number;
  /** Days after a delivery during which the pharmacy may report a problem (issue 28, DISPUTE_WINDOW_DAYS). */
  disputeWindowDays: number;
  /** A lot with fewer days left before its expiry is not shipped and not sellable (issue 29, MIN_SHELF_LIFE_DAYS). */
  minShelfLifeDays: number;
  /** Lots expiring within this many days are listed on the expiry watch (issue 29, EXPIRY_WATCH_DAYS). */
  expiryWatchDays: number;
  /** Trade accounts (issue 30): a pharmacy's terms and limit when the admin set none, and the credit hold's threshold. */
  credit: { defaultTermsDays: 0 | 30 | 60; defaultLimit: number; holdDays: number };
  /** Franchisees may record the cash they collected, which the admin then confirms (issue 30 §5, D96; FRANCHISE_CASH_COLLECTION, off). */
  franchiseCashCollection: boolean;
  smtpUrl: string | null;
  /** NODE_ENV=production with ALLOW_OUTBOX_MAIL=1: start without SMTP_URL, mails written to DATA_DIR/outbox only. */
  allowOutboxMail: boolean;
  mailFrom: string;
  satimUrl: string;
  satimUsername: string;
  satimPassword: string;
  satimTerminalId: string;
  satimConfirmOrder: boolean;
  recaptchaSiteKey: string | null;
  recaptchaSecret: string | null;
  logLevel: string;
  /** Read the client address from X-Forwarded-For: only behind a reverse proxy that sets it. */
  trustProxy: boolean;
  /** Bearer token that GET /metrics requires; without it only loopback callers get the metrics. */
  metricsToken: string | null;
  /** When set, every background job runs this often (ms) instead of at its own pace. */
  jobIntervalMs: number | null;
  /** Seconds a client has to send a whole request, body included; seconds a connection may stay silent. */
  requestTimeout: number;
  idleTimeout: number;
  /** Seconds for each SMTP step (connection, greeting, silence on the socket); always shorter than the mail lease. */
  smtpTimeout: number;
  /** NODE_ENV=production with ALLOW_SANDBOX_PAYMENTS=1: start even with the sandbox gateway or without reCAPTCHA. */
  allowSandboxPayments: boolean;
  /** The landing page's social links (issue 27 §11): only those set are shown. */
  socialLinks: { name: SocialNetwork; url: string }[];
  /** Company identity printed on invoices (D17). */
  company: {
    name: string;
    address: string;
    rc: string;
    nif: string;
    nis: string;
    ai: string;
    rib: string;
    phone: string;
    email: string;
  };
  /** Lunar public holidays given by configuration (LUNAR_HOLIDAYS=2026-03-20=Aïd el-Fitr,…), added at start (D56). */
  lunarHolidays: { day: string; name: string }[];
  /** Stamp duty brackets for cash payments: `upTo` in DZD (null = no upper bound), `perHundred` DZD per 100 DZD. */
  stampDuty: {
    brackets: { upTo: number | null; perHundred: number }[];
    min: number;
    max: number | null;
    exemptUpTo: number;
  };
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(`${name} must be a whole number between ${min} and ${max} (got "${raw}")`);
  return n;
}

function url(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    const u = new URL(raw);
    if (!/^https?:$/.test(u.protocol)) throw new Error();
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL (got "${raw}")`);
  }
  return raw.replace(/\/+$/, '');
}

export const SOCIAL_NETWORKS = ['Facebook', 'Instagram', 'LinkedIn', 'YouTube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** SOCIAL_FACEBOOK, SOCIAL_INSTAGRAM, SOCIAL_LINKEDIN, SOCIAL_YOUTUBE: the page's address, https only; unset hides it. */
function socialLinks(env: Env): { name: SocialNetwork; url: string }[] {
  return SOCIAL_NETWORKS.flatMap((name) => {
    const key = `SOCIAL_${name.toUpperCase()}`;
    const raw = env[key]?.trim();
    if (!raw) return [];
    let parsed: URL | null = null;
    try {
      parsed = new URL(raw);
    } catch {
      parsed = null;
    }
    if (parsed?.protocol !== 'https:') throw new ConfigError(`${key} must be an https URL (got "${raw}")`);
    return [{ name, url: parsed.href }];
  });
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new ConfigError(`${name} must be 1 or 0 (got "${raw}")`);
}

function str(env: Env, name: string, fallback: string): string {
  return env[name] ?? fallback;
}

export function loadConfig(env: Env = process.env): Config {
  const apiPort = int(env, 'API_PORT', 9000, 0, 65535);
  const webPort = int(env, 'WEB_PORT', 8080, 0, 65535);
  const publicApiUrl = url(env, 'PUBLIC_API_URL', `http://localhost:${apiPort}`);
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new ConfigError(`DATABASE_URL must start with postgres:// (got "${databaseUrl}")`);
  const logLevel = str(env, 'LOG_LEVEL', 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel))
    throw new ConfigError(
      `LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "${logLevel}")`,
    );
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  const taxRate = Number(env.TAX_RATE ?? 19);
  if (!Number.isFinite(taxRate) || taxRate < 0 || taxRate > 100)
    throw new ConfigError(`TAX_RATE must be a percentage between 0 and 100 (got "${env.TAX_RATE}")`);
  const recaptchaSiteKey = env.RECAPTCHA_SITE_KEY || null;
  const recaptchaSecret = env.RECAPTCHA_SECRET || null;
  if (Boolean(recaptchaSiteKey) !== Boolean(recaptchaSecret))
    throw new ConfigError('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET must be set together');
  const metricsToken = env.METRICS_TOKEN || null;
  if (metricsToken && metricsToken.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  const jobInterval = int(env, 'JOB_INTERVAL', 0, 0, 24 * 3600);

  const satimUrl = url(env, 'SATIM_URL', `${publicApiUrl}/satim-sandbox/payment/rest`);
  const allowSandboxPayments = bool(env, 'ALLOW_SANDBOX_PAYMENTS', false);
  if (env.NODE_ENV === 'production' && !allowSandboxPayments)
    refuseUnsafeProduction(usesSandbox(satimUrl), !recaptchaSecret);
  const allowOutboxMail = bool(env, 'ALLOW_OUTBOX_MAIL', false);
  // without SMTP, set-password and reset links would never reach anyone but the server's disk
  if (env.NODE_ENV === 'production' && !smtpUrl && !allowOutboxMail)
    throw new ConfigError(
      'NODE_ENV=production but SMTP_URL is not set; ALLOW_OUTBOX_MAIL=1 starts anyway, mails written to DATA_DIR/outbox only',
    );

  return {
    apiPort,
    webPort,
    host: str(env, 'HOST', '0.0.0.0'),
    publicApiUrl,
    mediaUrl: (env.MEDIA_URL ? url(env, 'MEDIA_URL', '') : `${publicApiUrl}/media`) + '/',
    webUrl: url(env, 'WEB_URL', `http://localhost:${webPort}`),
    dataDir: path.resolve(str(env, 'DATA_DIR', './data')),
    databaseUrl,
    seedDemo: bool(env, 'SEED_DEMO', !databaseUrl),
    accessTokenTtl: int(env, 'ACCESS_TOKEN_TTL', 900, 5),
    refreshTokenTtl: int(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600, 60),
    sessionMaxAge: int(env, 'SESSION_MAX_AGE', 30 * 24 * 3600, 60, 365 * 24 * 3600),
    taxRate,
    paymentTimeoutMinutes: int(env, 'PAYMENT_TIMEOUT', 20, 1, 24 * 60),
    backorderDays: int(env, 'BACKORDER_DAYS', DEFAULT_BACKORDER_DAYS, 1, 365),
    lowStockThreshold: int(env, 'LOW_STOCK_THRESHOLD', 10, 0, 1_000_000),
    disputeWindowDays: int(env, 'DISPUTE_WINDOW_DAYS', 7, 1, 365),
    minShelfLifeDays: int(env, 'MIN_SHELF_LIFE_DAYS', DEFAULT_MIN_SHELF_LIFE_DAYS, 0, 3650),
    expiryWatchDays: int(env, 'EXPIRY_WATCH_DAYS', 90, 1, 3650),
    credit: {
      defaultTermsDays: termsDays(env),
      defaultLimit: int(env, 'DEFAULT_CREDIT_LIMIT', 2_000_000, 0, 1_000_000_000) * 100,
      holdDays: int(env, 'CREDIT_HOLD_DAYS', 30, 0, 3650),
    },
    franchiseCashCollection: bool(env, 'FRANCHISE_CASH_COLLECTION', false),
    smtpUrl,
    allowOutboxMail,
    mailFrom: str(env, 'MAIL_FROM', 'ParaPharm DZ <no-reply@parapharm.dz>'),
    satimUrl,
    satimUsername: str(env, 'SATIM_USERNAME', 'SANDBOX_MERCHANT'),
    satimPassword: str(env, 'SATIM_PASSWORD', 'sandbox'),
    satimTerminalId: str(env, 'SATIM_TERMINAL_ID', 'E010900000'),
    satimConfirmOrder: bool(env, 'SATIM_CONFIRM_ORDER', false),
    recaptchaSiteKey,
    recaptchaSecret,
    logLevel,
    trustProxy: bool(env, 'TRUST_PROXY', false),
    metricsToken,
    jobIntervalMs: jobInterval ? jobInterval * 1000 : null,
    requestTimeout: int(env, 'REQUEST_TIMEOUT', 60, 1, 3600),
    idleTimeout: int(env, 'IDLE_TIMEOUT', 60, 1, 3600),
    smtpTimeout: int(env, 'SMTP_TIMEOUT', 30, 1, 120),
    allowSandboxPayments,
    socialLinks: socialLinks(env),
    company: {
      name: str(env, 'COMPANY_NAME', 'SARL ParaPharm DZ'),
      address: str(env, 'COMPANY_ADDRESS', '12 rue Didouche Mourad, 16000 Alger'),
      rc: str(env, 'COMPANY_RC', '16/00-1234567 B 21'),
      nif: str(env, 'COMPANY_NIF', '002116001234567'),
      nis: str(env, 'COMPANY_NIS', '002116010012345'),
      ai: str(env, 'COMPANY_AI', '16012345678'),
      rib: str(env, 'COMPANY_RIB', '00799999001234567890'),
      phone: str(env, 'COMPANY_PHONE', '+213 21 00 00 00'),
      email: str(env, 'COMPANY_EMAIL', 'contact@parapharm.dz'),
    },
    stampDuty: parseStampDuty(env.STAMP_DUTY),
    lunarHolidays: parseLunarHolidays(env.LUNAR_HOLIDAYS),
  };
}

/** DEFAULT_PAYMENT_TERMS_DAYS: 0 (on delivery), 30 or 60 (issue 30). */
function termsDays(env: Env): 0 | 30 | 60 {
  const n = int(env, 'DEFAULT_PAYMENT_TERMS_DAYS', 30, 0, 60);
  if (n !== 0 && n !== 30 && n !== 60)
    throw new ConfigError(`DEFAULT_PAYMENT_TERMS_DAYS must be 0, 30 or 60 (got "${n}")`);
  return n;
}

/** LUNAR_HOLIDAYS: comma-separated `YYYY-MM-DD` or `YYYY-MM-DD=name` (issue 28, D56); a bad day stops the server. */
export function parseLunarHolidays(raw: string | undefined): { day: string; name: string }[] {
  if (!raw?.trim()) return [];
  return raw.split(',').map((item) => {
    const [day = '', ...rest] = item.trim().split('=');
    const d = new Date(`${day}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day)
      throw new ConfigError(
        `LUNAR_HOLIDAYS must list days as YYYY-MM-DD or YYYY-MM-DD=name, comma-separated (got "${item.trim()}")`,
      );
    return { day, name: rest.join('=').trim() || 'Fête religieuse' };
  });
}

/**
 * A production server must not take fake payments: it refuses to start while payments go to a SATIM sandbox
 * (whose public test cards pay) or while the reCAPTCHA keys are missing, unless ALLOW_SANDBOX_PAYMENTS=1.
 */
function refuseUnsafeProduction(sandbox: boolean, noCaptcha: boolean) {
  const problems = [
    ...(sandbox ? ['payments go to the SATIM sandbox (set SATIM_URL to the real gateway)'] : []),
    ...(noCaptcha ? ['reCAPTCHA is off (set RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET)'] : []),
  ];
  if (problems.length)
    throw new ConfigError(
      `NODE_ENV=production but ${problems.join(' and ')}; ALLOW_SANDBOX_PAYMENTS=1 starts anyway, with test payments and without reCAPTCHA`,
    );
}

/**
 * Stamp duty on cash payments (Code du timbre art. 258 as amended by the 2025 finance law):
 * none up to 300 DA; 1 DA per 100 DA up to 30 000 DA; 1.5 DA up to 100 000 DA; 2 DA beyond; minimum 5 DA, maximum 10 000 DA.
 * Override with STAMP_DUTY as JSON of the same shape.
 */
function parseStampDuty(raw: string | undefined): Config['stampDuty'] {
  const fallback: Config['stampDuty'] = {
    exemptUpTo: 300,
    brackets: [
      { upTo: 30000, perHundred: 1 },
      { upTo: 100000, perHundred: 1.5 },
      { upTo: null, perHundred: 2 },
    ],
    min: 5,
    max: 10000,
  };
  if (!raw) return fallback;
  try {
    const parsed = JSON.parse(raw) as Config['stampDuty'];
    if (!Array.isArray(parsed.brackets) || typeof parsed.min !== 'number') throw new Error();
    return parsed;
  } catch {
    throw new ConfigError(
      'STAMP_DUTY must be JSON like {"exemptUpTo":300,"brackets":[{"upTo":30000,"perHundred":1}],"min":5,"max":10000}',
    );
  }
}
