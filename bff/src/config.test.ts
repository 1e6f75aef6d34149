// Proves the environment is read once into typed settings with the documented defaults.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config.ts';

const dirs: string[] = [];
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
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db/ile',
      isProduction: true,
      publicUrl: 'https://ile.ng',
      startupLoaderMs: 0,
      seedDemo: false,
      trustProxy: 1,
      validateResponses: false,
    });
  });

  it('when a value is malformed, then start-up fails with a message naming it', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });
});
