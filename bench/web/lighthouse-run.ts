// One Lighthouse run (node API) in a fresh Debian Chromium, and the figures the bench reports from it.
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { CHROMIUM_PATH } from '../machine.ts';
import { CHROMIUM_FLAGS, STRESS, type ProfileName } from './profiles.ts';

export interface RunFigures {
  /** 0-100, as Lighthouse shows it. */
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  accessibility: number;
  /** Accessibility audits that failed: "id: title (n elements)". */
  accessibilityFailures: string[];
  /** Lighthouse's CPU speed estimate for this machine at this moment (higher is faster). */
  benchmarkIndex: number;
  /** LCP as it happened in the unthrottled trace: shows time the simulation cannot see (e.g. a timer). */
  observedLcpMs: number;
  /** What the largest contentful paint was. */
  lcpElement: string;
  renderBlocking: { url: string; wastedMs: number }[];
  requests: number;
  /** JavaScript on the wire, and its size once decoded: equal when the server does not compress. */
  scriptKiB: number;
  scriptDecodedKiB: number;
  /** What compressing text responses would save (Lighthouse's uses-text-compression), KiB. */
  compressionSavingsKiB: number;
  /** JavaScript downloaded but not run during the load (unused-javascript), KiB. */
  unusedScriptKiB: number;
  /** Main-thread work during the load, throttled estimate (mainthread-work-breakdown), ms. */
  mainThreadMs: number;
  cssKiB: number;
  totalKiB: number;
  warnings: string[];
  /** Set when Lighthouse could not measure the page at all. */
  error?: string;
}

export interface RunOptions {
  url: string;
  profile: ProfileName;
  /** The page keeps working this long after load (the start-up loader): keep tracing past it. */
  extraWaitMs: number;
}

function flagsFor(profile: ProfileName, port: number, extraWaitMs: number): Flags {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Lighthouse's defaults (mobile form factor, Moto G Power screen, simulated throttling). The trace
    // must outlast the loader's timer, or the real page never paints inside it.
    pauseAfterLoadMs: 1000 + extraWaitMs,
  };
  if (profile === 'stress') {
    // Only rtt, throughput and CPU drive simulated throttling, as `--throttling.*` on the CLI does.
    flags.throttlingMethod = 'simulate';
    flags.throttling = { ...STRESS };
  }
  return flags;
}

const KiB = 1024;

interface TableDetails {
  type?: string;
  items?: Record<string, unknown>[];
}

function itemsOf(lhr: Result, auditId: string): Record<string, unknown>[] {
  const details = lhr.audits[auditId]?.details as TableDetails | undefined;
  return details?.items ?? [];
}

/** The first DOM node a details tree mentions, as Lighthouse labels it. */
function firstNode(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (record.type === 'node') {
    const label = typeof record.nodeLabel === 'string' ? record.nodeLabel : '';
    const snippet = typeof record.snippet === 'string' ? record.snippet : '';
    return [snippet, label && `"${label.slice(0, 60)}"`].filter(Boolean).join(' ');
  }
  for (const child of Object.values(record)) {
    const found = Array.isArray(child) ? child.map(firstNode).find(Boolean) : firstNode(child);
    if (found) return found;
  }
  return null;
}

export function figuresOf(lhr: Result): RunFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const accessibilityFailures = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a): a is NonNullable<typeof a> => !!a && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric') && a.score !== null && a.score < 1)
    .map((a) => {
      const count = (a.details as TableDetails | undefined)?.items?.length;
      return `${a.id}: ${a.title}${count ? ` (${count} element${count === 1 ? '' : 's'})` : ''}`;
    });
  const requests = itemsOf(lhr, 'network-requests');
  const bytes = (type?: string, field: 'transferSize' | 'resourceSize' = 'transferSize') =>
    requests.filter((r) => !type || r.resourceType === type).reduce((sum, r) => sum + (typeof r[field] === 'number' ? r[field] : 0), 0) / KiB;
  const savingsKiB = (id: string) => {
    const details = lhr.audits[id]?.details as { overallSavingsBytes?: number } | undefined;
    return typeof details?.overallSavingsBytes === 'number' ? details.overallSavingsBytes / KiB : lhr.audits[id] ? 0 : NaN;
  };
  const metrics = itemsOf(lhr, 'metrics')[0] ?? {};
  return {
    performance: score('performance'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    accessibility: score('accessibility'),
    accessibilityFailures,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    observedLcpMs: typeof metrics.observedLargestContentfulPaint === 'number' ? metrics.observedLargestContentfulPaint : NaN,
    lcpElement: firstNode(lhr.audits['largest-contentful-paint-element']?.details) ?? 'none',
    renderBlocking: itemsOf(lhr, 'render-blocking-resources').map((r) => ({
      url: String(r.url),
      wastedMs: typeof r.wastedMs === 'number' ? Math.round(r.wastedMs) : NaN,
    })),
    requests: requests.length,
    scriptKiB: bytes('Script'),
    scriptDecodedKiB: bytes('Script', 'resourceSize'),
    compressionSavingsKiB: savingsKiB('uses-text-compression'),
    unusedScriptKiB: savingsKiB('unused-javascript'),
    mainThreadMs: numeric('mainthread-work-breakdown'),
    cssKiB: bytes('Stylesheet'),
    totalKiB: bytes(),
    warnings: lhr.runWarnings.map(String),
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

const FAILED: Omit<RunFigures, 'error'> = {
  performance: NaN, fcpMs: NaN, lcpMs: NaN, tbtMs: NaN, cls: NaN, speedIndexMs: NaN, accessibility: NaN,
  accessibilityFailures: [], benchmarkIndex: NaN, observedLcpMs: NaN, lcpElement: 'none', renderBlocking: [],
  requests: NaN, scriptKiB: NaN, scriptDecodedKiB: NaN, compressionSavingsKiB: NaN, unusedScriptKiB: NaN, mainThreadMs: NaN, cssKiB: NaN, totalKiB: NaN, warnings: [],
};

/** A fresh browser for every run, so no run inherits another's cache, compiled code or connections. */
export async function runLighthouse({ url, profile, extraWaitMs }: RunOptions): Promise<RunFigures> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, flagsFor(profile, chrome.port, extraWaitMs));
    if (!result) return { ...FAILED, error: 'Lighthouse returned no result' };
    return figuresOf(result.lhr);
  } catch (error) {
    return { ...FAILED, error: error instanceof Error ? error.message : String(error) };
  } finally {
    chrome.kill();
  }
}
