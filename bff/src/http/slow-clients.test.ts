// Proves a client that dribbles its headers or its body is cut off with 408 once the configured
// limits pass (seconds by default, HTTP_HEADERS_TIMEOUT_MS / HTTP_REQUEST_TIMEOUT_MS), instead of
// holding a connection for minutes, while a normal request on the same server is answered.
import { connect, type Socket } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startTestApp, type TestApp } from '../testing/index.ts';

/** Opens a raw connection, writes `text`, and resolves with whatever the server sent before it closed the connection. */
function dribble(baseUrl: string, text: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket: Socket = connect(Number(port), hostname, () => socket.write(text));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

describe('slow clients', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { http: { headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 5000 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when the headers never finish, then the server answers 408 and closes the connection', async () => {
    const answer = await dribble(t.baseUrl, 'GET /app/healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('when the body never finishes, then the server answers 408 and closes the connection', async () => {
    const body = '{"email":"ada@example.ng"';
    const answer = await dribble(t.baseUrl, `POST /app/forgot_password HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n${body}`);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('when a request arrives whole, then it is answered as usual', async () => {
    expect((await request(t.baseUrl).get('/app/healthz')).status).toBe(200);
  });
});

describe('the time limits in the configuration', () => {
  it('when nothing is set, then headers get 10 s and a whole request 30 s', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).http).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5000 });
  });

  it('when the request limit is shorter than the headers limit, then the configuration is refused', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
  });
});
