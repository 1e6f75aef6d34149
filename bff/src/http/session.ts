// Server-side sessions in the database (connect-session-sequelize), cookie `ile.sid`.
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import connectSessionSequelize from 'connect-session-sequelize';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { SESSION_MODEL_NAME } from '../db/models.ts';
import './request-context.ts';

export const SESSION_COOKIE = 'ile.sid';
export const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

const SequelizeStore = connectSessionSequelize(session.Store);

type Callback = (err?: unknown) => void;

function userIdOf(data: unknown): string | null {
  if (typeof data === 'object' && data !== null && 'userId' in data && typeof data.userId === 'string') return data.userId;
  return null;
}

/**
 * The store's writes take the database's write turn, so on SQLite a session save never collides
 * with a write transaction (see db/write-queue.ts).
 */
class IleSessionStore extends SequelizeStore {
  readonly #db: Db;

  constructor(db: Db) {
    // `disableTouch` is a real option of 7.1.7 that its type declarations leave out.
    const options: ConstructorParameters<typeof SequelizeStore>[0] & { disableTouch: boolean } = {
      db: db.sequelize,
      table: SESSION_MODEL_NAME,
      // A write on every request just to slide the expiry would serialise all traffic on SQLite.
      disableTouch: true,
      checkExpirationInterval: 15 * 60 * 1000,
      extendDefaultFields: (defaults, data: unknown) => ({ ...defaults, userId: userIdOf(data) }),
    };
    super(options);
    this.#db = db;
  }

  override set(sid: string, data: session.SessionData, callback?: Callback): void {
    this.#db
      .exclusive(() => new Promise<void>((resolve, reject) => super.set(sid, data, (err?: unknown) => (err ? reject(err) : resolve()))))
      .then(() => callback?.(), (err: unknown) => callback?.(err));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.#db
      .exclusive(() => new Promise<void>((resolve, reject) => super.destroy(sid, (err?: unknown) => (err ? reject(err) : resolve()))))
      .then(() => callback?.(), (err: unknown) => callback?.(err));
  }
}

export interface Sessions {
  middleware: RequestHandler;
  /** Stops the expired-session sweep so the process can exit cleanly. */
  stop(): void;
}

export function createSessions(config: Config, db: Db): Sessions {
  const store = new IleSessionStore(db);
  const middleware = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    unset: 'destroy',
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the request came over https; every host but localhost is redirected to
      // https before it gets here (see https-redirect.ts), so only localhost gets a plain cookie.
      secure: 'auto',
      path: '/',
      maxAge: SESSION_MAX_AGE_MS,
    },
  });
  return { middleware, stop: () => store.stopExpiringSessions() };
}

export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err: unknown) => (err ? reject(err) : resolve())));
}

export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((err: unknown) => (err ? reject(err) : resolve())));
}

export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((err: unknown) => (err ? reject(err) : resolve())));
}
