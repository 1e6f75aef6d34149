// Proves the environment is read once into typed settings with the documented defaults.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, DEFAULT_RETENTION, loadConfig, REPO_ROOT } from './config.ts';

const dirs: string[] = [];
// Two 32-byte keys, base64, as an operator makes them with `openssl rand -base64 32`.
const KEY_A = Buffer.alloc(32, 1).toString('base64');
const KEY_B = Buffer.alloc(32, 2).toString('base64');
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ile-config-'));
  dirs.push(dir);
  return join(dir, 'data');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('when nothing is set, then SQLite in DATA_DIR, port 3000, a stored session secret and validated responses', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: null,
      sqliteFile: join(dataDir, 'ile.sqlite'),
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      startupLoaderMs: 3000,
      seedDemo: true,
      trustProxy: false,
      webDist: join(REPO_ROOT, 'web', 'dist'),
      validateResponses: true,
    });
    expect(existsSync(dataDir)).toBe(true);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(config.sessionSecret);
    // A restart keeps the same secret, so sessions survive it.
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('when values are set, then they are parsed; production turns response validation off', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db/ile',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://ile.ng/',
      SESSION_SECRET: 'x'.repeat(40),
      STARTUP_LOADER_MS: '0',
      SEED_DEMO: 'false',
      TRUST_PROXY: '1',
      DATA_ENCRYPTION_KEY: KEY_A,
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db/ile',
      isProduction: true,
      publicUrl: 'https://ile.ng',
      startupLoaderMs: 0,
      seedDemo: false,
      trustProxy: 1,
      // A trusted hop count listens on loopback only: nobody can reach the port past the proxy.
      host: '127.0.0.1',
      validateResponses: false,
    });
  });

  it('when a value is malformed, then start-up fails with a message naming it', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it('when RATE_LIMIT_* are set, then the window and every allowance are read; unset ones keep their defaults; nonsense fails start-up', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    const config = loadConfig({
      DATA_DIR: tempDir(),
      RATE_LIMIT_WINDOW_MS: '60000',
      RATE_LIMIT_SIGN_IN_FAILURES: '3',
      RATE_LIMIT_SIGN_IN_ACCOUNT_FAILURES: '2',
      RATE_LIMIT_SIGN_UPS: '4',
      RATE_LIMIT_PASSWORD_RESET_REQUESTS: '5',
      RATE_LIMIT_PASSWORD_RESETS: '6',
      RATE_LIMIT_PRO_APPLICATIONS: '7',
      RATE_LIMIT_CONTACT_MESSAGES: '8',
      RATE_LIMIT_SIGN_IN_CODES_PER_NUMBER: '9',
      RATE_LIMIT_SIGN_IN_CODES_PER_ADDRESS: '10',
      TEXT_CODES_DAILY_CEILING: '11',
      RATE_LIMIT_SIGN_IN_CODE_FAILURES: '12',
      TEXT_DAILY_CEILING: '13',
      TEXT_LIMIT_PER_NUMBER: '14',
      TEXT_LIMIT_PER_ACCOUNT: '15',
      TEXT_LIMIT_PER_BOOKING: '16',
      RATE_LIMIT_EMAIL_LINKS: '17',
      RATE_LIMIT_EMAIL_LINK_FAILURES: '18',
    });
    expect(config.rateLimits).toEqual({
      windowMs: 60_000,
      signInFailuresPerAddress: 3,
      signInFailuresPerAccount: 2,
      signUps: 4,
      passwordResetRequests: 5,
      passwordResets: 6,
      proApplications: 7,
      contactMessages: 8,
      referrals: DEFAULT_RATE_LIMITS.referrals,
      signInCodesPerNumber: 9,
      signInCodesPerAddress: 10,
      signInTextsPerDay: 11,
      signInCodeFailuresPerAddress: 12,
      textsPerDay: 13,
      textsPerNumber: 14,
      textsPerAccount: 15,
      textsPerBookingRecipient: 16,
      emailLinksPerAccount: 17,
      emailLinkFailuresPerAddress: 18,
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), TEXT_CODES_DAILY_CEILING: 'lots' })).toThrow(/TEXT_CODES_DAILY_CEILING/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), RATE_LIMIT_SIGN_IN_FAILURES: '0' })).toThrow(/RATE_LIMIT_SIGN_IN_FAILURES/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), RATE_LIMIT_WINDOW_MS: 'a while' })).toThrow(/RATE_LIMIT_WINDOW_MS/);
  });

  it('when TERMII_API_KEY is unset, then texts are kept (no provider); when set, Termii with its defaults or the given sender ID, channel and base URL; nonsense fails start-up', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).texts).toEqual({ termii: null, timeoutMs: 10_000, workerIntervalMs: 15_000 });
    expect(loadConfig({ DATA_DIR: tempDir(), TERMII_API_KEY: 'TLkey' }).texts.termii).toEqual({ apiKey: 'TLkey', baseUrl: 'https://api.ng.termii.com', senderId: 'Ile', channel: 'dnd' });
    const custom = loadConfig({ DATA_DIR: tempDir(), TERMII_API_KEY: 'TLkey', TERMII_BASE_URL: 'http://127.0.0.1:9/', TERMII_SENDER_ID: 'IleHome', TERMII_CHANNEL: 'generic', TEXT_TIMEOUT_MS: '2500', TEXT_WORKER_INTERVAL_MS: '0' });
    expect(custom.texts).toEqual({ termii: { apiKey: 'TLkey', baseUrl: 'http://127.0.0.1:9', senderId: 'IleHome', channel: 'generic' }, timeoutMs: 2500, workerIntervalMs: 0 });
    expect(() => loadConfig({ DATA_DIR: tempDir(), TERMII_SENDER_ID: 'Ilé-the-home-app' })).toThrow(/TERMII_SENDER_ID/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), TERMII_CHANNEL: 'pigeon' })).toThrow(/TERMII_CHANNEL/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), TERMII_API_KEY: 'TLkey', TERMII_BASE_URL: 'not a url' })).toThrow(/TERMII_BASE_URL/);
  });

  it('when no payment settings are set, then the test provider, Paystack\'s API, an 8 s gateway time-out and a reconciler every minute', () => {
    expect(loadConfig({ DATA_DIR: tempDir() })).toMatchObject({
      paymentProvider: 'test',
      paystackSecretKey: null,
      paystackBaseUrl: 'https://api.paystack.co',
      paymentGatewayTimeoutMs: 8000,
      paymentReconcileIntervalMs: 60_000,
    });
  });

  it('when a Paystack key is set, then Paystack is the default provider; the base URL, time-out and interval are read', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PAYSTACK_SECRET_KEY: 'sk_test_abc',
      PAYSTACK_BASE_URL: 'http://127.0.0.1:9999/',
      PAYMENT_GATEWAY_TIMEOUT_MS: '250',
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
    });
    expect(config).toMatchObject({
      paymentProvider: 'paystack',
      paystackSecretKey: 'sk_test_abc',
      paystackBaseUrl: 'http://127.0.0.1:9999',
      paymentGatewayTimeoutMs: 250,
      paymentReconcileIntervalMs: 0,
    });
  });

  it('when BOOKING_LEAD_MINUTES is unset, then visits need 2 hours; when set, it is read; nonsense stops the start', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).bookingLeadMinutes).toBe(120);
    expect(loadConfig({ DATA_DIR: tempDir(), BOOKING_LEAD_MINUTES: '45' }).bookingLeadMinutes).toBe(45);
    expect(() => loadConfig({ DATA_DIR: tempDir(), BOOKING_LEAD_MINUTES: '-5' })).toThrow(/BOOKING_LEAD_MINUTES/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), BOOKING_LEAD_MINUTES: 'two hours' })).toThrow(/BOOKING_LEAD_MINUTES/);
  });

  it('when the test provider is asked for with a key outside production, then it is allowed (a developer with test keys)', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PAYMENT_PROVIDER: 'test', PAYSTACK_SECRET_KEY: 'sk_test_abc' }).paymentProvider).toBe('test');
  });

  it('when a real deployment has no Paystack key, then no provider takes payments unless the test checkout is asked for on purpose', () => {
    const production = { DATA_DIR: tempDir(), NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DATA_ENCRYPTION_KEY: KEY_A };
    expect(loadConfig(production)).toMatchObject({ demo: false, paymentProvider: 'none' });
    expect(loadConfig({ DATA_DIR: tempDir(), SEED_DEMO: 'false' }).paymentProvider).toBe('none');
    expect(loadConfig({ ...production, DEMO: 'true', SEED_DEMO: 'false' }).paymentProvider).toBe('none');
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'test' }).paymentProvider).toBe('test');
    expect(loadConfig({ DATA_DIR: tempDir(), PAYMENT_PROVIDER: 'none' }).paymentProvider).toBe('none');
  });

  it('when npm start runs the demo (DEMO=true) in production mode without a key, then the test checkout takes payments', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DEMO: 'true' })).toMatchObject({ demo: true, paymentProvider: 'test' });
  });

  it('when the test provider would run in production with Paystack keys, or Paystack without a key, then start-up fails', () => {
    const production = { DATA_DIR: tempDir(), NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DATA_ENCRYPTION_KEY: KEY_A };
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'test', PAYSTACK_SECRET_KEY: 'sk_live_abc' })).toThrow(/PAYMENT_PROVIDER=test/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), PAYMENT_PROVIDER: 'paystack' })).toThrow(/PAYSTACK_SECRET_KEY/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), PAYMENT_PROVIDER: 'flutterwave' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), PAYMENT_GATEWAY_TIMEOUT_MS: '0' })).toThrow(/PAYMENT_GATEWAY_TIMEOUT_MS/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), PAYSTACK_BASE_URL: 'api.paystack.co' })).toThrow(/PAYSTACK_BASE_URL/);
  });

  it('when no push settings are set, then no VAPID keys (nothing is pushed), the known push services, https only', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.push).toEqual({
      vapid: null,
      endpointHosts: ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com', '*.notify.windows.com'],
      insecureEndpointHosts: [],
      timeoutMs: 5000,
    });
  });

  it('when VAPID keys and push hosts are set, then they are read; the subject defaults to the support address', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), VAPID_PUBLIC_KEY: 'BPub', VAPID_PRIVATE_KEY: 'priv', PUSH_ENDPOINT_HOSTS: 'FCM.googleapis.com, *.push.example.com' });
    expect(config.push.vapid).toEqual({ publicKey: 'BPub', privateKey: 'priv', subject: 'mailto:support@ile.ng' });
    expect(config.push.endpointHosts).toEqual(['fcm.googleapis.com', '*.push.example.com']);
  });

  it('when push settings are half set or malformed, or http push hosts are asked for in production, then start-up fails', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), VAPID_PUBLIC_KEY: 'BPub' })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), VAPID_PUBLIC_KEY: 'BPub', VAPID_PRIVATE_KEY: 'priv', VAPID_SUBJECT: 'support@ile.ng' })).toThrow(/VAPID_SUBJECT/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), PUSH_ENDPOINT_HOSTS: 'https://fcm.googleapis.com/' })).toThrow(/PUSH_ENDPOINT_HOSTS/);
    const production = { DATA_DIR: tempDir(), NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DATA_ENCRYPTION_KEY: KEY_A };
    expect(() => loadConfig({ ...production, PUSH_INSECURE_ENDPOINT_HOSTS: '127.0.0.1' })).toThrow(/PUSH_INSECURE_ENDPOINT_HOSTS/);
  });
  // ---- personal data: retention, encryption at rest, encrypted backups ----

  it('when no retention settings are set, then the documented periods and a sweep every 10 minutes; when set, they are read; nonsense stops the start', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).retention).toEqual(DEFAULT_RETENTION);
    expect(DEFAULT_RETENTION).toEqual({
      sweepIntervalMs: 600_000,
      textsDays: 90,
      outboxEmailsDays: 90,
      messagesDays: 365,
      rejectedApplicationsDays: 183,
      refereesDays: 365,
      bookingAddressesDays: 730,
    });
    const set = loadConfig({
      DATA_DIR: tempDir(),
      RETENTION_SWEEP_INTERVAL_MS: '0',
      RETENTION_TEXTS_DAYS: '30',
      RETENTION_OUTBOX_EMAILS_DAYS: '31',
      RETENTION_MESSAGES_DAYS: '32',
      RETENTION_REJECTED_APPLICATIONS_DAYS: '33',
      RETENTION_REFEREES_DAYS: '34',
      RETENTION_BOOKING_ADDRESSES_DAYS: '35',
    });
    expect(set.retention).toEqual({ sweepIntervalMs: 0, textsDays: 30, outboxEmailsDays: 31, messagesDays: 32, rejectedApplicationsDays: 33, refereesDays: 34, bookingAddressesDays: 35 });
    expect(() => loadConfig({ DATA_DIR: tempDir(), RETENTION_TEXTS_DAYS: '0' })).toThrow(/RETENTION_TEXTS_DAYS/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), RETENTION_BOOKING_ADDRESSES_DAYS: 'forever' })).toThrow(/RETENTION_BOOKING_ADDRESSES_DAYS/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), RETENTION_SWEEP_INTERVAL_MS: '-1' })).toThrow(/RETENTION_SWEEP_INTERVAL_MS/);
  });

  it('when DATA_ENCRYPTION_KEY is unset outside production, then a 32-byte key is derived from SESSION_SECRET (the same every start); when set, it is read with its previous keys', () => {
    const secret = 's'.repeat(40);
    const derived = loadConfig({ DATA_DIR: tempDir(), SESSION_SECRET: secret }).dataKeys;
    expect(derived.current.key).toHaveLength(32);
    expect(derived.current.id).toMatch(/^[0-9a-f]{8}$/);
    expect(derived.previous).toEqual([]);
    expect(loadConfig({ DATA_DIR: tempDir(), SESSION_SECRET: secret }).dataKeys.current.key.equals(derived.current.key)).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), SESSION_SECRET: 't'.repeat(40) }).dataKeys.current.key.equals(derived.current.key)).toBe(false);
    // The demo npm start runs (production mode, DEMO=true) derives one too.
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', DEMO: 'true', SESSION_SECRET: secret }).dataKeys.current.key).toHaveLength(32);

    const given = loadConfig({ DATA_DIR: tempDir(), DATA_ENCRYPTION_KEY: KEY_A, DATA_ENCRYPTION_PREVIOUS_KEYS: ` ${KEY_B} ` }).dataKeys;
    expect(given.current.key.equals(Buffer.alloc(32, 1))).toBe(true);
    expect(given.previous.map((key) => key.key.equals(Buffer.alloc(32, 2)))).toEqual([true]);
    expect(given.previous[0]?.id).not.toBe(given.current.id);
  });

  it('when a real deployment (production, not the demo) has no DATA_ENCRYPTION_KEY, or a key is not 32 bytes of base64, then start-up fails naming it', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), DATA_ENCRYPTION_KEY: Buffer.alloc(16, 1).toString('base64') })).toThrow(/DATA_ENCRYPTION_KEY must be 32 bytes/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), DATA_ENCRYPTION_KEY: 'not base64 at all!' })).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), DATA_ENCRYPTION_KEY: KEY_A, DATA_ENCRYPTION_PREVIOUS_KEYS: 'short' })).toThrow(/DATA_ENCRYPTION_PREVIOUS_KEYS/);
  });

  it('when BACKUP_ENCRYPTION_KEY is unset, then backups are plain; when set, it is read; a malformed one stops the start', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).backupEncryptionKey).toBeNull();
    expect(loadConfig({ DATA_DIR: tempDir(), BACKUP_ENCRYPTION_KEY: KEY_B }).backupEncryptionKey?.equals(Buffer.alloc(32, 2))).toBe(true);
    expect(() => loadConfig({ DATA_DIR: tempDir(), BACKUP_ENCRYPTION_KEY: 'abc' })).toThrow(/BACKUP_ENCRYPTION_KEY/);
  });
});

describe('text limits (TEXT_*)', () => {
  it('when unset, then every text counts toward a daily ceiling and per-number, per-account and per-booking limits with documented defaults', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).rateLimits).toMatchObject({ textsPerDay: 5000, textsPerNumber: 20, textsPerAccount: 60, textsPerBookingRecipient: 5, signInTextsPerDay: 2000 });
  });

  it('when a text limit is not a whole number from 1, then start-up fails naming it', () => {
    for (const name of ['TEXT_DAILY_CEILING', 'TEXT_LIMIT_PER_NUMBER', 'TEXT_LIMIT_PER_ACCOUNT', 'TEXT_LIMIT_PER_BOOKING']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: '0' }), name).toThrow(new RegExp(name));
      expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: 'many' }), name).toThrow(new RegExp(name));
    }
  });
});

describe('TRUST_PROXY and HOST', () => {
  it('when no proxy is trusted, then the BFF listens on every interface by default, or on HOST', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: tempDir(), HOST: '10.0.0.11' }).host).toBe('10.0.0.11');
  });

  it('when TRUST_PROXY is true or a hop count and HOST is unset, then it listens on 127.0.0.1 only', () => {
    for (const trust of ['true', '1', '2']) expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: trust }).host, trust).toBe('127.0.0.1');
  });

  it('when TRUST_PROXY is true or a hop count and HOST is a loopback address, then it starts', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'true', HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '1', HOST: '::1' }).host).toBe('::1');
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '1', HOST: 'localhost' }).host).toBe('localhost');
  });

  it('when TRUST_PROXY is true or a hop count and HOST is not loopback, then start-up is refused: anyone reaching the port could write X-Forwarded-For', () => {
    for (const [trust, host] of [['true', '0.0.0.0'], ['1', '0.0.0.0'], ['2', '10.0.0.11'], ['yes', '::'], ['1', 'ile.internal']]) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: trust, HOST: host }), `${trust} ${host}`).toThrow(/TRUST_PROXY.*HOST|HOST.*TRUST_PROXY/);
    }
  });

  it('when TRUST_PROXY names addresses or subnets, then any HOST is allowed (Express checks the peer against the list)', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'loopback, 10.0.0.0/8', HOST: '0.0.0.0' });
    expect(config).toMatchObject({ trustProxy: 'loopback, 10.0.0.0/8', host: '0.0.0.0' });
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '10.0.0.10' }).host).toBe('0.0.0.0');
  });
});
