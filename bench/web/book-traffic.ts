// The stress profile applied to a Playwright page through CDP, and the page's network traffic as
// Chromium itself counts it (every request, bytes on the wire, booking POSTs, code still loading).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { parse } from 'yaml';
import { ROOT } from '../machine.ts';
import { STRESS } from './profiles.ts';

interface OpenApi {
  paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
}

/** The paths whose POST makes a booking, read from the spec so a new service is counted too. */
export function bookingPaths(): Set<string> {
  const spec = parse(readFileSync(join(ROOT, 'openapi.yaml'), 'utf8')) as OpenApi;
  return new Set(
    Object.entries(spec.paths)
      .filter(([, ops]) => ops.post?.tags?.includes('Bookings') && ops.post.operationId?.startsWith('book'))
      .map(([path]) => path),
  );
}

export type RequestKind = 'document' | 'script' | 'stylesheet' | 'api' | 'other';

export interface SeenRequest {
  method: string;
  path: string;
  kind: RequestKind;
  /** The screen the customer was on (or heading to) when the request started. */
  step: number;
}

function kindOf(type: string | undefined, path: string): RequestKind {
  if (path.startsWith('/app/')) return 'api';
  if (type === 'Document') return 'document';
  if (type === 'Script') return 'script';
  if (type === 'Stylesheet') return 'stylesheet';
  return 'other';
}

interface RequestWillBeSent {
  requestId: string;
  type?: string;
  request: { url: string; method: string };
}

export class Traffic {
  readonly requests: SeenRequest[] = [];
  bytes = 0;
  /** Bytes by the screen being loaded when they arrived (index as the walk's screens). */
  readonly bytesByStep: number[] = [];
  step = 0;
  private counting = true;
  /** Scripts and stylesheets asked for and not yet arrived (request id -> URL): a screen is not usable before its code is. */
  private readonly pendingCode = new Map<string, string>();
  /**
   * URLs of scripts and stylesheets that have arrived. A URL asked for again while or after it
   * arrives (a modulepreload and the module loader both asking) can get a request that DevTools
   * never reports finished: it is not code still on its way.
   */
  private readonly arrivedCode = new Set<string>();
  /** Scripts and stylesheets asked for so far: a look at the page counts only if none was asked for meanwhile. */
  codeRequests = 0;

  private constructor(private readonly cdp: CDPSession) {}

  /** Throttles `page` to the stress profile and starts counting its traffic. */
  static async attach(page: Page): Promise<Traffic> {
    const cdp = await page.context().newCDPSession(page);
    const traffic = new Traffic(cdp);
    cdp.on('Network.requestWillBeSent', (e: RequestWillBeSent) => traffic.sent(e));
    cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => traffic.finished(e.requestId, e.encodedDataLength));
    cdp.on('Network.loadingFailed', (e: { requestId: string }) => traffic.finished(e.requestId, 0));
    await cdp.send('Network.enable');
    // DevTools' own Kb/s: 1 Kb = 1024 bits, as Lighthouse's throughputKbps.
    const bytesPerSecond = (STRESS.throughputKbps * 1024) / 8;
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: STRESS.rttMs, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: STRESS.cpuSlowdownMultiplier });
    return traffic;
  }

  private sent(e: RequestWillBeSent): void {
    if (!this.counting || !/^https?:/.test(e.request.url)) return;
    const path = new URL(e.request.url).pathname;
    const kind = kindOf(e.type, path);
    this.requests.push({ method: e.request.method, path, kind, step: this.step });
    // A new document: the code the one before it was still waiting for will never arrive (DevTools
    // does not always report a request the navigation cancelled), and it cannot hold this one up.
    if (kind === 'document') this.pendingCode.clear();
    if (kind === 'script' || kind === 'stylesheet') {
      this.pendingCode.set(e.requestId, e.request.url);
      this.codeRequests += 1;
    }
  }

  private finished(requestId: string, encodedDataLength: number): void {
    const url = this.pendingCode.get(requestId);
    if (url !== undefined) this.arrivedCode.add(url);
    this.pendingCode.delete(requestId);
    if (!this.counting) return;
    this.bytes += encodedDataLength;
    this.bytesByStep[this.step] = (this.bytesByStep[this.step] ?? 0) + encodedDataLength;
  }

  get codeLoading(): boolean {
    return [...this.pendingCode.values()].some((url) => !this.arrivedCode.has(url));
  }

  /** Stops counting: what the bench does afterwards to check the booking is not the customer's traffic. */
  stop(): void {
    this.counting = false;
  }

  async close(): Promise<void> {
    await this.cdp.detach().catch(() => undefined);
  }
}
