// Regression (found by the spec fuzz): each price item fits the Kobo range, but quotes multiply and
// add them. An admin's large prices made the catalogue's "from" price, and then stored bookings,
// exceed ₦1,000,000,000, so those answers (and every later answer carrying the customer's
// bookings, sign-in included) broke the spec. Now such prices and such bookings are refused.
import { randomUUID } from 'node:crypto';
import { DEFAULT_CATALOGUE } from '@ile/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser, signInAgent, startTestApp, testDialects, testVisit, type Agent, type TestApp } from '../../testing/index.ts';
import { MAX_KOBO } from './price-limit.ts';

const dialects = await testDialects();
const cleaning = DEFAULT_CATALOGUE.find((entry) => entry.key === 'home-cleaning');
if (!cleaning) throw new Error('the default catalogue has no home-cleaning');

function updateWith(perBedroomKobo: number) {
  const { name, tagline, description, includes, priceItems } = cleaning!;
  return { name, tagline, description, includes, active: true, priceItems: priceItems.map((item) => (item.key === 'bedroom' ? { ...item, amountKobo: perBedroomKobo } : item)) };
}

describe.each(dialects)('amounts beyond the Kobo range on %s', (dialect) => {
  let t: TestApp;
  let admin: Agent;
  let customer: Agent;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    const adminUser = await seedUser(t.db, { role: 'admin' });
    const customerUser = await seedUser(t.db);
    admin = await signInAgent(t.baseUrl, adminUser.email, adminUser.password);
    customer = await signInAgent(t.baseUrl, customerUser.email, customerUser.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when an admin sets prices whose smallest job costs more than ₦1bn, then 400 on priceItems and the catalogue is unchanged', async () => {
    const res = await admin.put('/app/admin/services/s_home-cleaning').send(updateWith(MAX_KOBO));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ priceItems: expect.stringContaining('₦1,000,000,000') });
    const catalogue = await customer.get('/app/fetchServices');
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.data.find((entry: { key: string }) => entry.key === 'home-cleaning').priceItems).toEqual(cleaning!.priceItems);
  });

  it('when the smallest job fits but a big one would not, then the prices are kept and that booking is refused with nothing stored', async () => {
    const perBedroom = 20_000_000_000; // ₦200m a bedroom: 1 bedroom fits, 10 do not.
    expect((await admin.put('/app/admin/services/s_home-cleaning').send(updateWith(perBedroom))).status).toBe(200);
    const before = await t.db.models.Booking.count();
    const big = await customer.post('/app/home').set('Idempotency-Key', randomUUID()).send({ visit: testVisit(), details: { cleaningType: 'standard', bedrooms: 10, bathrooms: 1 } });
    expect(big.status).toBe(400);
    expect(big.body.code).toBe('price_out_of_range');
    expect(await t.db.models.Booking.count()).toBe(before);
    const small = await customer.post('/app/home').set('Idempotency-Key', randomUUID()).send({ visit: testVisit(), details: { cleaningType: 'standard', bedrooms: 1, bathrooms: 1 } });
    expect(small.status).toBe(201);
    // The customer's answers still carry only amounts the spec allows.
    expect((await customer.get('/app/current_user')).status).toBe(200);
  });
});
