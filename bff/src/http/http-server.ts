// The HTTP server the app listens on, with time limits on slow clients: a connection that dribbles
// its headers or body holds a socket and memory, so it is cut (408) after seconds, not minutes.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { HttpLimits } from '../config.ts';

export function listen(app: RequestListener, limits: HttpLimits, port: number, host: string, ready?: (server: Server) => void): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // How often Node looks for connections past those limits (its default, 30 s, would let them run long).
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    },
    app,
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.listen(port, host, () => ready?.(server));
  return server;
}
