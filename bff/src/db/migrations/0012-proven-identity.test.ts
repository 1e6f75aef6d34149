// Proves migration 0012 on SQLite and PostgreSQL, on a database migrated up to 0011 that holds accounts:
// e-mails of accounts made by a sign-in code (never proven) become pending, every other e-mail stays
// proven (grandfathered).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/postgres.ts';
import { testDialects } from '../../testing/index.ts';
import { createDb } from '../index.ts';
import { provenIdentity } from './0012-proven-identity.ts';
import { MIGRATIONS } from './index.ts';

const dialects = await testDialects();

describe.each(dialects)('migration 0012-proven-identity on %s', (dialect) => {
  it('when it runs on accounts made before it, then a phone sign-up\'s typed e-mail becomes pending and the others stay proven', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ile-migration-'));
    const pg = dialect === 'postgres' ? await createTestDatabase() : null;
    const db = await createDb({ databaseUrl: pg?.url ?? null, sqliteFile: join(dir, 'ile.sqlite') });
    try {
      const qi = db.sequelize.getQueryInterface();
      const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(provenIdentity));
      for (const migration of before) await migration.up({ name: migration.name, context: qi });
      const now = new Date();
      const row = (id: string, email: string, role: string, passwordHash: string) => ({
        id, name: id, email, phone: '+2348031234567', role, referral_code: id.toUpperCase(), password_hash: passwordHash, booking_texts: true, created_at: now, updated_at: now,
      });
      await qi.bulkInsert('users', [
        row('byphone', 'typed@example.ng', 'user', '!set-by-invitation'),
        row('bymail', 'ada@example.ng', 'user', '$argon2id$v=19$m=19456,t=2,p=1$x$y'),
        row('invited', 'pro@example.ng', 'pro', '!set-by-invitation'),
        row('noemail', '', 'user', '!set-by-invitation'),
      ]);
      await provenIdentity.up({ name: provenIdentity.name, context: qi });
      const users = await db.models.User.findAll({ attributes: ['id', 'email', 'pendingEmail'], order: [['id', 'ASC']], raw: true });
      expect(users).toEqual([
        { id: 'bymail', email: 'ada@example.ng', pendingEmail: null },
        { id: 'byphone', email: '', pendingEmail: 'typed@example.ng' },
        { id: 'invited', email: 'pro@example.ng', pendingEmail: null },
        { id: 'noemail', email: '', pendingEmail: null },
      ]);
    } finally {
      await db.close();
      await pg?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
