// The bench's child processes (the servers on one core, autocannon on the other) and the small
// request/answer protocol they speak over Node's IPC channel.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { buildBff } from '../scripts/build.mjs';
import { REPO_ROOT } from '../src/config.ts';

/** Core 0 runs the server under test, core 1 the load generator, so they never take turns on one core. */
export const SERVER_CORE = 0;
export const LOAD_CORE = 1;

export interface Pinning {
  /** False when taskset is missing or there is a single core: processes then share the cores. */
  pinned: boolean;
  warning: string | null;
}

export function pinning(): Pinning {
  if (cpus().length < 2) return { pinned: false, warning: `only ${cpus().length} core: server and load generator share it, figures are pessimistic` };
  const probe = spawnSync('taskset', ['-c', String(LOAD_CORE), 'true'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) {
    return { pinned: false, warning: 'taskset is missing (Debian: util-linux): server and load generator are NOT pinned to their own cores' };
  }
  return { pinned: true, warning: null };
}

export interface Message {
  id?: number;
  type: string;
  [key: string]: unknown;
}

function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';
}

/** A child running a bench/*.ts file (bundled, as production runs the server), with an IPC channel. */
export class BenchChild {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (m: Message) => void; reject: (e: Error) => void }>();
  private readonly firstOfType = new Map<string, (m: Message) => void>();
  private stderr = '';
  readonly exited: Promise<number | null>;

  private constructor(readonly child: ChildProcess, readonly name: string) {
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-10_000);
    });
    child.on('message', (raw: unknown) => {
      if (!isMessage(raw)) return;
      const pending = raw.id !== undefined ? this.waiting.get(raw.id) : undefined;
      if (pending && raw.id !== undefined) {
        this.waiting.delete(raw.id);
        if (raw.type === 'failed') pending.reject(new Error(`${name}: ${String(raw.message)}`));
        else pending.resolve(raw);
        return;
      }
      if (raw.type === 'failed') {
        this.failAll(new Error(`${name}: ${String(raw.message)}`));
        return;
      }
      const listener = this.firstOfType.get(raw.type);
      if (listener) {
        this.firstOfType.delete(raw.type);
        listener(raw);
      }
    });
    this.exited = new Promise((resolve) =>
      child.once('exit', (code) => {
        this.failAll(new Error(`${name} exited (code ${code})${this.stderr ? `:\n${this.stderr}` : ''}`));
        resolve(code);
      }),
    );
  }

  private failAll(error: Error): void {
    for (const pending of this.waiting.values()) pending.reject(error);
    this.waiting.clear();
    this.onFailure?.(error);
  }

  private onFailure: ((error: Error) => void) | null = null;

  /** Starts `file` (relative to bff/bench) pinned to `core` when pinning is on; resolves with its `ready` message. */
  static async start(file: string, options: { core: number; pinned: boolean; env?: Record<string, string>; nodeArgs?: string[]; name: string; timeoutMs?: number }): Promise<{ child: BenchChild; ready: Message }> {
    // Bundled as `npm start` bundles the server (bff/scripts/build.mjs), so the bench measures what production runs.
    const built = await buildBff(join('bff', 'bench', file));
    const node = [process.execPath, ...(options.nodeArgs ?? []), built];
    const [command, ...args] = options.pinned ? ['taskset', '-c', String(options.core), ...node] : node;
    if (!command) throw new Error('no command');
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...options.env },
      // stdout is where the app logs a line per request, as in production; /dev/null takes it cheaply.
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const wrapped = new BenchChild(child, options.name);
    const timeoutMs = options.timeoutMs ?? 120_000;
    const ready = await new Promise<Message>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${options.name} was not ready within ${timeoutMs} ms:\n${wrapped.stderr}`)), timeoutMs);
      wrapped.onFailure = (error) => {
        clearTimeout(timer);
        reject(error);
      };
      wrapped.firstOfType.set('ready', (message) => {
        clearTimeout(timer);
        wrapped.onFailure = null;
        resolve(message);
      });
    });
    return { child: wrapped, ready };
  }

  /** Sends a request and resolves with the child's answer to it. */
  call(message: Message): Promise<Message> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.child.send({ ...message, id }, (err) => {
        if (err) {
          this.waiting.delete(id);
          reject(err);
        }
      });
    });
  }

  /** Asks the child to finish (it closes its server and database) and waits for it to exit. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    if (this.child.connected) this.child.disconnect();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
  }
}

/** In a child: answer the parent's requests with `handle`; exits when the parent goes away. */
export function serveParent(handle: (message: Message) => Promise<Record<string, unknown>>, onDisconnect: () => Promise<void>): void {
  if (!process.send) throw new Error('this file is started by bff/bench/bff.ts (it needs the IPC channel)');
  process.on('message', (raw: unknown) => {
    if (!isMessage(raw)) return;
    handle(raw).then(
      (answer) => process.send?.({ ...answer, type: 'answer', id: raw.id }),
      (err: unknown) => process.send?.({ type: 'failed', id: raw.id, message: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
    );
  });
  process.once('disconnect', () => {
    onDisconnect().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}

/**
 * The process's CPU time so far (all its threads: JavaScript, the libuv pool running SQLite, GC).
 * Per request it is the steadiest figure on a busy machine: other processes' load stretches
 * latencies and cuts throughput, but hardly changes the work one request takes.
 */
export function cpuTime(): { cpuMicros: number } {
  const used = process.cpuUsage();
  return { cpuMicros: used.user + used.system };
}

export function sendReady(fields: Record<string, unknown>): void {
  if (!process.send) throw new Error('this file is started by bff/bench/bff.ts (it needs the IPC channel)');
  process.send({ type: 'ready', ...fields });
}
