// A stand-in for Termii's send API on 127.0.0.1 (random port), so the real Termii sender is tested
// over real HTTP and never against the internet. Tests set how it answers the next calls.
import { createServer, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** ok: Termii's success answer; error400/error500: its error shape; hang: never answers; malformed: 200 with broken JSON. */
export type FakeTermiiBehaviour = 'ok' | 'error400' | 'error500' | 'hang' | 'malformed';

export interface FakeTermii {
  /** http://127.0.0.1:<port>: give it to the sender as TERMII_BASE_URL. */
  url: string;
  behaviour: FakeTermiiBehaviour;
  /** Every POST /api/sms/send body, parsed, in order. */
  calls: unknown[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

export async function startFakeTermii(): Promise<FakeTermii> {
  const sockets = new Set<Socket>();
  let sent = 0;
  const fake: FakeTermii = { url: '', behaviour: 'ok', calls: [], close: () => Promise.resolve() };
  const server = createServer((req, res) => {
    void readBody(req).then((text) => {
      if (req.method !== 'POST' || req.url !== '/api/sms/send') {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }));
        return;
      }
      fake.calls.push(JSON.parse(text));
      const json = (status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      switch (fake.behaviour) {
        case 'ok':
          sent++;
          json(200, { code: 'ok', message_id: `3017${String(sent).padStart(6, '0')}`, message: 'Successfully Sent', balance: 9, user: 'Ile' });
          return;
        case 'error400':
          json(400, { code: 'fail', message: 'Invalid phone number' });
          return;
        case 'error500':
          json(500, { message: 'Internal Server Error' });
          return;
        case 'malformed':
          res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"message_id": "301');
          return;
        case 'hang':
          return;
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the fake Termii has no TCP address');
  fake.url = `http://127.0.0.1:${address.port}`;
  fake.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
