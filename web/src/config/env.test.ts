// Proves the start-up settings are read safely from the page and the build mode.
import { describe, expect, it } from 'vitest';
import { DEFAULT_STARTUP_LOADER_MS, parseEnv, parseStartupLoaderMs } from './env.ts';

describe('parseStartupLoaderMs', () => {
  it('when the meta tag is missing or empty, then the seed default of 3000 ms applies', () => {
    expect(parseStartupLoaderMs(null)).toBe(DEFAULT_STARTUP_LOADER_MS);
    expect(parseStartupLoaderMs(undefined)).toBe(3000);
    expect(parseStartupLoaderMs('  ')).toBe(3000);
  });

  it('when the BFF rewrote it to a number, then that number is used', () => {
    expect(parseStartupLoaderMs('0')).toBe(0);
    expect(parseStartupLoaderMs(' 1500 ')).toBe(1500);
  });

  it('when it is garbage or negative, then the default applies instead of NaN', () => {
    expect(parseStartupLoaderMs('soon')).toBe(3000);
    expect(parseStartupLoaderMs('-5')).toBe(3000);
  });

  it('when it is absurdly long, then it is capped at a minute', () => {
    expect(parseStartupLoaderMs('99999999')).toBe(60_000);
  });
});

describe('parseEnv', () => {
  it('when running tests, then the loader delay is 0 whatever the page says', () => {
    expect(parseEnv({ startupLoaderMeta: '3000', mode: 'test', mswFlag: undefined }).startupLoaderMs).toBe(0);
  });

  it('when in production, then the meta tag decides and MSW stays off unless VITE_MSW is exactly true', () => {
    expect(parseEnv({ startupLoaderMeta: '2500', mode: 'production', mswFlag: undefined })).toEqual({ startupLoaderMs: 2500, mswEnabled: false });
    expect(parseEnv({ startupLoaderMeta: null, mode: 'development', mswFlag: 'true' })).toEqual({ startupLoaderMs: 3000, mswEnabled: true });
    expect(parseEnv({ startupLoaderMeta: null, mode: 'development', mswFlag: '1' }).mswEnabled).toBe(false);
  });
});
