// Proves sign-up with a referral code: a known code (any case, spaces ignored) records who
// referred the new customer in the same write as the account; an unknown one is a field error
// and no account is made; without a code nobody is recorded.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.ts';
import { DEFAULT_TEST_PASSWORD, resetData, seedUser, startTestApp, testDialects, visitorAgent, type SeededUser, type TestApp } from '../../testing/index.ts';
import { UNKNOWN_REFERRAL_CODE } from './service.ts';

const dialects = await testDialects();

describe.each(dialects)('sign-up with a referral code on %s', (dialect) => {
  let t: TestApp;
  let ada: SeededUser;

  beforeAll(async () => {
    t = await startTestApp({ dialect, config: { rateLimits: { ...DEFAULT_RATE_LIMITS, signUps: 1000 } } });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
    ada = await seedUser(t.db, { name: 'Ada Okafor', email: 'ada@example.ng' });
  });

  const signUp = async (extra: Record<string, unknown>) =>
    (await visitorAgent(t.baseUrl)).post('/app/signup').send({ name: 'Bola Ade', email: 'bola.ade@example.ng', phone: '0805 555 0101', password: DEFAULT_TEST_PASSWORD, ...extra });
  const referredByOf = async (email: string) => (await t.db.models.User.findOne({ where: { pendingEmail: email } }))?.get('referredBy');

  it('when the code is the referrer’s, typed in lower case with spaces, then the account is made and records who referred it', async () => {
    const typed = ` ${ada.referralCode.slice(0, 3).toLowerCase()} ${ada.referralCode.slice(3).toLowerCase()} `;
    const res = await signUp({ referralCode: typed });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ email: null, pendingEmail: 'bola.ade@example.ng', role: 'user' });
    // The new customer gets a code of their own, not the referrer's.
    expect(res.body.data.referralCode).not.toBe(ada.referralCode);
    expect(await referredByOf('bola.ade@example.ng')).toBe(ada.id);
  });

  it('when the code is unknown, then 400 names referralCode and no account is made', async () => {
    const res = await signUp({ referralCode: 'NOPE42' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', fields: { referralCode: UNKNOWN_REFERRAL_CODE } });
    expect(await t.db.models.User.count({ where: { pendingEmail: 'bola.ade@example.ng' } })).toBe(0);
  });

  it('when the code is unknown and the password weak too, then both fields are named at once', async () => {
    const res = await signUp({ referralCode: 'NOPE42', password: 'password' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['password', 'referralCode']);
  });

  it('when the code is left out or only spaces, then the account is made and nobody referred it', async () => {
    expect((await signUp({})).status).toBe(201);
    expect(await referredByOf('bola.ade@example.ng')).toBeNull();
    expect((await signUp({ email: 'kemi@example.ng', referralCode: '   ' })).status).toBe(201);
    expect(await referredByOf('kemi@example.ng')).toBeNull();
  });
});
