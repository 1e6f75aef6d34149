// Proves referral invitations: a customer's invitation is recorded as a referral message and
// answered with what was sent; with an e-mail the invitation (sign-up link with their code) is in
// the outbox, without one nothing is e-mailed; a missing or own contact, an undeliverable e-mail, a
// name that is not one and a note with a link are field errors; only customers who have paid may
// invite, a few a day.
import { EMAIL_HINT, PHONE_HINT } from '@ile/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.ts';
import {
  givenSignedInCustomer,
  givenSignedInCustomerWhoHasPaid,
  readOutbox,
  resetData,
  signInAgent,
  startTestApp,
  testDialects,
  UNDELIVERABLE_EMAILS,
  visitorAgent,
  type Agent,
  type SeededUser,
  type TestApp,
} from '../../testing/index.ts';
import { messageModel } from './models.ts';
import { FRIEND_CONTACT_MISSING, OWN_EMAIL, OWN_PHONE } from './service.ts';

const dialects = await testDialects();

describe.each(dialects)('sendReferral on %s', (dialect) => {
  let t: TestApp;
  let ada: SeededUser;
  let asAda: Agent;
  const rows = async () => (await messageModel(t.db).findAll()).map((row) => row.get({ plain: true }));

  beforeAll(async () => {
    t = await startTestApp({ dialect, config: { publicUrl: 'https://ile.ng', rateLimits: { ...DEFAULT_RATE_LIMITS, referrals: 1000 } } });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
    ({ user: ada, agent: asAda } = await givenSignedInCustomerWhoHasPaid(t, { name: 'Ada Okafor', email: 'ada@example.ng', phone: '0803 123 4567' }));
  });

  it('when a customer invites a friend by e-mail and phone, then 201 answers what was sent and the invitation with their sign-up link is in the outbox', async () => {
    const res = await asAda
      .post('/app/sendRefMessage')
      .send({ friendName: ' Bola Ade ', friendEmail: 'Bola.Ade@Example.ng', friendPhone: '0805 555 0101', message: ' Try Ilé, their cleaners are great. ' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      friendName: 'Bola Ade',
      friendEmail: 'bola.ade@example.ng',
      friendPhone: '+2348055550101',
      message: 'Try Ilé, their cleaners are great.',
      referralCode: ada.referralCode,
      emailed: true,
      createdAt: expect.any(String),
    });

    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: res.body.data.id,
      kind: 'referral',
      fromUserId: ada.id,
      fromName: 'Ada Okafor',
      fromEmail: 'ada@example.ng',
      fromPhone: '+2348031234567',
      subject: 'Invitation to Bola Ade',
      body: 'Try Ilé, their cleaners are great.',
      friendName: 'Bola Ade',
      friendEmail: 'bola.ade@example.ng',
      friendPhone: '+2348055550101',
      readAt: null,
    });

    const mail = await readOutbox(t.db);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'bola.ade@example.ng', subject: 'Ada Okafor invited you to Ilé' });
    expect(mail[0]?.text).toContain(`https://ile.ng/signup?ref=${ada.referralCode}`);
    expect(mail[0]?.text).toContain('Ada Okafor wrote: “Try Ilé, their cleaners are great.”');
    expect(mail[0]?.html).toContain(`<a href="https://ile.ng/signup?ref=${ada.referralCode}"`);
  });

  it('when the friend has only a phone and no note, then it is recorded, nothing is e-mailed and the note is null', async () => {
    const res = await asAda.post('/app/sendRefMessage').send({ friendName: 'Bola Ade', friendPhone: '+234 805 555 0101' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ friendEmail: null, friendPhone: '+2348055550101', message: null, emailed: false });
    expect((await rows())[0]).toMatchObject({ body: '', emailed: false });
    expect(await readOutbox(t.db)).toEqual([]);
  });

  it.each([
    ['neither e-mail nor phone', {}, { friendEmail: FRIEND_CONTACT_MISSING }],
    ['their own e-mail in other capitals', { friendEmail: 'ADA@example.ng' }, { friendEmail: OWN_EMAIL }],
    ['their own phone typed another way', { friendPhone: '+234 803 123 4567' }, { friendPhone: OWN_PHONE }],
    ['a phone that is no Nigerian mobile', { friendPhone: '0700 123 4567' }, { friendPhone: PHONE_HINT }],
    ['an e-mail without a domain', { friendEmail: 'bola@' }, { friendEmail: 'Enter a valid e-mail address, like name@example.com.' }],
    ...UNDELIVERABLE_EMAILS.map((friendEmail): [string, Record<string, string>, Record<string, string>] => [`the e-mail ${friendEmail}, which no mail can reach`, { friendEmail }, { friendEmail: EMAIL_HINT }]),
    ['a note over 500 characters', { friendEmail: 'bola@example.ng', message: 'a'.repeat(501) }, { message: 'Use at most 500 characters.' }],
  ])('when the invitation has %s, then 400 names the field, nothing is recorded and nothing is e-mailed', async (_case, contact, fields) => {
    const res = await asAda.post('/app/sendRefMessage').send({ friendName: 'Bola Ade', ...contact });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.fields).toMatchObject(fields);
    expect(await rows()).toHaveLength(0);
    expect(await readOutbox(t.db)).toEqual([]);
  });

  it('when a customer has never paid for a booking, then 403 referrals_need_a_booking and nothing is recorded or e-mailed', async () => {
    const { agent: newcomer } = await givenSignedInCustomer(t, { email: 'new@example.ng', phone: '0805 555 0199' });
    const res = await newcomer.post('/app/sendRefMessage').send({ friendName: 'Bola Ade', friendEmail: 'bola.ade@example.ng' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'referrals_need_a_booking', message: 'You can invite friends once you have paid for a booking with us.' });
    expect(await rows()).toHaveLength(0);
    expect(await readOutbox(t.db)).toEqual([]);
  });

  it.each(['Claim your prize at https://win.example', 'go to www.win-now.ng', 'see win-now.ng/claim'])('when the note carries a link (%s), then 400 on the note and nothing is sent', async (message) => {
    const res = await asAda.post('/app/sendRefMessage').send({ friendName: 'Bola Ade', friendEmail: 'bola.ade@example.ng', message });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ message: 'Leave links out of the note: the invitation carries our sign-up link.' });
    expect(await rows()).toHaveLength(0);
    expect(await readOutbox(t.db)).toEqual([]);
  });

  it.each(['Win at evil.example', 'Ada2', 'http://x.co'])('when the friend\'s name is not a name (%s), then 400 on the name', async (friendName) => {
    const res = await asAda.post('/app/sendRefMessage').send({ friendName, friendEmail: 'bola.ade@example.ng' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ friendName: 'Use letters, spaces, hyphens and apostrophes only.' });
  });

  it('when a visitor is signed out, then 401 and nothing is recorded', async () => {
    const visitor = await visitorAgent(t.baseUrl);
    const res = await visitor.post('/app/sendRefMessage').send({ friendName: 'Bola Ade', friendEmail: 'bola.ade@example.ng' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('sign_in_required');
    expect(await rows()).toHaveLength(0);
  });
});

describe('sendReferral daily limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { rateLimits: { ...DEFAULT_RATE_LIMITS, referrals: 2 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when a customer sends more invitations than a day allows, then the next gets 429 on any of their devices for a day, while another customer on the same network still gets through', async () => {
    const { user: ada, agent: phone } = await givenSignedInCustomerWhoHasPaid(t, { email: 'ada@example.ng' });
    const laptop = await signInAgent(t.baseUrl, ada.email, ada.password);
    const invite = (agent: Agent, n: number) => agent.post('/app/sendRefMessage').send({ friendName: 'Bola Ade', friendEmail: `friend${n}@example.ng` });
    expect((await invite(phone, 1)).status).toBe(201);
    expect((await invite(laptop, 2)).status).toBe(201);
    const blocked = await invite(phone, 3);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('too_many_requests');
    expect(blocked.headers['ratelimit-policy']).toBe('2;w=86400');
    expect((await invite(laptop, 4)).status).toBe(429);
    expect(await messageModel(t.db).count()).toBe(2);
    expect(await readOutbox(t.db)).toHaveLength(2);

    const { agent: asBola } = await givenSignedInCustomerWhoHasPaid(t, { email: 'bola@example.ng' });
    expect((await invite(asBola, 5)).status).toBe(201);
  });
});
