// Proves graceful shutdown: on SIGTERM the server stops accepting, finishes the request in flight, and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.ts';
import { cookieValue } from './testing/cookies.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = address !== null && typeof address !== 'string' ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function waitForOutput(child: ChildProcess, text: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`server did not print "${text}" within ${timeoutMs} ms:\n${seen}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes(text)) {
        clearTimeout(timer);
        resolve(seen);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  });
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

function readAll(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('end', () => resolve(data));
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ile-bff-server-'));
  let child: ChildProcess | null = null;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when SIGTERM arrives while a request is in flight, then that request completes, new connections are refused and the exit code is 0', async () => {
    const port = await freePort();
    child = spawn(join(REPO_ROOT, 'node_modules/.bin/tsx'), [join(REPO_ROOT, 'bff/src/server.ts')], {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST: join(dataDir, 'none') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = exitOf(child);
    const banner = await waitForOutput(child, 'Ilé is running at', 30_000);
    expect(banner).toContain('admin@ile.ng  /  IleAdmin-2026');
    expect(banner).toContain('ada@example.ng  /  IleDemo-2026');
    const base = `http://127.0.0.1:${port}`;

    const visit = await fetch(`${base}/app/current_user`);
    const headers = { 'set-cookie': visit.headers.getSetCookie() };
    const sid = cookieValue(headers, 'ile.sid') ?? '';
    const token = cookieValue(headers, 'XSRF-TOKEN') ?? '';

    // A request whose body is still arriving when SIGTERM comes: it is in flight on the server.
    const body = JSON.stringify({ email: 'ada@example.ng' });
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const answer = readAll(socket);
    socket.write(
      [
        'POST /app/forgot_password HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `Cookie: ile.sid=${encodeURIComponent(sid)}; XSRF-TOKEN=${encodeURIComponent(token)}`,
        `X-XSRF-TOKEN: ${token}`,
        '',
        '',
      ].join('\r\n') + body.slice(0, 5),
    );
    await sleep(200);

    child.kill('SIGTERM');
    await sleep(500);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(child.exitCode).toBeNull();

    socket.write(body.slice(5));
    const response = await answer;
    expect(response).toMatch(/^HTTP\/1\.1 202/);
    expect(response).toContain('{"data":{"sent":true}}');

    expect(await exited).toEqual({ code: 0, signal: null });
  });
});
