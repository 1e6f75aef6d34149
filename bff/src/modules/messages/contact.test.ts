// Proves the contact form: a message from a visitor or a customer is stored for the support team
// (202, phone in E.164, who sent it), bad fields get clear messages and store nothing, and one
// client's messages are rate limited while another client is unaffected.
import { EMAIL_HINT, PHONE_HINT } from '@ile/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.ts';
import { givenSignedInCustomer, resetData, startTestApp, testDialects, UNDELIVERABLE_EMAILS, visitorAgent, type Agent, type TestApp } from '../../testing/index.ts';
import { messageModel } from './models.ts';

const dialects = await testDialects();

function contact(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Chinedu Eze',
    email: 'Chinedu.Eze@Example.ng',
    phone: '0803 123 4567',
    subject: 'Fumigation before we move in',
    bookingReference: ' ile-7kx2q9 ',
    message: 'Can your pros fumigate a 3-bedroom flat in Lekki this Saturday?',
    ...overrides,
  };
}

describe.each(dialects)('sendContactMessage on %s', (dialect) => {
  let t: TestApp;
  let visitor: Agent;
  const rows = async () => (await messageModel(t.db).findAll()).map((row) => row.get({ plain: true }));

  beforeAll(async () => {
    t = await startTestApp({ dialect, config: { rateLimits: { ...DEFAULT_RATE_LIMITS, contactMessages: 1000 } } });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
    visitor = await visitorAgent(t.baseUrl);
  });

  it('when a visitor sends a valid message, then 202 { received: true } and it is stored unread as a contact message, tidied', async () => {
    const res = await visitor.post('/app/sendMessage').send(contact({ subject: '  Fumigation before we move in  ' }));
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ data: { received: true } });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: 'contact',
      fromUserId: null,
      fromName: 'Chinedu Eze',
      fromEmail: 'chinedu.eze@example.ng',
      fromPhone: '+2348031234567',
      subject: 'Fumigation before we move in',
      body: 'Can your pros fumigate a 3-bedroom flat in Lekki this Saturday?',
      bookingReference: 'ILE-7KX2Q9',
      friendName: null,
      readAt: null,
    });
  });

  it('when the phone and booking reference are left out, then the message is stored without them', async () => {
    const { phone: _phone, bookingReference: _reference, ...rest } = contact();
    expect((await visitor.post('/app/sendMessage').send(rest)).status).toBe(202);
    expect((await rows())[0]).toMatchObject({ fromPhone: null, bookingReference: null });
  });

  it('when a signed-in customer writes, then the message names their account', async () => {
    const { user: ada, agent: asAda } = await givenSignedInCustomer(t, { name: 'Ada Okafor' });
    expect((await asAda.post('/app/sendMessage').send(contact({ name: 'Ada Okafor', email: ada.email }))).status).toBe(202);
    expect((await rows())[0]).toMatchObject({ fromUserId: ada.id, fromName: 'Ada Okafor' });
  });

  it.each([
    ['a phone that is no Nigerian mobile', { phone: '0700 123 4567' }, 'phone', PHONE_HINT],
    ['a phone in no phone format', { phone: '12345' }, 'phone', PHONE_HINT],
    ['an e-mail without a domain', { email: 'chinedu@' }, 'email', 'Enter a valid e-mail address, like name@example.com.'],
    ...UNDELIVERABLE_EMAILS.map((email): [string, Record<string, unknown>, string, string] => [`the e-mail ${email}, which no mail can reach`, { email }, 'email', EMAIL_HINT]),
    ['no name', { name: undefined }, 'name', 'This field is required.'],
    ['a subject of 2 characters', { subject: 'Hi' }, 'subject', 'Use at least 3 characters.'],
    ['a subject of spaces around 2 characters', { subject: '   Hi   ' }, 'subject', 'Give your message a subject of at least 3 characters.'],
    ['a message under 10 characters', { message: 'Call me.' }, 'message', 'Use at least 10 characters.'],
    ['a message of spaces around a few words', { message: `  Call me.${' '.repeat(10)}` }, 'message', 'Tell us a little more: at least 10 characters.'],
    ['a message over 2000 characters', { message: 'a'.repeat(2001) }, 'message', 'Use at most 2000 characters.'],
    ['a field smuggled in', { kind: 'referral' }, 'kind', 'This field is not allowed.'],
  ])('when the message has %s, then 400 names the field and nothing is stored', async (_case, overrides, field, message) => {
    const res = await visitor.post('/app/sendMessage').send(contact(overrides));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.fields[field]).toBe(message);
    expect(await rows()).toHaveLength(0);
  });
});

describe('sendContactMessage rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a trusted proxy on loopback, X-Forwarded-For tells the clients apart.
    t = await startTestApp({ config: { trustProxy: 'loopback', rateLimits: { ...DEFAULT_RATE_LIMITS, contactMessages: 3 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when one client sends more messages than the limit in the window, then the next gets 429 and is not stored, while another client still gets through', async () => {
    const first = await visitorAgent(t.baseUrl);
    const send = (agent: Agent, ip: string) => agent.post('/app/sendMessage').set('X-Forwarded-For', ip).send(contact());
    for (let i = 0; i < 3; i++) expect((await send(first, '203.0.113.7')).status).toBe(202);
    const blocked = await send(first, '203.0.113.7');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ code: 'too_many_requests', message: 'Too many attempts. Please wait a few minutes and try again.' });
    expect(await messageModel(t.db).count()).toBe(3);

    const other = await visitorAgent(t.baseUrl);
    expect((await send(other, '198.51.100.20')).status).toBe(202);
    expect(await messageModel(t.db).count()).toBe(4);
  });
});
