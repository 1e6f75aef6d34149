// A TCP port free on 127.0.0.1 right now, for a real server process a test or harness starts.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
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
