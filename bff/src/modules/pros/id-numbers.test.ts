// Proves ID numbers (NIN, licence, voter's card, passport) are stored only sealed with AES-256-GCM under DATA_ENCRYPTION_KEY: the application's row holds no plain number, the admin vetting the pro reads it decrypted, no other answer carries it, migration 0014 seals the numbers stored before it, and after a key rotation the sweep re-seals old values under the new key.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SequelizeStorage, Umzug } from 'umzug';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createDataCipher } from '../../db/data-cipher.ts';
import { createDb } from '../../db/index.ts';
import { MIGRATIONS } from '../../db/migrations/index.ts';
import { proModels } from '../../db/pro-models.ts';
import { createTestDatabase } from '../../testing/postgres.ts';
import { givenSignedInAdmin, resetData, seedPro, startTestApp, testDialects, visitorAgent, type TestApp } from '../../testing/index.ts';
import { application } from './test-fixtures.ts';

const dialects = await testDialects();

describe.each(dialects)('ID numbers at rest on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
  });

  it('when a pro applies, then the stored ID number is sealed under the current key, and only the admin’s pro detail shows it decrypted', async () => {
    const visitor = await visitorAgent(t.baseUrl);
    const sent = await visitor.post('/app/pro').send(application({ idType: 'nin', idNumber: '12345678901' }));
    expect(sent.status).toBe(201);
    expect(JSON.stringify(sent.body)).not.toContain('12345678901');

    const row = (await proModels(t.db).Pro.findByPk(sent.body.data.id))?.get({ plain: true });
    expect(row?.idNumber).toMatch(new RegExp(`^v1\\.${t.config.dataKeys.current.id}\\.`));
    expect(JSON.stringify(row)).not.toContain('12345678901');

    const { agent } = await givenSignedInAdmin(t);
    const detail = await agent.get(`/app/admin/pros/${sent.body.data.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.idNumber).toBe('12345678901');
    const list = await agent.get('/app/admin/pros');
    expect(JSON.stringify(list.body)).not.toContain('12345678901');
  });
});

describe.each(dialects)('rotating DATA_ENCRYPTION_KEY on %s', (dialect) => {
  it('when the key changes with the old one kept as previous, then numbers sealed before still show, and the sweep re-seals them under the new key', async () => {
    const oldKeys = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'ile-keys-')), DATA_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64') }).dataKeys;
    const rotated = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ile-keys-')),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 4).toString('base64'),
      DATA_ENCRYPTION_PREVIOUS_KEYS: Buffer.alloc(32, 3).toString('base64'),
    }).dataKeys;
    const t = await startTestApp({ dialect, config: { dataKeys: rotated } });
    try {
      const pro = await seedPro(t.db);
      const { Pro } = proModels(t.db);
      // As it was stored before the rotation.
      const sealedBefore = createDataCipher(oldKeys).seal('12345678901', `pros.id_number:${pro.id}`);
      await t.db.write((transaction) => Pro.update({ idNumber: sealedBefore }, { where: { id: pro.id }, transaction }));

      const { agent } = await givenSignedInAdmin(t);
      expect((await agent.get(`/app/admin/pros/${pro.id}`)).body.data.idNumber).toBe('12345678901');
      expect((await t.app.sweepPersonalData()).idNumbersResealed).toBe(1);
      const stored = (await Pro.findByPk(pro.id))?.get('idNumber') ?? '';
      expect(stored).toMatch(new RegExp(`^v1\\.${rotated.current.id}\\.`));
      expect((await agent.get(`/app/admin/pros/${pro.id}`)).body.data.idNumber).toBe('12345678901');
      expect((await t.app.sweepPersonalData()).idNumbersResealed).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe.each(dialects)('migration 0014 on %s', (dialect) => {
  const dir = mkdtempSync(join(tmpdir(), 'ile-0014-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('when pros were stored with plain ID numbers before it, then it seals each one, and the admin reads the same numbers', async () => {
    const pg = dialect === 'postgres' ? await createTestDatabase() : null;
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SESSION_SECRET: 'm'.repeat(40) });
    const db = await createDb({ databaseUrl: pg?.url ?? null, sqliteFile: join(dir, `before-${dialect}.sqlite`), dataKeys: config.dataKeys });
    try {
      // The database as it was before 0014: every migration up to it.
      const before = MIGRATIONS.slice(0, MIGRATIONS.findIndex((migration) => migration.name === '0014-personal-data'));
      expect(before.length).toBeGreaterThan(10);
      await new Umzug({ migrations: [...before], context: db.sequelize.getQueryInterface(), storage: new SequelizeStorage({ sequelize: db.sequelize, tableName: 'schema_migrations' }), logger: undefined }).up();
      const now = new Date();
      for (const [id, idNumber] of [['p-old-1', '12345678901'], ['p-old-2', 'A98765432']] as const) {
        // Raw SQL: the model describes the table after 0014.
        await db.sequelize.query(
          `INSERT INTO pros (id, reference, name, email, phone, state, area, years_experience, about, id_type, id_number, own_tools, days_available, consented_at, status, created_at, updated_at)
           VALUES ($id, $reference, 'Musa Ibrahim', $email, '+2348031234567', 'FCT', 'Wuse 2', 6, 'Six years of deep cleaning.', 'nin', $idNumber, true, '["mon"]', $now, 'approved', $now, $now)`,
          { bind: { id, reference: `PRO-${id.slice(-1)}AAAAA`, email: `${id}@example.ng`, idNumber, now: now.toISOString() } },
        );
      }
      await db.migrate();
      const rows = (await proModels(db).Pro.findAll({ order: [['id', 'ASC']] })).map((row) => row.get({ plain: true }));
      expect(rows.map((row) => db.cipher.isSealed(row.idNumber))).toEqual([true, true]);
      expect(rows.map((row) => db.cipher.open(row.idNumber, `pros.id_number:${row.id}`))).toEqual(['12345678901', 'A98765432']);
    } finally {
      await db.close();
      await pg?.drop();
    }
  });
});
