// The booking's own work with nothing of the web framework around it: node:http hands the body
// straight to the bookings service, as wired by createApp (the same repositories, bound
// statements, write turn, WAL flush, idempotency record, confirmation mail and answer), after one
// bound read of the session and one of the user. Left out: Express and its router, the request
// log, compression, security headers, express.json, express-session (and its cookie signature
// check), CSRF, the OpenAPI validator and roles. bff.ts runs it under the same load as the real
// BFF: the gap between the two is what the framework and middleware cost, and this server's
// throughput is the most any middleware work could win back towards the bare-Express goal.
// Not a server for anything but the bench: it trusts every cookie and validates nothing.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { DEFAULT_CATALOGUE, type ServiceKey } from '@ile/domain';
import type { Clock } from '../src/clock.ts';
import type { Config } from '../src/config.ts';
import type { Db } from '../src/db/index.ts';
import { readSessionData, SESSION_COOKIE, userIdOf } from '../src/http/session.ts';
import type { Logger } from '../src/logger.ts';
import type { Mailer } from '../src/mail/mailer.ts';
import { createAccountsRepository } from '../src/modules/accounts/repository.ts';
import { createCurrentUserView } from '../src/modules/accounts/current-user-view.ts';
import { createBookingsRepository } from '../src/modules/bookings/repository.ts';
import { routeOf } from '../src/modules/bookings/router.ts';
import { createBookingsService } from '../src/modules/bookings/service.ts';
import { createCatalogueRepository } from '../src/modules/catalogue/repository.ts';
import { createPayments } from '../src/modules/payments/payments.ts';

interface Deps {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
}

/** The session id in an `ile.sid` cookie ('s:<id>.<signature>', URL-encoded), signature unchecked. */
function sessionId(cookieHeader: string | undefined): string | null {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  if (!value) return null;
  const signed = decodeURIComponent(value);
  return signed.startsWith('s:') ? signed.slice(2, signed.lastIndexOf('.')) : null;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function bookingOnlyServer({ config, db, mailer, logger, clock }: Deps): Server {
  const bookingsRepo = createBookingsRepository(db);
  const accounts = createAccountsRepository(db);
  const bookings = createBookingsService({
    db,
    repo: bookingsRepo,
    catalogue: createCatalogueRepository(db),
    currentUserView: createCurrentUserView(bookingsRepo),
    mailer,
    clock,
    logger,
    publicUrl: config.publicUrl,
    refunds: createPayments({ config, db, mailer, clock, logger }).refunds,
  });
  const serviceAt = new Map<string, ServiceKey>(DEFAULT_CATALOGUE.map((entry) => [`/app${routeOf(entry.formPath)}`, entry.key]));

  return createServer((req, res) => {
    const fail = (status: number, why: string) => {
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(why);
    };
    const service = req.method === 'POST' && req.url ? serviceAt.get(req.url) : undefined;
    const sid = sessionId(req.headers.cookie);
    const key = req.headers['idempotency-key'];
    if (!service || !sid || typeof key !== 'string') return fail(404, 'not a booking call');
    Promise.all([readBody(req), readSessionData(db, sid)])
      .then(async ([text, session]) => {
        const userId = userIdOf(session);
        const user = userId ? await accounts.findUserById(userId) : null;
        if (!user) return fail(401, 'not signed in');
        // The bench's bodies are valid; nothing here checks that.
        const body = JSON.parse(text) as Parameters<typeof bookings.book>[1]['body'];
        const answer = await bookings.book(user, { service, operationId: `book:${service}`, idempotencyKey: key.toLowerCase(), body });
        res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(answer.body);
      })
      .catch((err: unknown) => {
        logger.error('booking-only bench server failed', { error: err });
        fail(500, 'failed');
      });
  });
}
