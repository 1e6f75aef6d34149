// Proves the catalogue call: 17 active services in display order with kobo prices; admins also see hidden ones.
import { DEFAULT_CATALOGUE, fromPriceKobo } from '@ile/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { seedUser, signInAgent, startTestApp, testDialects, type TestApp } from '../../testing/index.ts';

const dialects = await testDialects();

describe.each(dialects)('listServices on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when anyone asks, then it answers the 17 active services in sortOrder with integer kobo prices', async () => {
    const res = await request(t.baseUrl).get('/app/fetchServices');
    expect(res.status).toBe(200);
    const services: { key: string; id: string; sortOrder: number; fromPriceKobo: number; priceItems: { amountKobo: number }[]; active: boolean; inspectionFeeKobo: number | null }[] = res.body.data;
    expect(services).toHaveLength(17);
    expect(services.map((s) => s.key)).toEqual([...DEFAULT_CATALOGUE].sort((a, b) => a.sortOrder - b.sortOrder).map((e) => e.key));
    for (const service of services) {
      const entry = DEFAULT_CATALOGUE.find((e) => e.key === service.key);
      expect(service.id).toBe(`s_${service.key}`);
      expect(service.active).toBe(true);
      expect(service.fromPriceKobo).toBe(entry ? fromPriceKobo(entry) : NaN);
      expect(service.inspectionFeeKobo).toBe(entry?.inspectionFeeKobo);
      expect(service.priceItems.every((p) => Number.isInteger(p.amountKobo) && p.amountKobo > 0)).toBe(true);
    }
    const interiors = services.find((s) => s.key === 'interiors');
    expect(interiors?.inspectionFeeKobo).toBe(1_500_000);
  });

  it('when a service is hidden, then customers no longer see it but admins do', async () => {
    await t.db.write((transaction) => t.db.models.Service.update({ active: false }, { where: { key: 'curtains' }, transaction }));
    try {
      const customer = await seedUser(t.db);
      const admin = await seedUser(t.db, { role: 'admin' });
      const signedOut = await request(t.baseUrl).get('/app/fetchServices');
      const asCustomer = await (await signInAgent(t.baseUrl, customer.email, customer.password)).get('/app/fetchServices');
      const asAdmin = await (await signInAgent(t.baseUrl, admin.email, admin.password)).get('/app/fetchServices');
      expect(signedOut.body.data).toHaveLength(16);
      expect(asCustomer.body.data).toHaveLength(16);
      expect(asAdmin.body.data).toHaveLength(17);
      expect(asAdmin.body.data.find((s: { key: string }) => s.key === 'curtains')).toMatchObject({ active: false });
    } finally {
      await t.db.write((transaction) => t.db.models.Service.update({ active: true }, { where: { key: 'curtains' }, transaction }));
    }
  });
});
