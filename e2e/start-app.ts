// Starts the app exactly as `npm start` does, on a free port with a throw-away data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** Resolves once `url` answers 2xx; throws with the process's output if it exits or `ms` pass first. */
export async function untilAnswers(url: string, child: ChildProcess, output: () => string, what: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited early:\n${output()}`);
    const ready = await fetch(url).then((r) => r.ok, () => false);
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`${what} did not become ready:\n${output()}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export interface RunningApp {
  baseUrl: string;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>;
}

export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ile-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    // NODE_ENV as `npm start` has it, not the test runner's `test`.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, STARTUP_LOADER_MS: '0', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  const baseUrl = `http://127.0.0.1:${port}`;
  // A first start builds the web app.
  await untilAnswers(`${baseUrl}/app/readyz`, child, () => output, 'npm start', 200_000);
  return {
    baseUrl,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
