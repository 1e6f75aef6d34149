// Proves graceful shutdown: on SIGTERM the server stops accepting, readiness answers 503 at once, every request in flight (one, or fifty sign-ins) completes with its normal answer, and the process exits 0; and that a proxy trusted by hop count with a non-loopback HOST stops the start.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.ts';
import { cookieValue } from './testing/cookies.ts';
import { freePort } from './testing/free-port.ts';

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

/** Resolves once `socket` has received `text` (or rejects when it closes without it). */
function received(socket: Socket, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes(text)) {
        socket.off('data', onData);
        resolve();
      }
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error(`connection closed before "${text}" arrived:\n${seen}`)));
  });
}

/** true once a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

function startServer(dataDir: string, port: number): ChildProcess {
  return spawn(join(REPO_ROOT, 'node_modules/.bin/tsx'), [join(REPO_ROOT, 'bff/src/server.ts')], {
    cwd: REPO_ROOT,
    // 50 sign-ins into one account at once: the per-account limit counts requests in flight.
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST: join(dataDir, 'none'), DATABASE_URL: '', TRUST_PROXY: 'loopback', RATE_LIMIT_SIGN_IN_ACCOUNT_FAILURES: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

interface HeldRequest {
  socket: Socket;
  answer: Promise<string>;
  /** Sends the rest of the body (and anything pipelined after it). */
  release(extra?: string): void;
}

/**
 * A POST whose headers (with Expect: 100-continue) the server has parsed and handed to the app,
 * which now waits for the body: in flight for certain, with no timing involved.
 */
async function heldPost(port: number, path: string, body: string, cookie: { sid: string; token: string }, client: string, connection = 'close'): Promise<HeldRequest> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const continued = received(socket, 'HTTP/1.1 100 Continue');
  const answer = readAll(socket);
  socket.write(
    [
      `POST ${path} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Expect: 100-continue',
      `Connection: ${connection}`,
      // Behind the (trusted loopback) proxy each sign-in comes from its own client, as in real traffic.
      `X-Forwarded-For: ${client}`,
      `Cookie: ile.sid=${encodeURIComponent(cookie.sid)}; XSRF-TOKEN=${encodeURIComponent(cookie.token)}`,
      `X-XSRF-TOKEN: ${cookie.token}`,
      '',
      '',
    ].join('\r\n'),
  );
  await continued;
  return { socket, answer, release: (extra = '') => void socket.write(body + extra) };
}

describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ile-bff-server-'));
  let child: ChildProcess | null = null;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when SIGTERM arrives while 50 sign-ins are in flight, then readiness answers 503 before they finish, new connections are refused, every sign-in succeeds and the exit code is 0', async () => {
    const IN_FLIGHT = 50;
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'ile-bff-drain-'));
    const server = startServer(dir, port);
    try {
      const exited = exitOf(server);
      await waitForOutput(server, 'Ilé is running at', 30_000);
      const base = `http://127.0.0.1:${port}`;
      const cookies = await Promise.all(
        Array.from({ length: IN_FLIGHT + 1 }, async () => {
          const visit = await fetch(`${base}/app/current_user`, { headers: { Connection: 'close' } });
          const headers = { 'set-cookie': visit.headers.getSetCookie() };
          return { sid: cookieValue(headers, 'ile.sid') ?? '', token: cookieValue(headers, 'XSRF-TOKEN') ?? '' };
        }),
      );
      // Sign-ins hash a password (argon2): real, slow-ish work for the drain to wait for.
      const signIn = JSON.stringify({ email: 'ada@example.ng', password: 'IleDemo-2026' });
      const [carrierCookie, ...rest] = cookies;
      if (!carrierCookie) throw new Error('no cookies');
      // One kept-alive connection carries the readiness probe, pipelined after its own sign-in.
      const carrier = await heldPost(port, '/app/signin', signIn, carrierCookie, '10.1.0.1', 'keep-alive');
      const held = await Promise.all(rest.map((cookie, i) => heldPost(port, '/app/signin', signIn, cookie, `10.2.${i}.1`)));

      server.kill('SIGTERM');
      // Draining is flagged before the listener closes, so a refused connection means it has begun.
      while (!(await refused(port))) await new Promise((resolve) => setImmediate(resolve));
      expect(server.exitCode).toBeNull();

      const readiness = received(carrier.socket, '"not_ready"');
      carrier.release(['GET /app/readyz HTTP/1.1', `Host: 127.0.0.1:${port}`, 'Connection: close', '', ''].join('\r\n'));
      await readiness;
      // The other 50 are still in flight: their bodies have not even been sent yet.
      expect(server.exitCode).toBeNull();
      for (const request of held) request.release();

      const answers = await Promise.all([carrier.answer, ...held.map((request) => request.answer)]);
      const [carried, ...signIns] = answers;
      const carriedResponses = (carried ?? '').split(/(?=HTTP\/1\.1 \d{3} )/).filter((part) => !part.startsWith('HTTP/1.1 100'));
      expect(carriedResponses.map((part) => part.slice(0, 12))).toEqual(['HTTP/1.1 200', 'HTTP/1.1 503']);
      expect(carriedResponses[0]).toContain('"email":"ada@example.ng"');
      expect(carriedResponses[1]).toContain('"code":"not_ready"');
      expect(signIns).toHaveLength(IN_FLIGHT);
      for (const answer of signIns) {
        expect(answer.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '')).toMatch(/^HTTP\/1\.1 200 /);
        expect(answer).toContain('"email":"ada@example.ng"');
      }
      expect(await refused(port)).toBe(true);
      expect(await exited).toEqual({ code: 0, signal: null });
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
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

describe('the server behind a proxy trusted by hop count', () => {
  it('when TRUST_PROXY is a hop count and HOST is not loopback, then it refuses to start, saying why, and exits non-zero', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ile-server-proxy-'));
    try {
      const server = spawn(join(REPO_ROOT, 'node_modules/.bin/tsx'), [join(REPO_ROOT, 'bff/src/server.ts')], {
        cwd: REPO_ROOT,
        env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dir, PORT: String(await freePort()), HOST: '0.0.0.0', TRUST_PROXY: '1', LOG_LEVEL: 'warn', WEB_DIST: join(dir, 'none') },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exited = exitOf(server);
      const said = waitForOutput(server, 'HOST must be a loopback address', 30_000);
      await expect(said).resolves.toContain('TRUST_PROXY=1');
      expect((await exited).code).not.toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
