// Proves the admin's catalogue calls: only admins get them; an edit must name every price of the
// entry once and nothing new (400 with field messages otherwise); it applies to new bookings only,
// existing bookings keep the price they were made at; each edit is audited with before and after.
import { randomUUID } from 'node:crypto';
import { DEFAULT_CATALOGUE, quote, SMALLEST_JOB } from '@ile/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clearDispatch,
  givenSignedInAdmin,
  givenSignedInCustomer,
  startTestApp,
  testDialects,
  testVisit,
  visitorAgent,
  type Agent,
  type SeededUser,
  type TestApp,
} from '../../testing/index.ts';
import { auditLogModel } from '../audit/index.ts';
import { createCatalogueRepository, serviceId } from './repository.ts';

const dialects = await testDialects();
const cleaning = DEFAULT_CATALOGUE.find((entry) => entry.key === 'home-cleaning');
if (!cleaning) throw new Error('the default catalogue has no home cleaning');
const CLEANING_ID = serviceId('home-cleaning');

/** The entry as the admin form sends it back: every editable field, prices by key. */
function updateOf(overrides: Record<string, unknown> = {}) {
  if (!cleaning) throw new Error('unreachable');
  return {
    name: cleaning.name,
    tagline: cleaning.tagline,
    description: cleaning.description,
    includes: cleaning.includes,
    priceItems: cleaning.priceItems,
    active: true,
    ...overrides,
  };
}

/** The default price items with one amount changed. */
function withAmount(key: string, amountKobo: number) {
  return cleaning?.priceItems.map((item) => (item.key === key ? { ...item, amountKobo } : item));
}

describe.each(dialects)('the admin’s catalogue calls on %s', (dialect) => {
  let t: TestApp;
  let admin: SeededUser;
  let asAdmin: Agent;
  let asCustomer: Agent;
  let signedOut: Agent;

  beforeAll(async () => {
    t = await startTestApp({ dialect });
    ({ user: admin, agent: asAdmin } = await givenSignedInAdmin(t, { name: 'Ngozi Admin' }));
    ({ agent: asCustomer } = await givenSignedInCustomer(t, { name: 'Ada Okafor' }));
    signedOut = await visitorAgent(t.baseUrl);
  });
  afterAll(async () => {
    await t?.close();
  });
  // Every test starts from the default catalogue, no bookings and an empty audit log.
  beforeEach(async () => {
    await t.db.write(async (transaction) => {
      await t.db.models.IdempotencyKey.destroy({ where: {}, transaction });
      await t.db.models.Booking.destroy({ where: {}, transaction });
      await clearDispatch(t.db, transaction);
      await t.db.models.Service.destroy({ where: {}, transaction });
    });
    await createCatalogueRepository(t.db).addMissing(DEFAULT_CATALOGUE, new Date());
  });

  const book = (details = SMALLEST_JOB['home-cleaning']) =>
    asCustomer.post('/app/home').set('Idempotency-Key', randomUUID()).send({ visit: testVisit(), details });

  it('when signed out, a customer or an admin calls each admin catalogue operation, then 401, 403 and 200 and only the admin’s edit changes anything', async () => {
    const calls = [
      ['adminGetService', (agent: Agent) => agent.get(`/app/admin/services/${CLEANING_ID}`)],
      ['adminUpdateService', (agent: Agent) => agent.put(`/app/admin/services/${CLEANING_ID}`).send(updateOf({ name: 'Changed' }))],
    ] as const;
    for (const [name, call] of calls) {
      const out = await call(signedOut);
      expect(out.status, name).toBe(401);
      expect(out.body.code).toBe('sign_in_required');
      const asUser = await call(asCustomer);
      expect(asUser.status, name).toBe(403);
      expect(asUser.body.code).toBe('forbidden');
    }
    expect((await createCatalogueRepository(t.db).findById(CLEANING_ID))?.name).toBe('Home cleaning');
    for (const [name, call] of calls) expect((await call(asAdmin)).status, name).toBe(200);
    expect((await createCatalogueRepository(t.db).findById(CLEANING_ID))?.name).toBe('Changed');
  });

  it('when the admin opens an entry, then it comes back with its (empty) history; a hidden entry too; an unknown id is 404', async () => {
    const res = await asAdmin.get(`/app/admin/services/${CLEANING_ID}`);
    expect(res.status).toBe(200);
    expect(res.body.data.service).toMatchObject({ id: CLEANING_ID, key: 'home-cleaning', name: 'Home cleaning', priceItems: cleaning.priceItems, active: true });
    expect(res.body.data.history).toEqual([]);
    await t.db.write((transaction) => t.db.models.Service.update({ active: false }, { where: { key: 'curtains' }, transaction }));
    const hidden = await asAdmin.get(`/app/admin/services/${serviceId('curtains')}`);
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.service).toMatchObject({ key: 'curtains', active: false });
    expect((await asAdmin.get('/app/admin/services/no-such-service')).status).toBe(404);
  });

  it('when the admin edits words, prices and visibility, then the entry is stored, the change is audited with only what changed, and the answer carries the history', async () => {
    const update = updateOf({
      name: '  Home cleaning (deep or regular)  ',
      includes: ['Dusting and wiping of all surfaces', '  Inside the fridge  '],
      priceItems: withAmount('bedroom', 450_000),
      active: false,
    });
    const res = await asAdmin.put(`/app/admin/services/${CLEANING_ID}`).send(update);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { service, history } = res.body.data;
    expect(service).toMatchObject({
      name: 'Home cleaning (deep or regular)',
      tagline: cleaning.tagline,
      includes: ['Dusting and wiping of all surfaces', 'Inside the fridge'],
      active: false,
    });
    expect(service.priceItems.find((item: { key: string }) => item.key === 'bedroom')).toEqual({ key: 'bedroom', label: 'Per bedroom', amountKobo: 450_000 });
    expect(history).toEqual([
      {
        id: expect.any(String),
        actorName: 'Ngozi Admin',
        action: 'service.update',
        note: null,
        before: { name: 'Home cleaning', includes: cleaning.includes, priceItems: cleaning.priceItems, active: true },
        after: { name: 'Home cleaning (deep or regular)', includes: ['Dusting and wiping of all surfaces', 'Inside the fridge'], priceItems: service.priceItems, active: false },
        at: expect.any(String),
      },
    ]);
    expect((await auditLogModel(t.db).findOne({ where: { subjectId: CLEANING_ID } }))?.get('actorId')).toBe(admin.id);
    // Hidden now: customers no longer see it, the admin's list still does.
    expect((await asCustomer.get('/app/fetchServices')).body.data.some((s: { key: string }) => s.key === 'home-cleaning')).toBe(false);
    expect((await asAdmin.get('/app/fetchServices')).body.data.find((s: { key: string }) => s.key === 'home-cleaning')).toMatchObject({ active: false });
    expect((await asAdmin.get(`/app/admin/services/${CLEANING_ID}`)).body.data.history).toEqual(history);
  });

  it('when the admin saves the entry unchanged, then nothing is stored or recorded', async () => {
    const res = await asAdmin.put(`/app/admin/services/${CLEANING_ID}`).send(updateOf());
    expect(res.status).toBe(200);
    expect(res.body.data.history).toEqual([]);
    expect(await auditLogModel(t.db).count()).toBe(0);
  });

  it('when the admin reorders the price items, then they are stored in the entry’s own order and only amounts and labels count as changes', async () => {
    const res = await asAdmin.put(`/app/admin/services/${CLEANING_ID}`).send(updateOf({ priceItems: [...cleaning.priceItems].reverse() }));
    expect(res.status).toBe(200);
    expect(res.body.data.service.priceItems).toEqual(cleaning.priceItems);
    expect(await auditLogModel(t.db).count()).toBe(0);
  });

  it.each([
    ['a price left out', () => cleaning.priceItems.slice(1), 'priceItems', 'Every price of this service is needed. Missing: Standard cleaning.'],
    ['a price sent twice', () => [...cleaning.priceItems, cleaning.priceItems[0]], 'priceItems.5.key', 'This price appears more than once; send each price once.'],
    [
      'a new price',
      () => [...cleaning.priceItems, { key: 'balcony', label: 'Per balcony', amountKobo: 200_000 }],
      'priceItems.5.key',
      'This service has no price "balcony". Prices can be changed here, not added or removed.',
    ],
    ['an amount in naira and kobo', () => withAmount('bedroom', 4000.5), 'priceItems.3.amountKobo', 'Enter a whole number.'],
    ['a negative amount', () => withAmount('bedroom', -100), 'priceItems.3.amountKobo', 'Enter at least 0.'],
    ['an amount as text', () => withAmount('bedroom', '4000' as unknown as number), 'priceItems.3.amountKobo', 'Enter a whole number.'],
    ['a blank label', () => cleaning.priceItems.map((item, i) => (i === 1 ? { ...item, label: '   ' } : item)), 'priceItems.1.label', 'Enter a label, like "Per bedroom".'],
  ])('when the prices have %s, then 400 names the item and nothing changes', async (_case, items, field, message) => {
    const res = await asAdmin.put(`/app/admin/services/${CLEANING_ID}`).send(updateOf({ priceItems: items(), name: 'Should not be stored' }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.fields[field]).toBe(message);
    const stored = await createCatalogueRepository(t.db).findById(CLEANING_ID);
    expect(stored?.name).toBe('Home cleaning');
    expect(stored?.priceItems).toEqual(cleaning.priceItems);
    expect(await auditLogModel(t.db).count()).toBe(0);
  });

  it.each([
    [{ name: ' ' }, 'name', 'Enter a name.'],
    [{ tagline: '  ' }, 'tagline', 'This field is required.'],
    [{ tagline: undefined }, 'tagline', 'This field is required.'],
    [{ description: 'x'.repeat(2001) }, 'description', 'Use at most 2000 characters.'],
    [{ includes: [''] }, 'includes.0', 'This field is required.'],
    [{ active: 'yes' }, 'active', 'Choose yes or no.'],
    [{ key: 'plumbing' }, 'key', 'This field is not allowed.'],
    [{ inspectionFeeKobo: 0 }, 'inspectionFeeKobo', 'This field is not allowed.'],
  ])('when the edit has %o, then 400 names %s', async (overrides, field, message) => {
    const res = await asAdmin.put(`/app/admin/services/${CLEANING_ID}`).send(updateOf(overrides));
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
  });

  it('when the admin edits an id that is no service, then 404', async () => {
    expect((await asAdmin.put('/app/admin/services/no-such-service').send(updateOf())).status).toBe(404);
  });

  it('when prices change after a booking, then the existing booking keeps its price and a new booking gets the new one', async () => {
    const before = await book();
    expect(before.status, JSON.stringify(before.body)).toBe(201);
    const oldPrice = quote('home-cleaning', SMALLEST_JOB['home-cleaning'], cleaning.priceItems);
    expect(before.body.data.bookings[0].price).toEqual(oldPrice);

    const raised = withAmount('base.standard', 2_000_000) ?? [];
    expect((await asAdmin.put(`/app/admin/services/${CLEANING_ID}`).send(updateOf({ name: 'Home cleaning plus', priceItems: raised }))).status).toBe(200);

    const after = await book();
    expect(after.status).toBe(201);
    const newPrice = quote('home-cleaning', SMALLEST_JOB['home-cleaning'], raised);
    expect(newPrice.totalKobo).toBeGreaterThan(oldPrice.totalKobo);

    const list = (await asCustomer.get('/app/fetchCompleteBookings')).body.data as { id: string; price: unknown; serviceName: string }[];
    const first = list.find((b) => b.id === before.body.data.bookings[0].id);
    const second = list.find((b) => b.id === after.body.data.bookings[0].id);
    expect(first).toMatchObject({ price: oldPrice, serviceName: 'Home cleaning' });
    expect(second).toMatchObject({ price: newPrice, serviceName: 'Home cleaning plus' });
    const stored = await t.db.models.Booking.findByPk(first?.id ?? '');
    expect(Number(stored?.get('totalKobo'))).toBe(oldPrice.totalKobo);
  });

  it('when the admin hides a service, then new bookings of it are refused and existing ones stay as they were', async () => {
    const existing = await book();
    expect(existing.status).toBe(201);
    expect((await asAdmin.put(`/app/admin/services/${CLEANING_ID}`).send(updateOf({ active: false }))).status).toBe(200);
    const refused = await book();
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('service_unavailable');
    const list = (await asCustomer.get('/app/fetchCompleteBookings')).body.data as { id: string; status: string }[];
    expect(list).toEqual([expect.objectContaining({ id: existing.body.data.bookings[0].id, status: 'pending_payment' })]);
  });
});
