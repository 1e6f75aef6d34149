// Proves Become a Pro: a valid application is stored pending (phone E.164, e-mail lowercased, its two
// references with E.164 phones, never the applicant's own nor one twice) with
// its acknowledgement in the outbox; bad fields get clear messages; a second pending application
// with the same phone or e-mail is refused without a second row, even under 20 identical
// submissions at once; and the call is rate limited per client.
import { EMAIL_HINT, PHONE_HINT } from '@ile/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  givenSignedInCustomer,
  readOutbox,
  resetData,
  seedPro,
  startTestApp,
  testDialects,
  UNDELIVERABLE_EMAILS,
  visitorAgent,
  type Agent,
  type TestApp,
  uniformRateLimits,
} from '../../testing/index.ts';
import { proModels } from '../../db/pro-models.ts';
import { application } from './test-fixtures.ts';

const dialects = await testDialects();
const [AISHA, TUNDE] = application().referees;
const RATE_LIMITS = uniformRateLimits(1000);

describe.each(dialects)('applyAsPro on %s', (dialect) => {
  let t: TestApp;
  let visitor: Agent;

  beforeAll(async () => {
    t = await startTestApp({ dialect, config: { rateLimits: RATE_LIMITS } });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
    visitor = await visitorAgent(t.baseUrl);
  });

  const rows = async () => (await proModels(t.db).Pro.findAll()).map((row) => row.get({ plain: true }));

  it('when a visitor sends a valid application, then it is stored pending and answered with a receipt, and the acknowledgement is in the outbox', async () => {
    const res = await visitor.post('/app/pro').send(application());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      reference: expect.stringMatching(/^PRO-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/),
      name: 'Musa Ibrahim',
      // Catalogue order, however they were sent.
      services: ['home-cleaning', 'plumbing'],
      status: 'pending',
      createdAt: expect.any(String),
    });

    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: res.body.data.id,
      email: 'musa.ibrahim@example.ng',
      phone: '+2348031234599',
      status: 'pending',
      state: 'FCT',
      area: 'Wuse 2',
      yearsExperience: 7,
      idType: 'nin',
      decisionNote: null,
      decidedAt: null,
    });
    // Sealed at rest; it opens to what was sent (id-numbers.test.ts proves who may read it).
    expect(t.db.cipher.open(stored[0]?.idNumber ?? '', `pros.id_number:${res.body.data.id}`)).toBe('12345678901');
    expect(JSON.parse(stored[0]?.daysAvailable ?? '[]')).toEqual(['mon', 'tue', 'sat']);
    expect(JSON.parse(stored[0]?.referees ?? '[]')).toEqual([
      { name: 'Aisha Bello', phone: '+2348051112233' },
      { name: 'Tunde Bakare', phone: '+2348064445566' },
    ]);
    const services = await proModels(t.db).ProService.findAll({ where: { proId: res.body.data.id } });
    expect(services.map((row) => row.get('service')).sort()).toEqual(['home-cleaning', 'plumbing']);

    const mail = await readOutbox(t.db);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toBe('musa.ibrahim@example.ng');
    expect(mail[0]?.subject).toContain(res.body.data.reference);
    expect(mail[0]?.text).toContain('Home cleaning, Plumbing');
    expect(mail[0]?.text).toContain('0803 123 4599');
    expect(mail[0]?.text).toContain('within 3 working days');
  });

  it.each([
    ['a phone that is no Nigerian mobile', { phone: '0700 123 4567' }, 'phone', PHONE_HINT],
    ['a phone in no phone format', { phone: '12345' }, 'phone', PHONE_HINT],
    ['an e-mail without a domain', { email: 'musa@' }, 'email', 'Enter a valid e-mail address, like name@example.com.'],
    ...UNDELIVERABLE_EMAILS.map((email): [string, Record<string, unknown>, string, string] => [`the e-mail ${email}, which no mail can reach`, { email }, 'email', EMAIL_HINT]),
    ['no services', { services: [] }, 'services', 'Choose at least 1.'],
    ['a service that does not exist', { services: ['roofing'] }, 'services.0', 'Choose one of the options offered.'],
    ['a NIN that is not 11 digits', { idNumber: '1234567' }, 'idNumber', 'A NIN has 11 digits, like 12345678901.'],
    ['a bio under 20 characters', { about: 'I fix pipes.' }, 'about', 'Use at least 20 characters.'],
    ['a bio of spaces around a few words', { about: `  Good plumber.${' '.repeat(20)}` }, 'about', 'Tell us a little more: at least 20 characters.'],
    ['no consent to checks', { consent: false }, 'consent', 'Agree to the identity, reference and background checks to apply.'],
    ['years of experience beyond 60', { yearsExperience: 61 }, 'yearsExperience', 'Enter at most 60.'],
    ['an unknown ID type', { idType: 'bvn' }, 'idType', 'Choose one of the options offered.'],
    ['no days available', { daysAvailable: [] }, 'daysAvailable', 'Choose at least 1.'],
    ['a role smuggled in', { status: 'approved' }, 'status', 'This field is not allowed.'],
    ['one reference instead of two', { referees: [AISHA] }, 'referees', 'Choose at least 2.'],
    ['a reference giving the applicant’s own phone', { referees: [{ ...AISHA, phone: '+234 803 123 4599' }, TUNDE] }, 'referees.0.phone', 'Give the number of someone you have worked for, not your own.'],
    ['the same reference phone twice', { referees: [AISHA, { ...TUNDE, phone: '08051112233' }] }, 'referees.1.phone', 'Give two different people, each with their own number.'],
    ['a reference phone that is no Nigerian mobile', { referees: [AISHA, { ...TUNDE, phone: '0700 123 4567' }] }, 'referees.1.phone', PHONE_HINT],
  ])('when the application has %s, then 400 names the field and nothing is stored', async (_case, overrides, field, message) => {
    const res = await visitor.post('/app/pro').send(application(overrides));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.fields[field]).toBe(message);
    expect(await rows()).toHaveLength(0);
    expect(await readOutbox(t.db)).toHaveLength(0);
  });

  it('when a chosen service is hidden from the catalogue, then 400 says to choose from the services offered', async () => {
    await t.db.write((transaction) => t.db.models.Service.update({ active: false }, { where: { key: 'plumbing' }, transaction }));
    try {
      const res = await visitor.post('/app/pro').send(application());
      expect(res.status).toBe(400);
      expect(res.body.fields.services).toMatch(/Choose from the services we offer/);
      expect(await rows()).toHaveLength(0);
    } finally {
      await t.db.write((transaction) => t.db.models.Service.update({ active: true }, { where: { key: 'plumbing' }, transaction }));
    }
  });

  it.each([
    ['the same phone typed another way', { email: 'someone.else@example.ng', phone: '+234 803 123 4599' }, { phone: 'An application with this phone number is already being reviewed.' }],
    ['the same e-mail in other capitals', { email: 'MUSA.IBRAHIM@example.ng', phone: '0805 555 0101' }, { email: 'An application with this e-mail address is already being reviewed.' }],
    [
      'the same phone and e-mail',
      {},
      { phone: 'An application with this phone number is already being reviewed.', email: 'An application with this e-mail address is already being reviewed.' },
    ],
  ])('when an application with %s is still pending, then 409 application_pending says so and no second row is stored', async (_case, overrides, fields) => {
    expect((await visitor.post('/app/pro').send(application())).status).toBe(201);
    const res = await visitor.post('/app/pro').send(application(overrides));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'application_pending',
      message: 'We already have your application and are reviewing it. We will call you within 3 working days.',
      fields,
    });
    expect(await rows()).toHaveLength(1);
    expect(await readOutbox(t.db)).toHaveLength(1);
  });

  it.each(['approved', 'rejected', 'suspended'] as const)('when the earlier application with that phone and e-mail is %s, then a new application is accepted', async (status) => {
    await seedPro(t.db, { status, phone: '0803 123 4599', email: 'musa.ibrahim@example.ng' });
    const res = await visitor.post('/app/pro').send(application());
    expect(res.status).toBe(201);
    expect((await rows()).map((row) => row.status).sort()).toEqual(['pending', status].sort());
  });

  it('when 20 identical applications arrive at once, then exactly one is stored and the other 19 get 409 application_pending', async () => {
    const visitors = await Promise.all(Array.from({ length: 20 }, () => visitorAgent(t.baseUrl)));
    const results = await Promise.all(visitors.map((agent) => agent.post('/app/pro').send(application())));
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(res.body.code).toBe('application_pending');
      expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'phone']);
    }
    expect(await rows()).toHaveLength(1);
    expect(await readOutbox(t.db)).toHaveLength(1);
  });

  it('when a signed-in customer applies, then it is accepted like a visitor’s (the call is public)', async () => {
    const { agent: asCustomer } = await givenSignedInCustomer(t);
    expect((await asCustomer.post('/app/pro').send(application())).status).toBe(201);
  });
});

describe('applyAsPro rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { rateLimits: { ...RATE_LIMITS, proApplications: 3 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when one client sends more applications than the limit in the window, then the next gets 429 and is not stored', async () => {
    const visitor = await visitorAgent(t.baseUrl);
    for (let i = 0; i < 3; i++) {
      const res = await visitor.post('/app/pro').send(application({ email: `applicant${i}@example.ng`, phone: `0803 123 450${i}` }));
      expect(res.status).toBe(201);
    }
    const res = await visitor.post('/app/pro').send(application({ email: 'applicant9@example.ng', phone: '0803 123 4509' }));
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('too_many_requests');
    expect(await proModels(t.db).Pro.count()).toBe(3);
  });
});
