// The phones and networks the web benchmarks stand for (shared/reference/performance.md), and the
// Chromium flags every benchmark browser gets: Debian Chromium as root, nothing phoning home.

/** Lab-NG: an entry-level phone on slow mobile data, the customer the issue names. */
export const STRESS = { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 6 } as const;

/** Lab-4G is Lighthouse's own default mobile profile (150 ms, 1.6 Mb/s, 4× CPU), so it is not restated here. */
export type ProfileName = 'default' | 'stress';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

/** The customer's phone screen for the walk-through: the narrow Android width the e2e tests use. */
export const PHONE_VIEWPORT = { width: 360, height: 800 } as const;

/** The loader times to measure: 0 is what the goals are about, 3000 ms is the specification's. */
export const LOADER_MS = { goal: 0, specified: 3000 } as const;
