// The BFF's settings, read from the environment once at start-up and never again.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface RateLimits {
  /** Window shared by the limits below. */
  windowMs: number;
  /** Failed sign-ins one client may make per window; the next one answers 429. */
  signInFailures: number;
  /** Password reset e-mails one client may ask for per window. */
  passwordResetRequests: number;
  /** Reset attempts (valid or not) one client may make per window. */
  passwordResets: number;
  /** Sign-ups one client may make per window. */
  signUps: number;
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
  demoAdminPassword: string;
  demoCustomerPassword: string;
  /** Express's `trust proxy` setting; false when the BFF faces browsers directly. */
  trustProxy: boolean | number | string;
  webDist: string;
  validateResponses: boolean;
  logLevel: LogLevel;
  rateLimits: RateLimits;
}

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowMs: 15 * 60 * 1000,
  signInFailures: 10,
  passwordResetRequests: 5,
  passwordResets: 10,
  signUps: 20,
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

function logLevel(raw: string | null, nodeEnv: string): LogLevel {
  const levels: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];
  const found = levels.find((level) => level === raw);
  if (found) return found;
  if (raw !== null) throw new Error(`LOG_LEVEL must be one of ${levels.join(', ')}, got "${raw}"`);
  return nodeEnv === 'test' ? 'silent' : 'info';
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

  return {
    port,
    host: text(env, 'HOST') ?? '0.0.0.0',
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
    seedDemo: flag(env, 'SEED_DEMO', true),
    demoAdminPassword: text(env, 'DEMO_ADMIN_PASSWORD') ?? 'IleAdmin-2026',
    demoCustomerPassword: text(env, 'DEMO_CUSTOMER_PASSWORD') ?? 'IleDemo-2026',
    trustProxy: trustProxy(text(env, 'TRUST_PROXY')),
    webDist: resolve(text(env, 'WEB_DIST') ?? join(REPO_ROOT, 'web', 'dist')),
    validateResponses: flag(env, 'VALIDATE_RESPONSES', !isProduction),
    logLevel: logLevel(text(env, 'LOG_LEVEL'), nodeEnv),
    rateLimits: { ...DEFAULT_RATE_LIMITS },
  };
}
