// Proves the daily ceiling on sign-in codes is no off switch, on SQLite and PostgreSQL: past it a
// number a customer account proved (by a code) still gets its code while new, unproven and staff
// numbers wait (503 phone_sign_in_paused); the admin home shows the ceiling near (80 %) and reached;
// and a code past the number's daily text limit answers 429, writing nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { movableClock, type MovableClock } from '../../testing/clock.ts';
import { givenSignedInAdmin, provePhone, readTexts, resetData, seedUser, startTestApp, testDialects, uniformRateLimits, visitorAgent, type TestApp } from '../../testing/index.ts';

const dialects = await testDialects();
const CEILING = 5;

describe.each(dialects)('the daily ceiling on sign-in codes on %s', (dialect) => {
  let t: TestApp;
  let clock: MovableClock;
  beforeAll(async () => {
    clock = movableClock();
    t = await startTestApp({ dialect, clock, config: { rateLimits: uniformRateLimits(1000, { signInTextsPerDay: CEILING, textsPerNumber: 2 }) } });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    clock.reset();
    await resetData(t.db);
    await t.db.write((transaction) => t.db.models.RateLimit.destroy({ where: {}, transaction }));
  });

  const send = async (phone: string) => (await visitorAgent(t.baseUrl)).post('/app/signin/code').send({ phone });
  /** Spends the day's codes on new numbers (a flood from many addresses). */
  async function spendTheCeiling() {
    for (let i = 0; i < CEILING; i++) expect((await send(`0803 200 ${String(1000 + i)}`)).status).toBe(202);
  }
  const alerts = async () => {
    const { agent } = await givenSignedInAdmin(t);
    const res = await agent.get('/app/admin/overview');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.alerts as unknown[];
  };

  it('when the ceiling is spent, then a number a customer proved still gets its code; new, unproven and staff-only numbers get 503', async () => {
    const ada = await seedUser(t.db, { name: 'Ada Okafor', phone: '0803 123 4567' });
    await provePhone(t.db, ada.id);
    await seedUser(t.db, { name: 'Tunde Bello', phone: '0806 555 0142' });
    await seedUser(t.db, { role: 'admin', name: 'Ngozi Eze', phone: '0807 000 1111' });
    await spendTheCeiling();

    const proven = await send('0803 123 4567');
    expect(proven.status, JSON.stringify(proven.body)).toBe(202);
    expect((await readTexts(t.db, '+2348031234567')).map((text) => [text.purpose, text.status])).toEqual([['sign_in_code', 'kept']]);

    for (const phone of ['0809 999 0000', '0806 555 0142', '0807 000 1111']) {
      const paused = await send(phone);
      expect(paused.status, phone).toBe(503);
      expect(paused.body.code).toBe('phone_sign_in_paused');
      expect(Number(paused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    }
    expect(await readTexts(t.db, '+2348099990000')).toEqual([]);
  });

  it('when the ceiling is at 80 %, then the admin home shows it near; once spent, reached', async () => {
    expect(await alerts()).toEqual([]);
    for (let i = 0; i < 4; i++) expect((await send(`0803 300 ${String(1000 + i)}`)).status).toBe(202);
    expect(await alerts()).toEqual([{ kind: 'text_ceiling_near', ceiling: 'sign_in_codes', used: 4, limit: CEILING }]);
    expect((await send('0803 300 2000')).status).toBe(202);
    expect(await alerts()).toEqual([{ kind: 'text_ceiling_reached', ceiling: 'sign_in_codes', used: CEILING, limit: CEILING }]);
  });

  it('when a number had its texts of the day, then the next code answers 429 with Retry-After and nothing is written', async () => {
    expect((await send('0805 111 2222')).status).toBe(202);
    clock.advance(61_000);
    expect((await send('0805 111 2222')).status).toBe(202);
    clock.advance(61_000);
    const refused = await send('0805 111 2222');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await readTexts(t.db, '+2348051112222')).toHaveLength(2);
  });
});
