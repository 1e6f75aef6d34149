// Proves the demo seed: on an empty database it makes the demo admin and customer, approved pros
// in Abuja and Lagos for common services, one pending application and two unread contact messages,
// visible in the admin area, and finished jobs whose reviews the public pages show; run again, it
// adds nothing.
import { claimWindowOpen } from '@ile/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { createLogger } from '../logger.ts';
import { createMailer } from '../mail/mailer.ts';
import { messageModel } from '../modules/messages/models.ts';
import { createProsRepository } from '../modules/pros/repository.ts';
import { reviewModel } from './trust-models.ts';
import { latestCodeFor, resetData, signInAgent, startTestApp, testDialects, visitorAgent, type TestApp } from '../testing/index.ts';
import { DEMO_PROS, DEMO_REVIEWED_JOBS, demoLogins, seedDemoUsers } from './seed.ts';

const dialects = await testDialects();

describe.each(dialects)('the demo seed on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    await resetData(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const seed = () => {
    const logger = createLogger('silent');
    const mailer = createMailer({ smtpUrl: null, from: t.config.mailFrom, db: t.db, logger, clock: systemClock });
    return seedDemoUsers({ db: t.db, mailer, logger, clock: systemClock, config: t.config });
  };

  it('when the database has no account, then the demo logins, five approved pros in FCT and Lagos, one pending application and two unread contact messages appear in the admin area', async () => {
    expect(await seed()).toBe(true);
    const admin = demoLogins(t.config).find((login) => login.role === 'admin');
    if (!admin) throw new Error('no demo admin login');
    const asAdmin = await signInAgent(t.baseUrl, admin.email, admin.password);

    const all = await asAdmin.get('/app/admin/pros');
    expect(all.body.data.total).toBe(DEMO_PROS.length);
    const approved = (await asAdmin.get('/app/admin/pros').query({ status: 'approved' })).body.data.items as { state: string; services: string[] }[];
    const pending = (await asAdmin.get('/app/admin/pros').query({ status: 'pending' })).body.data.items as { name: string }[];
    expect(approved).toHaveLength(5);
    expect(new Set(approved.map((pro) => pro.state))).toEqual(new Set(['FCT', 'Lagos']));
    expect(pending.map((pro) => pro.name)).toEqual(['Ibrahim Sani']);

    // A Lagos cleaning job finds the Lagos cleaner first, then the Abuja one.
    const candidates = await createProsRepository(t.db).findApprovedCandidates('home-cleaning', 'Lagos');
    expect(candidates.map((pro) => pro.name)).toEqual(['Funke Adebayo', 'Chioma Nwosu']);

    // The inbox is not empty: two unread contact messages, the demo customer's newest.
    const inbox = await asAdmin.get('/app/admin/messages');
    expect(inbox.body.data.items.map((item: { kind: string; fromName: string; readAt: string | null }) => [item.kind, item.fromName, item.readAt])).toEqual([
      ['contact', 'Ada Okafor', null],
      ['contact', 'Chinedu Eze', null],
    ]);
    expect((await asAdmin.get('/app/admin/overview')).body.data.unreadMessages).toBe(2);
  });

  it('when seeded, then every demo login\'s e-mail and phone are proven, so Ada signs in by a texted code to her own account', async () => {
    for (const login of demoLogins(t.config)) {
      const me = (await (await signInAgent(t.baseUrl, login.email, login.password)).get('/app/current_user')).body.data;
      expect(me).toMatchObject({ email: login.email, pendingEmail: null, phoneVerified: true });
    }
    const ada = demoLogins(t.config).find((login) => login.role === 'user');
    const visitor = await visitorAgent(t.baseUrl);
    await visitor.post('/app/signin/code').send({ phone: '0803 123 4567' }).expect(202);
    const signedIn = await visitor.post('/app/signin/phone').send({ phone: '0803 123 4567', code: await latestCodeFor(t.db, '+2348031234567') });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.email).toBe(ada?.email);
  });

  it('when seeded, then the public reviews show the demo customers’ finished jobs newest first with their summary, per service too, and the demo customer has a finished job to review', async () => {
    const customer = demoLogins(t.config).find((login) => login.role === 'user');
    if (!customer) throw new Error('no demo customer login');
    const asAda = await signInAgent(t.baseUrl, customer.email, customer.password);
    const all = await asAda.get('/app/fetchReviews');
    expect(all.status).toBe(200);
    expect(all.body.data.map((review: { authorName: string }) => review.authorName)).toEqual([
      'Chiamaka E.', 'Tunde A.', 'Halima B.', 'Ngozi O.', 'Emeka N.', 'Aisha M.', 'Ifeoma C.',
    ]);
    // 5, 5, 4, 5, 4, 3, 5: 31 / 7.
    expect(all.body.summary).toEqual({ count: DEMO_REVIEWED_JOBS.length, averageRating: 4.4 });
    expect(new Set(all.body.data.map((review: { service: string }) => review.service))).toEqual(
      new Set(['home-cleaning', 'plumbing', 'ac-repairs', 'fumigation', 'electricals', 'painting']),
    );
    const cleaning = await asAda.get('/app/fetchReviews').query({ service: 'home-cleaning' });
    expect(cleaning.body.data.map((review: { rating: number }) => review.rating)).toEqual([5, 3]);
    expect(cleaning.body.summary).toEqual({ count: 2, averageRating: 4 });

    // Ada's AC service, done two days ago: no review or claim yet, and the claim window is open.
    const [today, job, ...others] = (await asAda.get('/app/fetchCompleteBookings')).body.data;
    expect(others).toEqual([]);
    expect(job).toMatchObject({ service: 'ac-repairs', status: 'completed', proName: 'Musa Ibrahim', review: null, claim: null });
    expect(claimWindowOpen(job.completedAt, new Date())).toBe(true);
    // And a deep clean this afternoon, with Chioma assigned: her phone and rating show to Ada.
    expect(today).toMatchObject({ service: 'home-cleaning', status: 'pro_assigned', pro: { name: 'Chioma Nwosu', phone: '+2348030000102', rating: { average: expect.any(Number), count: expect.any(Number) } } });
  });

  it('when the demo pro signs in, then Chioma sees today\'s job with Ada\'s first name and phone, and her finished jobs under past', async () => {
    const pro = demoLogins(t.config).find((login) => login.role === 'pro');
    if (!pro) throw new Error('no demo pro login');
    const asChioma = await signInAgent(t.baseUrl, pro.email, pro.password);
    const jobs = (await asChioma.get('/app/pro/jobs')).body.data;
    expect(jobs.today).toEqual([expect.objectContaining({ service: 'home-cleaning', customer: { firstName: 'Ada', phone: '+2348031234567', atHome: { name: 'Ngozi Bello', phone: '+2348059876543' } } })]);
    expect(jobs.past.length).toBeGreaterThan(0);
  });

  it('when it runs again, then it adds nothing', async () => {
    expect(await seed()).toBe(false);
    expect(await t.db.models.User.count()).toBe(demoLogins(t.config).length + DEMO_REVIEWED_JOBS.length);
    expect(await reviewModel(t.db).count()).toBe(DEMO_REVIEWED_JOBS.length);
    expect(await createProsRepository(t.db).countByStatus('approved')).toBe(5);
    expect(await createProsRepository(t.db).countByStatus('pending')).toBe(1);
    expect(await messageModel(t.db).count()).toBe(2);
  });
});
