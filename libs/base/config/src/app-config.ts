import { resolve } from 'node:path';
import { ARRIVAL_MINUTES_EARLY, PLACEHOLDER_SETTINGS, SETTINGS_RULES, type ServedPlaces } from '@app/contracts';
import type { PricingSettings } from '@app/pricing';
import { BackupConfig, readBackupConfig } from './backup-config';
import { ConfigError } from './config-error';
import { MediaStorageConfig, readMediaStorage } from './media-storage-config';
import { PayPalConfig, readPayPalConfig } from './paypal-config';
import { readServedPlaces } from './service-area-config';
import {
  Env,
  readEnum,
  readInt,
  readOptional,
  readOptionalUrl,
  readOrigins,
  readProxies,
  readSecret,
  readString,
  readTimeZone,
  readUrl,
} from './env-readers';

const NODE_ENVS = ['development', 'test', 'production'] as const;
type NodeEnv = (typeof NODE_ENVS)[number];

const R = SETTINGS_RULES;

/** Local-only defaults; production refuses to start with them (docs/product/accounts.md#admin-account). */
const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me';
export const DEV_ADMIN_USERNAME = 'admin';
export const DEV_ADMIN_PASSWORD = 'admin-password-change-me';
const DEV_BOOKING_LINK_SECRET = 'dev-only-booking-link-secret-change-me';

/**
 * The longest HEALTH_WORKER_SILENCE_SECONDS may be: a worker's last-seen entry is kept this long, so a worker silent
 * for longer is simply absent (and counts as silent under any allowed setting).
 */
export const MAX_WORKER_SILENCE_SECONDS = 3600;

/** A scrape token shorter than this guards nothing. */
const MIN_METRICS_TOKEN_LENGTH = 16;

/**
 * The environment's business facts: the first-run values of the admin's settings (libs/business/settings), which every reader
 * asks instead.
 */
interface BusinessFacts {
  phone: string;
  email: string;
  /** The service-area line shown on the site and in documents. */
  serviceArea: string;
  /** Where bookings are taken: the one place the site, the API and the admin's settings read. */
  servedPlaces: ServedPlaces;
  timeZone: string;
  social: { facebook?: string; instagram?: string; twitter?: string };
}

/** How a booking uses a team's time (docs/adr/0016-capacity-by-exclusion-constraint.md). */
export interface AvailabilitySettings {
  /**
   * The team is there this long before the start: the arrival constant (docs/product/availability.md#arrival), not a
   * setting of its own.
   */
  setupMinutes: number;
  /** After the end, for packing up and travelling to the next party (BOOKING_BUFFER_MINUTES). */
  bufferMinutes: number;
  /** A start must be at least this far ahead (BOOKING_MIN_NOTICE_HOURS). */
  minimumNoticeHours: number;
  /** An unpaid booking holds its team this long (BOOKING_HOLD_MINUTES). */
  holdMinutes: number;
  /** A time chosen in the wizard is reserved for its browser this long, refreshed while the parent is active. */
  reservationSeconds: number;
}

/** The party roster. */
interface RosterSettings {
  /** The list closes for the host parent and families this long before the event (ROSTER_LOCK_HOURS). */
  lockHours: number;
  /**
   * A roster is deleted this many days after its event (ROSTER_RETENTION_DAYS): children's data is short-lived. The
   * first-run value: once an admin saves Settings, their `rosterRetentionDays` decides.
   */
  retentionDays: number;
}

export interface AppConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /** Origins besides PUBLIC_URL's whose state-changing requests are accepted (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** Peers whose X-Forwarded-* headers are believed (TRUSTED_PROXIES); everyone else is taken at their address. */
  trustedProxies: string[];
  logLevel: string;
  databaseUrl: string;
  /**
   * PostgreSQL connections each api or worker process keeps at most (DATABASE_POOL_SIZE); the waits and timeouts on
   * them are libs/base/database's (pool-settings.ts).
   */
  databasePool: { size: number };
  redisUrl: string;
  /** Multiplies every abuse limit (libs/base/rate-limit): 1 in production; the test suites raise it. */
  rateLimitFactor: number;
  webDistDir: string;
  /** Uploaded photos and their variants: an S3 bucket (S3_*), else a folder (MEDIA_DIR). */
  media: MediaStorageConfig;
  /** Continuous archiving and base backups: where they go (BACKUP_DIR or BACKUP_S3_*), when, how many are kept. */
  backup: BackupConfig;
  session: { secret: string; idleMinutes: number; absoluteHours: number };
  admin: { username: string; password: string };
  mail: { smtpUrl?: string; from: string; contactInbox: string };
  business: BusinessFacts;
  /** Prices that are settings, not table (docs/product/money.md#large-group). */
  pricing: PricingSettings;
  availability: AvailabilitySettings;
  /**
   * A booking's own page: the secret signing the link every e-mail carries (BOOKING_LINK_SECRET), and the processing
   * fee kept when a parent cancels in time (CANCELLATION_FEE_PERCENT).
   */
  bookingLinks: { secret: string };
  roster: RosterSettings;
  cancellation: { feePercent: number };
  /**
   * "We received your booking" waits this long (RECEIVED_EMAIL_WAIT_SECONDS) for a payment: a booking confirmed or
   * cancelled meanwhile gets only that e-mail (the confirmation carries the receipt). 0: sent at once, always.
   */
  bookingEmails: { receivedWaitSeconds: number };
  /**
   * A refund PayPal could not be reached for is sent again by the worker this long after it was asked, then with
   * exponential backoff from the same base (REFUND_RETRY_SECONDS; RefundRetries in libs/business/payments). Tests shorten it.
   */
  refunds: { retrySeconds: number };
  /** PayPal REST API and credentials (the local sandbox when none are configured outside production). */
  paypal: PayPalConfig;
  /**
   * GET /metrics: the bearer token it asks for (unset: no /metrics at all, 404) and the worker's port, bound to
   * 127.0.0.1 (0: the worker serves none).
   */
  metrics: { token?: string; workerPort: number };
  /** When /api/health says "degraded": outbox events waiting longer, or no worker seen for longer, than these. */
  health: { outboxLagSeconds: number; workerSilenceSeconds: number };
  /**
   * How long a worker's lock on a running job lasts (renewed at half of it while the job runs): a job whose worker
   * died goes back to the queue after about twice this. BullMQ's default is 30 s; fault tests use a few seconds.
   */
  queue: { jobLockSeconds: number };
}

/** Reads and validates every setting once. Throws ConfigError (naming the variable) on the first bad value. */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = readEnum(env, 'NODE_ENV', NODE_ENVS, 'development');
  const isProduction = nodeEnv === 'production';
  const port = readInt(env, 'PORT', 3000, 1, 65535);
  const email = readString(env, 'BUSINESS_EMAIL', 'hello@championsparty.com');
  const config: Omit<AppConfig, 'paypal'> = {
    nodeEnv,
    isProduction,
    port,
    host: readString(env, 'HOST', '0.0.0.0'),
    publicUrl: readUrl(env, 'PUBLIC_URL', ['http', 'https'], `http://localhost:${port}`),
    allowedOrigins: readOrigins(env, 'ALLOWED_ORIGINS'),
    trustedProxies: readProxies(env, 'TRUSTED_PROXIES', ['loopback']),
    logLevel: readEnum(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    databaseUrl: readUrl(env, 'DATABASE_URL', ['postgres', 'postgresql']),
    databasePool: { size: readInt(env, 'DATABASE_POOL_SIZE', 10, 1, 200) },
    redisUrl: readUrl(env, 'REDIS_URL', ['redis', 'rediss']),
    rateLimitFactor: readInt(env, 'RATE_LIMIT_FACTOR', 1, 1, 10_000),
    webDistDir: resolve(readString(env, 'WEB_DIST_DIR', 'dist/web')),
    media: readMediaStorage(env),
    backup: readBackupConfig(env),
    session: {
      secret: readString(env, 'SESSION_SECRET', DEV_SESSION_SECRET),
      idleMinutes: readInt(env, 'SESSION_IDLE_MINUTES', 60 * 24, 5, 60 * 24 * 30),
      absoluteHours: readInt(env, 'SESSION_ABSOLUTE_HOURS', 24 * 14, 1, 24 * 90),
    },
    admin: {
      username: readString(env, 'ADMIN_USERNAME', DEV_ADMIN_USERNAME),
      password: readString(env, 'ADMIN_PASSWORD', DEV_ADMIN_PASSWORD),
    },
    mail: {
      smtpUrl: readOptionalUrl(env, 'SMTP_URL', ['smtp', 'smtps']),
      from: readString(env, 'MAIL_FROM', `Champions Party <${email}>`),
      contactInbox: readString(env, 'CONTACT_INBOX', email),
    },
    business: {
      phone: readString(env, 'BUSINESS_PHONE', PLACEHOLDER_SETTINGS.phone),
      email,
      serviceArea: readString(env, 'BUSINESS_SERVICE_AREA', PLACEHOLDER_SETTINGS.serviceArea),
      servedPlaces: readServedPlaces(env),
      timeZone: readTimeZone(env, 'BUSINESS_TIME_ZONE', 'America/Chicago'),
      social: {
        facebook: readOptionalUrl(env, 'SOCIAL_FACEBOOK_URL', ['https']),
        instagram: readOptionalUrl(env, 'SOCIAL_INSTAGRAM_URL', ['https']),
        twitter: readOptionalUrl(env, 'SOCIAL_TWITTER_URL', ['https']),
      },
    },
    pricing: { largeGroupDiscountPercent: readInt(env, 'LARGE_GROUP_DISCOUNT_PERCENT', 0, 0, 100) },
    availability: {
      setupMinutes: ARRIVAL_MINUTES_EARLY,
      bufferMinutes: readInt(env, 'BOOKING_BUFFER_MINUTES', 60, 0, 24 * 60),
      minimumNoticeHours: readInt(
        env,
        'BOOKING_MIN_NOTICE_HOURS',
        24,
        R.minimumNoticeHours.min,
        R.minimumNoticeHours.max,
      ),
      holdMinutes: readInt(env, 'BOOKING_HOLD_MINUTES', 60, R.holdMinutes.min, R.holdMinutes.max),
      // Seconds rather than minutes so that a browser test can watch a reservation lapse.
      reservationSeconds: readInt(env, 'BOOKING_RESERVATION_SECONDS', 600, 1, 3600),
    },
    bookingLinks: { secret: readString(env, 'BOOKING_LINK_SECRET', DEV_BOOKING_LINK_SECRET) },
    roster: {
      lockHours: readInt(env, 'ROSTER_LOCK_HOURS', 72, 0, 30 * 24),
      retentionDays: readInt(env, 'ROSTER_RETENTION_DAYS', 30, R.rosterRetentionDays.min, R.rosterRetentionDays.max),
    },
    cancellation: { feePercent: readInt(env, 'CANCELLATION_FEE_PERCENT', 3, R.feePercent.min, R.feePercent.max) },
    bookingEmails: { receivedWaitSeconds: readInt(env, 'RECEIVED_EMAIL_WAIT_SECONDS', 300, 0, 3600) },
    refunds: { retrySeconds: readInt(env, 'REFUND_RETRY_SECONDS', 60, 1, 3600) },
    metrics: {
      token: readSecret(env, 'METRICS_TOKEN', MIN_METRICS_TOKEN_LENGTH),
      workerPort: readInt(env, 'WORKER_METRICS_PORT', 9464, 0, 65535),
    },
    health: {
      outboxLagSeconds: readInt(env, 'HEALTH_OUTBOX_LAG_SECONDS', 60, 1, 86_400),
      workerSilenceSeconds: readInt(env, 'HEALTH_WORKER_SILENCE_SECONDS', 60, 3, MAX_WORKER_SILENCE_SECONDS),
    },
    queue: { jobLockSeconds: readInt(env, 'JOB_LOCK_SECONDS', 30, 2, 600) },
  };
  if (isProduction) refuseDevDefaults(config, env);
  return { ...config, paypal: readPayPalConfig(env, isProduction) };
}

function refuseDevDefaults(config: Omit<AppConfig, 'paypal'>, env: Env): void {
  if (config.session.secret === DEV_SESSION_SECRET || config.session.secret.length < 32) {
    throw new ConfigError('SESSION_SECRET', 'must be set to a random value of at least 32 characters in production');
  }
  // Whoever knows the link secret opens every booking: the shipped default opens them for anyone.
  if (config.bookingLinks.secret === DEV_BOOKING_LINK_SECRET || config.bookingLinks.secret.length < 32) {
    throw new ConfigError(
      'BOOKING_LINK_SECRET',
      'must be set to a random value of at least 32 characters in production',
    );
  }
  if (!readOptional(env, 'ADMIN_USERNAME')) throw new ConfigError('ADMIN_USERNAME', 'must be set in production');
  if (config.admin.password === DEV_ADMIN_PASSWORD || config.admin.password.length < 12) {
    throw new ConfigError('ADMIN_PASSWORD', 'must be set to a password of at least 12 characters in production');
  }
}
