// express-rate-limit's Store on the rate_limits table (migration 0009), so every BFF instance on
// one PostgreSQL counts the same hits: a client cannot multiply its allowance by the number of
// instances behind the proxy. On SQLite (one process) it is the same table behind the write turn.
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { Op, QueryTypes } from 'sequelize';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/index.ts';

/**
 * Raw SQL because Sequelize's upsert cannot say "start a new window if this one is over".
 * One statement, so concurrent hits from any number of processes never lose a count: the row is
 * created with one hit, or counts one more, or (its window over) starts a new window with one hit.
 * Every expression on the right reads the row as it was before this statement.
 */
const UPSERT = `INSERT INTO rate_limits ("key", hits, resets_at_ms) VALUES ($key, 1, $resetsAtMs)
ON CONFLICT ("key") DO UPDATE SET
  hits = CASE WHEN rate_limits.resets_at_ms <= $now THEN 1 ELSE rate_limits.hits + 1 END,
  resets_at_ms = CASE WHEN rate_limits.resets_at_ms <= $now THEN excluded.resets_at_ms ELSE rate_limits.resets_at_ms END`;

interface CounterRow {
  hits: number | string;
  resets_at_ms: number | string;
}

function infoOf(row: CounterRow): ClientRateLimitInfo {
  return { totalHits: Number(row.hits), resetTime: new Date(Number(row.resets_at_ms)) };
}

/** The same, for a row read through the RateLimit model. */
const infoOfModel = (row: { hits: CounterRow['hits']; resetsAtMs: CounterRow['resets_at_ms'] }) => infoOf({ hits: row.hits, resets_at_ms: row.resetsAtMs });

export class DatabaseRateLimitStore implements Store {
  /** Hits counted here are seen by every instance on the same database. */
  readonly localKeys = false;
  /** Tells this limiter's rows from the other limiters' in the shared table. */
  readonly prefix: string;
  readonly #db: Db;
  readonly #clock: Clock;
  #windowMs: number;

  constructor(db: Db, clock: Clock, prefix: string, windowMs: number) {
    this.#db = db;
    this.#clock = clock;
    this.prefix = prefix;
    this.#windowMs = windowMs;
  }

  /** express-rate-limit hands over its options; the window it was given wins. */
  init(options: Options): void {
    this.#windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = await this.#db.models.RateLimit.findOne({
      where: { key: this.prefix + key, resetsAtMs: { [Op.gt]: this.#clock.now().getTime() } },
      raw: true,
    });
    return row ? infoOfModel(row) : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.#clock.now().getTime();
    const bind = { key: this.prefix + key, now, resetsAtMs: now + this.#windowMs };
    const { sequelize } = this.#db;
    if (this.#db.dialect === 'postgres') {
      const rows = await sequelize.query<CounterRow>(`${UPSERT} RETURNING hits, resets_at_ms`, { bind, type: QueryTypes.SELECT });
      const row = rows[0];
      if (!row) throw new Error('the rate-limit upsert returned no row');
      return infoOf(row);
    }
    // Sequelize runs a statement starting with INSERT without reading its rows, so SQLite reads
    // the row back; the write turn keeps any other writer of this (only) process in between.
    return this.#db.exclusive(async () => {
      await sequelize.query(UPSERT, { bind, type: QueryTypes.INSERT });
      const row = await this.#db.models.RateLimit.findOne({ where: { key: bind.key }, raw: true });
      if (!row) throw new Error('the rate-limit upsert left no row');
      return infoOfModel(row);
    });
  }

  /** Takes back a hit (a successful sign-in); never below zero, never in a window already over. */
  async decrement(key: string): Promise<void> {
    const now = this.#clock.now().getTime();
    await this.#db.exclusive(() =>
      this.#db.models.RateLimit.decrement('hits', { by: 1, where: { key: this.prefix + key, hits: { [Op.gt]: 0 }, resetsAtMs: { [Op.gt]: now } } }),
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.#db.exclusive(() => this.#db.models.RateLimit.destroy({ where: { key: this.prefix + key } }));
  }
}

/** Deletes the counters whose window is over (their next hit would start afresh anyway); answers how many. */
export function sweepExpiredRateLimits(db: Db, now: Date): Promise<number> {
  return db.exclusive(() => db.models.RateLimit.destroy({ where: { resetsAtMs: { [Op.lte]: now.getTime() } } }));
}

/**
 * Sweeps expired counters every `intervalMs` until stopped. Any instance may run it: deleting an
 * expired row twice is harmless, and a row another instance just restarted is not expired.
 */
export function startRateLimitSweep(db: Db, clock: Clock, intervalMs: number, onError: (error: unknown) => void): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepExpiredRateLimits(db, clock.now())
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  // The sweep alone never keeps the process alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
