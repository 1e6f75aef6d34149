// Web Push in tests: a VAPID key pair made for tests only, a fake push service on 127.0.0.1 that
// records what it receives, and a browser-side key pair so a test can decrypt what was pushed.
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { PushConfig } from '../config.ts';
import type { Db } from '../db/index.ts';
import { pushSubscriptionModel } from '../modules/push/models.ts';

/** Generated for the tests; never used anywhere else. */
export const TEST_VAPID = {
  publicKey: 'BLpFgIMIBTXoLiXdWLDe1Y9OnG8Xx3f-2f7SPD5j1FYKMvsN1a44awyF8qWunDr5WJm2DGD2cnaXZB-OVWXdln8',
  privateKey: '5xGVQcCtZtp_ayDWzpLwUhqMj3ZENDwsiIadDfIShEk',
  subject: 'mailto:support@ile.ng',
};

/** Push settings that send to a fake push service on 127.0.0.1 over http. */
export function testPushConfig(overrides: Partial<PushConfig> = {}): PushConfig {
  return { vapid: TEST_VAPID, endpointHosts: ['127.0.0.1'], insecureEndpointHosts: ['127.0.0.1'], timeoutMs: 2000, ...overrides };
}

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakePushService {
  /** http://127.0.0.1:<port> */
  origin: string;
  received: ReceivedPush[];
  /** What the service answers for an endpoint path (default 201 Created). */
  answer(path: string, status: number): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the fake push service has no TCP address');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    received,
    answer: (path, status) => void answers.set(path, status),
    reset() {
      received.length = 0;
      answers.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's side of a subscription: the keys it sends us, and the private key that decrypts pushes. */
export function testBrowserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

export async function seedPushSubscription(db: Db, input: { userId: string; endpoint: string; keys?: { p256dh: string; auth: string } }): Promise<void> {
  const keys = input.keys ?? testBrowserKeys().keys;
  await db.write((transaction) =>
    pushSubscriptionModel(db).create(
      { id: randomUUID(), userId: input.userId, endpoint: input.endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: new Date() },
      { transaction },
    ),
  );
}
