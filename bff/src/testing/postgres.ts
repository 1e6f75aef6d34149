// Throwaway PostgreSQL databases for tests: one per app, dropped on close.
import { randomBytes } from 'node:crypto';
import { Sequelize } from 'sequelize';

export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function adminConnection(): Sequelize {
  return new Sequelize(PG_ADMIN_URL, { dialect: 'postgres', logging: false, dialectOptions: { connectionTimeoutMillis: 2000 } });
}

let available: Promise<boolean> | null = null;

/** Whether PostgreSQL answers at PG_ADMIN_URL (asked once per process). */
export function postgresAvailable(): Promise<boolean> {
  available ??= (async () => {
    const admin = adminConnection();
    try {
      await admin.authenticate();
      return true;
    } catch {
      return false;
    } finally {
      await admin.close().catch(() => undefined);
    }
  })();
  return available;
}

/** A fresh, uniquely named database; returns its URL and how to drop it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ile_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = adminConnection();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.close();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = adminConnection();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.close();
      }
    },
  };
}
