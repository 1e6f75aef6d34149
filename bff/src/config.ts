// The BFF's settings, read from the environment once at start-up and never again.
import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BOOKING_LEAD_MINUTES } from '@ile/domain';
import { checkoutRoot } from '../../scripts/checkout-root.mjs';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface RateLimits {
  /** Window shared by the limits below. */
  windowMs: number;
  /** Failed sign-ins one network address may make per window, over all accounts: high, as carriers put thousands behind one address. */
  signInFailuresPerAddress: number;
  /** Failed sign-ins into one account per window, from anywhere; the next attempt answers 429 until the window passes (the e-mailed reset still works). */
  signInFailuresPerAccount: number;
  /** Password reset e-mails one client may ask for per window. */
  passwordResetRequests: number;
  /** Reset attempts (valid or not) one client may make per window. */
  passwordResets: number;
  /** Sign-ups one client may make per window. */
  signUps: number;
  /** Pro applications one client may send per window. */
  proApplications: number;
  /** Contact messages one client may send per window. */
  contactMessages: number;
  /** Referral invitations one signed-in customer may send per day (however many devices or networks). */
  referrals: number;
  /** Sign-in codes one phone number may be sent per hour (on top of one a minute). */
  signInCodesPerNumber: number;
  /** Sign-in codes one network address may ask for per hour: high, as carriers put many phones behind one address. */
  signInCodesPerAddress: number;
  /** Sign-in codes in all per rolling 24 hours; past it sign-in by text pauses (503) and e-mail sign-in still works. */
  signInTextsPerDay: number;
  /** Wrong sign-in codes one network address may send per window (over all numbers). */
  signInCodeFailuresPerAddress: number;
  // Proven identity.
  /** Confirmation links (sendEmailVerification) one signed-in account may have mailed per day. */
  emailLinksPerAccount: number;
  /** Failed uses of confirmation links (verifyEmail) one network address may make per window. */
  emailLinkFailuresPerAddress: number;
  // Texts (SMS), every purpose, codes included, per rolling 24 hours (bff/src/texts/text-limits.ts):
  // a text past one is held (never sent) and the write it belongs to goes on.
  /** Texts in all (TEXT_DAILY_CEILING); past it only codes to proven numbers still go. */
  textsPerDay: number;
  /** Texts to one number (TEXT_LIMIT_PER_NUMBER). */
  textsPerNumber: number;
  /** Texts on behalf of one account: about its bookings, or its sign-in (TEXT_LIMIT_PER_ACCOUNT). */
  textsPerAccount: number;
  /** Texts about one booking to one number (TEXT_LIMIT_PER_BOOKING). */
  textsPerBookingRecipient: number;
}

/** Termii, the SMS provider; without an API key texts are kept in text_outbox and never leave. */
export interface TermiiConfig {
  apiKey: string;
  baseUrl: string;
  /** The registered sender ID texts come from. */
  senderId: string;
  /** Termii's route: "dnd" reaches numbers on the do-not-disturb list (what codes need). */
  channel: string;
}

export interface TextsConfig {
  termii: TermiiConfig | null;
  /** How long one call to Termii may take before it counts as failed (and is retried). */
  timeoutMs: number;
  /** How often server.ts wakes the text worker for retries; 0 turns the timer off. */
  workerIntervalMs: number;
}

/** Time limits on a client's connection (Node's http server settings). */
export interface HttpLimits {
  /** Until the request's headers have all arrived. */
  headersTimeoutMs: number;
  /** Until the whole request (headers and body) has arrived. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open: below the proxy's own idle time-out. */
  keepAliveTimeoutMs: number;
}

export type PaymentProviderName = 'paystack' | 'test';
/** Who takes payments: a provider, or 'none' (paying online answers 503 payments_unavailable). */
export type PaymentsSetting = PaymentProviderName | 'none';

export interface PushConfig {
  /** The VAPID key pair and contact; null sends no pushes and tells browsers there is nothing to subscribe to. */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  /** Push-service hosts the server may send to ("*.example.com" matches sub-domains): subscriptions elsewhere are refused. */
  endpointHosts: string[];
  /** Hosts (of endpointHosts) allowed over plain http: only a fake push service in tests. */
  insecureEndpointHosts: string[];
  /** How long one push may take before it is given up. */
  timeoutMs: number;
}

export const DEFAULT_PUSH_ENDPOINT_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com', '*.notify.windows.com'];

// ---- personal data (NDPA 2023): how long each kind is kept, and the keys that encrypt it at rest ----

/** How long each kind of personal data is kept (docs/security.md, data inventory); the sweep enforces it. */
export interface RetentionConfig {
  /** How often server.ts runs the retention sweep; 0 turns the timer off. */
  sweepIntervalMs: number;
  /** Texts: deleted this many days after they were sent, failed or kept (never a queued one). */
  textsDays: number;
  /** outbox_emails rows: deleted this many days after they were written. */
  outboxEmailsDays: number;
  /** Contact messages and referral invitations: deleted this many days after an admin read them. */
  messagesDays: number;
  /** Rejected pro applications: personal fields erased this many days after the decision (the decision stays). */
  rejectedApplicationsDays: number;
  /** Approved pros' referees: erased this many days after the last decision. */
  refereesDays: number;
  /** Bookings' street, landmark, notes and who is home: erased this many days after completion or cancellation. */
  bookingAddressesDays: number;
}

export const DEFAULT_RETENTION: RetentionConfig = {
  sweepIntervalMs: 10 * 60 * 1000,
  textsDays: 90,
  outboxEmailsDays: 90,
  messagesDays: 365,
  rejectedApplicationsDays: 183,
  refereesDays: 365,
  bookingAddressesDays: 730,
};

/** An AES-256 key and its id (the first 8 hex digits of its SHA-256), which every sealed value names. */
export interface DataKey {
  id: string;
  key: Buffer;
}

/** Seals with `current`; opens values sealed under `current` or any `previous` key (rotation). */
export interface DataKeys {
  current: DataKey;
  previous: DataKey[];
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** null means SQLite in `sqliteFile`. */
  databaseUrl: string | null;
  sqliteFile: string;
  nodeEnv: string;
  isProduction: boolean;
  publicUrl: string;
  sessionSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  startupLoaderMs: number;
  seedDemo: boolean;
  /** The demo `npm start` runs (DEMO, default outside production): only a demo defaults to the test checkout. */
  demo: boolean;
  demoAdminPassword: string;
  demoCustomerPassword: string;
  demoProPassword: string;
  /** Express's `trust proxy` setting; false when the BFF faces browsers directly. */
  trustProxy: boolean | number | string;
  webDist: string;
  /**
   * Whether express-openapi-validator checks requests. Always true from loadConfig (no variable
   * reads it): only the bench's own server entry turns it off, to measure what validation costs.
   * Operations are matched either way (roles need them).
   */
  validateRequests: boolean;
  validateResponses: boolean;
  logLevel: LogLevel;
  rateLimits: RateLimits;
  /** Who takes payments: Paystack, the built-in test checkout where no money moves, or nobody yet. */
  paymentProvider: PaymentsSetting;
  paystackSecretKey: string | null;
  paystackBaseUrl: string;
  /** How long one call to the payment gateway may take before it counts as unavailable. */
  paymentGatewayTimeoutMs: number;
  /** How often server.ts runs the payment reconciler; 0 turns it off. */
  paymentReconcileIntervalMs: number;
  push: PushConfig;
  texts: TextsConfig;
  /** How long before a visit window starts it can still be booked or moved to (BOOKING_LEAD_MINUTES). */
  bookingLeadMinutes: number;
  http: HttpLimits;
  /** Personal data: retention periods, the key of ID numbers at rest, and the backups' key (null: plain backups). */
  retention: RetentionConfig;
  dataKeys: DataKeys;
  backupEncryptionKey: Buffer | null;
}

/** The checkout (bff/src under tsx, or bundled into bff/dist: see scripts/checkout-root.mjs). */
export const REPO_ROOT = checkoutRoot(import.meta.url);

export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowMs: 15 * 60 * 1000,
  signInFailuresPerAddress: 100,
  signInFailuresPerAccount: 5,
  passwordResetRequests: 5,
  passwordResets: 10,
  signUps: 20,
  proApplications: 10,
  contactMessages: 5,
  referrals: 5,
  signInCodesPerNumber: 5,
  signInCodesPerAddress: 60,
  signInTextsPerDay: 2000,
  signInCodeFailuresPerAddress: 100,
  // Proven identity.
  emailLinksPerAccount: 5,
  emailLinkFailuresPerAddress: 20,
  textsPerDay: 5000,
  textsPerNumber: 20,
  textsPerAccount: 60,
  // Paid, assigned, on the way and done can all fall in one day, plus one change.
  textsPerBookingRecipient: 5,
};

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name);
  if (raw === null) return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function trustProxy(raw: string | null): boolean | number | string {
  if (raw === null) return false;
  if (/^(true|yes|on)$/i.test(raw)) return true;
  if (/^(false|no|off)$/i.test(raw)) return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  // Express also accepts subnets and names such as "loopback, 10.0.0.0/8".
  return raw;
}

const LOOPBACK_HOSTS = /^(127(\.\d{1,3}){3}|::1|localhost)$/i;

/**
 * Where to listen. A proxy trusted by hop count (or `true`) makes Express believe X-Forwarded-For
 * from whoever connects, so the port must be reachable only through the proxy: loopback by default,
 * and any other HOST refused. A list of addresses is checked against the peer, so any HOST is fine.
 */
function listenHost(raw: string | null, trust: boolean | number | string): string {
  const trustsAnyPeer = trust === true || typeof trust === 'number';
  if (!trustsAnyPeer) return raw ?? '0.0.0.0';
  if (raw === null) return '127.0.0.1';
  if (!LOOPBACK_HOSTS.test(raw)) {
    throw new Error(
      `TRUST_PROXY=${String(trust)} trusts X-Forwarded-For from any peer, so HOST must be a loopback address (got "${raw}"): name the proxy's address or subnet in TRUST_PROXY instead (e.g. "10.0.0.10" or "loopback, 10.0.0.0/8")`,
    );
  }
  return raw;
}

function logLevel(raw: string | null, nodeEnv: string): LogLevel {
  const levels: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];
  const found = levels.find((level) => level === raw);
  if (found) return found;
  if (raw !== null) throw new Error(`LOG_LEVEL must be one of ${levels.join(', ')}, got "${raw}"`);
  return nodeEnv === 'test' ? 'silent' : 'info';
}

/**
 * Paystack when its key is set; else the test checkout only in the demo with its demo data, or when
 * PAYMENT_PROVIDER=test says so on purpose: a real deployment never lets customers "pay" for free.
 */
function paymentProvider(env: Env, isProduction: boolean, secretKey: string | null, demo: boolean): PaymentsSetting {
  const raw = text(env, 'PAYMENT_PROVIDER');
  const names: readonly PaymentsSetting[] = ['paystack', 'test', 'none'];
  const chosen = names.find((name) => name === raw);
  if (raw !== null && !chosen) throw new Error(`PAYMENT_PROVIDER must be paystack, test or none, got "${raw}"`);
  const provider: PaymentsSetting = chosen ?? (secretKey ? 'paystack' : demo ? 'test' : 'none');
  if (provider === 'paystack' && !secretKey) throw new Error('PAYMENT_PROVIDER=paystack needs PAYSTACK_SECRET_KEY');
  if (provider === 'test' && isProduction && secretKey) {
    throw new Error('PAYMENT_PROVIDER=test is refused in production while PAYSTACK_SECRET_KEY is set: remove one of them');
  }
  return provider;
}

function absoluteUrl(env: Env, name: string, fallback: string): string {
  const value = (text(env, name) ?? fallback).replace(/\/+$/, '');
  try {
    new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
  return value;
}

/**
 * A secret kept in the data directory, so that restarts keep everyone signed in without
 * anyone having to set SESSION_SECRET for local use.
 */
function storedSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function hostList(env: Env, name: string, fallback: string[]): string[] {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const hosts = raw.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean);
  for (const host of hosts) {
    if (!/^(\*\.)?[a-z0-9.-]+$/.test(host)) throw new Error(`${name} must list host names separated by commas, got "${host}"`);
  }
  return hosts;
}

/** RATE_LIMIT_*: the limits' window and allowances (small ones in tests that spread traffic over several instances). */
function rateLimits(env: Env): RateLimits {
  const allowance = (name: string, fallback: number) => integer(env, name, fallback, 1, 1_000_000);
  const d = DEFAULT_RATE_LIMITS;
  return {
    // At most a day, which also keeps the expiry sweep's interval within what setInterval takes.
    windowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', d.windowMs, 1000, 24 * 60 * 60 * 1000),
    signInFailuresPerAddress: allowance('RATE_LIMIT_SIGN_IN_FAILURES', d.signInFailuresPerAddress),
    signInFailuresPerAccount: allowance('RATE_LIMIT_SIGN_IN_ACCOUNT_FAILURES', d.signInFailuresPerAccount),
    passwordResetRequests: allowance('RATE_LIMIT_PASSWORD_RESET_REQUESTS', d.passwordResetRequests),
    passwordResets: allowance('RATE_LIMIT_PASSWORD_RESETS', d.passwordResets),
    signUps: allowance('RATE_LIMIT_SIGN_UPS', d.signUps),
    proApplications: allowance('RATE_LIMIT_PRO_APPLICATIONS', d.proApplications),
    contactMessages: allowance('RATE_LIMIT_CONTACT_MESSAGES', d.contactMessages),
    referrals: allowance('RATE_LIMIT_REFERRALS', d.referrals),
    signInCodesPerNumber: allowance('RATE_LIMIT_SIGN_IN_CODES_PER_NUMBER', d.signInCodesPerNumber),
    signInCodesPerAddress: allowance('RATE_LIMIT_SIGN_IN_CODES_PER_ADDRESS', d.signInCodesPerAddress),
    signInTextsPerDay: allowance('TEXT_CODES_DAILY_CEILING', d.signInTextsPerDay),
    signInCodeFailuresPerAddress: allowance('RATE_LIMIT_SIGN_IN_CODE_FAILURES', d.signInCodeFailuresPerAddress),
    // Proven identity.
    emailLinksPerAccount: allowance('RATE_LIMIT_EMAIL_LINKS', d.emailLinksPerAccount),
    emailLinkFailuresPerAddress: allowance('RATE_LIMIT_EMAIL_LINK_FAILURES', d.emailLinkFailuresPerAddress),
    textsPerDay: allowance('TEXT_DAILY_CEILING', d.textsPerDay),
    textsPerNumber: allowance('TEXT_LIMIT_PER_NUMBER', d.textsPerNumber),
    textsPerAccount: allowance('TEXT_LIMIT_PER_ACCOUNT', d.textsPerAccount),
    textsPerBookingRecipient: allowance('TEXT_LIMIT_PER_BOOKING', d.textsPerBookingRecipient),
  };
}

/** TERMII_*: texts go through Termii when TERMII_API_KEY is set, else they stay in the outbox. */
function textsConfig(env: Env): TextsConfig {
  const apiKey = text(env, 'TERMII_API_KEY');
  const senderId = text(env, 'TERMII_SENDER_ID') ?? 'Ile';
  // Termii takes alphanumeric sender IDs of 3 to 11 characters.
  if (!/^[A-Za-z0-9 ]{3,11}$/.test(senderId)) throw new Error(`TERMII_SENDER_ID must be 3 to 11 letters or digits, got "${senderId}"`);
  const channel = text(env, 'TERMII_CHANNEL') ?? 'dnd';
  if (!['dnd', 'generic', 'whatsapp'].includes(channel)) throw new Error(`TERMII_CHANNEL must be dnd, generic or whatsapp, got "${channel}"`);
  return {
    termii: apiKey ? { apiKey, baseUrl: absoluteUrl(env, 'TERMII_BASE_URL', 'https://api.ng.termii.com'), senderId, channel } : null,
    timeoutMs: integer(env, 'TEXT_TIMEOUT_MS', 10_000, 1, 120_000),
    workerIntervalMs: integer(env, 'TEXT_WORKER_INTERVAL_MS', 15_000, 0, 24 * 60 * 60 * 1000),
  };
}

function pushConfig(env: Env, isProduction: boolean): PushConfig {
  const publicKey = text(env, 'VAPID_PUBLIC_KEY');
  const privateKey = text(env, 'VAPID_PRIVATE_KEY');
  if ((publicKey === null) !== (privateKey === null)) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  const subject = text(env, 'VAPID_SUBJECT') ?? 'mailto:support@ile.ng';
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, got "${subject}"`);
  const insecureEndpointHosts = hostList(env, 'PUSH_INSECURE_ENDPOINT_HOSTS', []);
  if (isProduction && insecureEndpointHosts.length) throw new Error('PUSH_INSECURE_ENDPOINT_HOSTS is for tests only and refused in production');
  return {
    vapid: publicKey && privateKey ? { publicKey, privateKey, subject } : null,
    endpointHosts: hostList(env, 'PUSH_ENDPOINT_HOSTS', DEFAULT_PUSH_ENDPOINT_HOSTS),
    insecureEndpointHosts,
    timeoutMs: integer(env, 'PUSH_TIMEOUT_MS', 5000, 1, 60_000),
  };
}

function httpLimits(env: Env): HttpLimits {
  const headersTimeoutMs = integer(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000, 100, 120_000);
  const requestTimeoutMs = integer(env, 'HTTP_REQUEST_TIMEOUT_MS', 30_000, 100, 600_000);
  if (requestTimeoutMs < headersTimeoutMs) throw new Error('HTTP_REQUEST_TIMEOUT_MS must be at least HTTP_HEADERS_TIMEOUT_MS');
  return { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs: integer(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 5000, 100, 120_000) };
}


/** RETENTION_*: days each kind of personal data is kept (1 day to 10 years), and the sweep's interval. */
function retentionConfig(env: Env): RetentionConfig {
  const days = (name: string, fallback: number) => integer(env, name, fallback, 1, 3650);
  const d = DEFAULT_RETENTION;
  return {
    sweepIntervalMs: integer(env, 'RETENTION_SWEEP_INTERVAL_MS', d.sweepIntervalMs, 0, 24 * 60 * 60 * 1000),
    textsDays: days('RETENTION_TEXTS_DAYS', d.textsDays),
    outboxEmailsDays: days('RETENTION_OUTBOX_EMAILS_DAYS', d.outboxEmailsDays),
    messagesDays: days('RETENTION_MESSAGES_DAYS', d.messagesDays),
    rejectedApplicationsDays: days('RETENTION_REJECTED_APPLICATIONS_DAYS', d.rejectedApplicationsDays),
    refereesDays: days('RETENTION_REFEREES_DAYS', d.refereesDays),
    bookingAddressesDays: days('RETENTION_BOOKING_ADDRESSES_DAYS', d.bookingAddressesDays),
  };
}

/** 32 bytes of base64 (`openssl rand -base64 32`), checked strictly: a typo must not become a weaker key. */
function aesKey(name: string, raw: string): Buffer {
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32 || key.toString('base64').replace(/=+$/, '') !== raw.replace(/=+$/, '')) {
    throw new Error(`${name} must be 32 bytes in base64 (make one with: openssl rand -base64 32)`);
  }
  return key;
}

const dataKey = (key: Buffer): DataKey => ({ id: createHash('sha256').update(key).digest('hex').slice(0, 8), key });

/**
 * DATA_ENCRYPTION_KEY seals ID numbers at rest. A real deployment must set it (and keep it: the
 * numbers cannot be read without it); development, tests and the demo derive one from the session secret.
 */
function dataKeys(env: Env, sessionSecret: string, required: boolean): DataKeys {
  const raw = text(env, 'DATA_ENCRYPTION_KEY');
  if (raw === null && required) {
    throw new Error('DATA_ENCRYPTION_KEY is required in production (32 bytes in base64, e.g. openssl rand -base64 32): it encrypts ID numbers at rest');
  }
  const current = raw === null ? Buffer.from(hkdfSync('sha256', sessionSecret, 'ile', 'data-encryption-key', 32)) : aesKey('DATA_ENCRYPTION_KEY', raw);
  const previous = (text(env, 'DATA_ENCRYPTION_PREVIOUS_KEYS') ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => dataKey(aesKey('DATA_ENCRYPTION_PREVIOUS_KEYS', item)));
  return { current: dataKey(current), previous };
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = text(env, 'NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const dataDir = resolve(text(env, 'DATA_DIR') ?? join(REPO_ROOT, 'data'));
  mkdirSync(dataDir, { recursive: true });

  const sessionSecret = text(env, 'SESSION_SECRET') ?? storedSessionSecret(dataDir);
  if (sessionSecret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long');

  const publicUrl = (text(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute URL, got "${publicUrl}"`);
  }

  const paystackSecretKey = text(env, 'PAYSTACK_SECRET_KEY');
  const seedDemo = flag(env, 'SEED_DEMO', true);
  const demo = flag(env, 'DEMO', !isProduction);
  const trust = trustProxy(text(env, 'TRUST_PROXY'));

  return {
    port,
    host: listenHost(text(env, 'HOST'), trust),
    dataDir,
    databaseUrl: text(env, 'DATABASE_URL'),
    sqliteFile: join(dataDir, 'ile.sqlite'),
    nodeEnv,
    isProduction,
    publicUrl,
    sessionSecret,
    smtpUrl: text(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM') ?? 'Ilé <no-reply@ile.ng>',
    startupLoaderMs: integer(env, 'STARTUP_LOADER_MS', 3000, 0, 60_000),
    seedDemo,
    demo,
    demoAdminPassword: text(env, 'DEMO_ADMIN_PASSWORD') ?? 'IleAdmin-2026',
    demoCustomerPassword: text(env, 'DEMO_CUSTOMER_PASSWORD') ?? 'IleDemo-2026',
    demoProPassword: text(env, 'DEMO_PRO_PASSWORD') ?? 'IlePro-2026',
    trustProxy: trust,
    webDist: resolve(text(env, 'WEB_DIST') ?? join(REPO_ROOT, 'web', 'dist')),
    validateRequests: true,
    validateResponses: flag(env, 'VALIDATE_RESPONSES', !isProduction),
    logLevel: logLevel(text(env, 'LOG_LEVEL'), nodeEnv),
    rateLimits: rateLimits(env),
    paymentProvider: paymentProvider(env, isProduction, paystackSecretKey, demo && seedDemo),
    paystackSecretKey,
    paystackBaseUrl: absoluteUrl(env, 'PAYSTACK_BASE_URL', 'https://api.paystack.co'),
    paymentGatewayTimeoutMs: integer(env, 'PAYMENT_GATEWAY_TIMEOUT_MS', 8000, 1, 120_000),
    paymentReconcileIntervalMs: integer(env, 'PAYMENT_RECONCILE_INTERVAL_MS', 60_000, 0, 24 * 60 * 60 * 1000),
    push: pushConfig(env, isProduction),
    texts: textsConfig(env),
    bookingLeadMinutes: integer(env, 'BOOKING_LEAD_MINUTES', BOOKING_LEAD_MINUTES, 0, 7 * 24 * 60),
    http: httpLimits(env),
    retention: retentionConfig(env),
    dataKeys: dataKeys(env, sessionSecret, isProduction && !demo),
    backupEncryptionKey: ((raw) => (raw === null ? null : aesKey('BACKUP_ENCRYPTION_KEY', raw)))(text(env, 'BACKUP_ENCRYPTION_KEY')),
  };
}
