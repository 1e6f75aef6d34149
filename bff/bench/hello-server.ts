// Bare Express "hello world" on the same Express as the BFF: the ceiling the BFF's figures are
// compared with on this machine. Started by bff.ts, pinned like the real server.
import express from 'express';
import type { Server } from 'node:http';
import { cpuTime, sendReady, serveParent } from './processes.ts';

const app = express();
app.get('/', (_req, res) => {
  res.send('Hello World!');
});
const server: Server = await new Promise((resolve) => {
  const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
});
const address = server.address();
if (address === null || typeof address === 'string') throw new Error('the hello server has no TCP address');

serveParent(
  (message) => (message.type === 'cpu' ? Promise.resolve(cpuTime()) : Promise.reject(new Error(`unknown request ${message.type}`))),
  async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  },
);
sendReady({ port: address.port });
