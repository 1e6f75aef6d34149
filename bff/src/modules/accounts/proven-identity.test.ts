// Proves that nothing unproven opens an account, on SQLite and PostgreSQL: a phone signs in by
// code only once a code was entered on that account, an e-mail is the account's only once its link was
// used, sign-up / sign-in by code / forgot password answer the same for known and unknown e-mails, and a
// code's 5 tries hold under a parallel batch.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { movableClock, type MovableClock } from '../../testing/clock.ts';
import { signInCodeModel } from './sign-in-codes-repository.ts';
import {
  confirmEmail,
  confirmationTokenFor,
  latestCodeFor,
  linkTokenIn,
  readOutbox,
  rememberCsrf,
  resetData,
  seedUser,
  startTestApp,
  testDialects,
  uniformRateLimits,
  visitorAgent,
  waitForMail,
  type Agent,
  type TestApp,
} from '../../testing/index.ts';

const dialects = await testDialects();

const STRANGER = '+2348065550142';
const MINUTE = 60_000;

/** A sign-up's answer without what differs for every account (its id and referral code). */
const sameShape = (body: { data: Record<string, unknown> }) => ({ ...body, data: { ...body.data, id: 'x', referralCode: 'x' } });

describe.each(dialects)('proven identity on %s', (dialect) => {
  let t: TestApp;
  let agent: Agent;
  let clock: MovableClock;
  /** Each keeps the agent's CSRF token current (both calls rotate it), as the web client does. */
  const signUp = async (body: object, who: Agent = agent) => {
    const res = await who.post('/app/signup').send({ name: 'Kemi Adeyemi', phone: '0802 123 4567', password: 'Jollof-Rice-2026', ...body });
    rememberCsrf(who, res);
    return res;
  };
  const sendCode = (phone: string, who: Agent = agent) => who.post('/app/signin/code').send({ phone });
  const signInByCode = async (body: object, who: Agent = agent) => {
    const res = await who.post('/app/signin/phone').send(body);
    rememberCsrf(who, res);
    return res;
  };

  beforeAll(async () => {
    clock = movableClock();
    t = await startTestApp({ dialect, clock, config: { publicUrl: 'https://ile.ng', rateLimits: uniformRateLimits(1000) } });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    clock.reset();
    await resetData(t.db);
    await t.db.write((transaction) => t.db.models.RateLimit.destroy({ where: {}, transaction }));
    agent = await visitorAgent(t.baseUrl);
  });

  describe('a phone counts for sign-in only once a code proved it on that account', () => {
    it('when a squatter signs up by e-mail with a stranger\'s phone, then the stranger\'s code makes the stranger their own account and never signs them into the squatter\'s', async () => {
      const squatter = await signUp({ email: 'squatter@example.ng', phone: '0806 555 0142' });
      expect(squatter.status).toBe(201);
      expect(squatter.body.data).toMatchObject({ phone: STRANGER, phoneVerified: false });

      const stranger = await visitorAgent(t.baseUrl);
      expect((await sendCode(STRANGER, stranger)).status).toBe(202);
      const code = await latestCodeFor(t.db, STRANGER);
      const nameless = await signInByCode({ phone: STRANGER, code }, stranger);
      expect(nameless.status).toBe(400);
      expect(nameless.body.code).toBe('name_required');
      const created = await signInByCode({ phone: STRANGER, code, name: 'Tunde Bakare' }, stranger);
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ name: 'Tunde Bakare', phone: STRANGER, phoneVerified: true });
      expect(created.body.data.id).not.toBe(squatter.body.data.id);
      // The squatter keeps the number as an unproven contact number.
      const kept = await t.db.models.User.findByPk(squatter.body.data.id);
      expect(kept?.get('phone')).toBe(STRANGER);
      expect(kept?.get('phoneVerifiedAt')).toBeNull();
    });

    it('when a signed-in customer proves a new number with sendPhoneCode and verifyPhone, then it becomes their phone and signs them in by code', async () => {
      const signedUp = await signUp({ email: 'kemi@example.ng' });
      const sent = await agent.post('/app/account/phone/code').send({ phone: '0806 555 0142' });
      expect(sent.status).toBe(202);
      expect(sent.body).toEqual({ data: { phone: STRANGER, expiresInSeconds: 600, resendInSeconds: 60 } });
      const code = await latestCodeFor(t.db, STRANGER);
      const wrong = code === '000000' ? '111111' : '000000';
      const refused = await agent.post('/app/account/phone').send({ phone: STRANGER, code: wrong });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'code_invalid', fields: { code: 'That code is not right. You have 4 tries left.' } });
      const proved = await agent.post('/app/account/phone').send({ phone: '0806 555 0142', code });
      expect(proved.status).toBe(200);
      expect(proved.body.data).toMatchObject({ id: signedUp.body.data.id, phone: STRANGER, phoneVerified: true });
      expect((await agent.post('/app/account/phone').send({ phone: STRANGER, code })).body.code).toBe('code_expired');

      const later = await visitorAgent(t.baseUrl);
      await t.db.write((transaction) => t.db.models.RateLimit.destroy({ where: {}, transaction }));
      // A minute on (the resend wait): a code from the sign-in screen signs this account in.
      clock.advance(MINUTE + 1000);
      await sendCode(STRANGER, later);
      const signedIn = await signInByCode({ phone: STRANGER, code: await latestCodeFor(t.db, STRANGER) }, later);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data.id).toBe(signedUp.body.data.id);
    });

    it('when signed out, then sendPhoneCode and verifyPhone answer 401', async () => {
      expect((await agent.post('/app/account/phone/code').send({ phone: STRANGER })).status).toBe(401);
      expect((await agent.post('/app/account/phone').send({ phone: STRANGER, code: '123456' })).status).toBe(401);
    });
  });

  describe('an e-mail is the account\'s only once its link was used', () => {
    it('when a phone account types someone\'s e-mail, then it stays pending: the owner still signs up, gets no reset for it before confirming, and confirming clears the squatter\'s claim', async () => {
      await sendCode(STRANGER);
      const squat = await signInByCode({ phone: STRANGER, code: await latestCodeFor(t.db, STRANGER), name: 'Squatter', email: 'owner@example.ng' });
      expect(squat.status).toBe(201);
      expect(squat.body.data).toMatchObject({ email: null, pendingEmail: 'owner@example.ng' });

      const owner = await visitorAgent(t.baseUrl);
      const signedUp = await signUp({ email: 'Owner@Example.ng' }, owner);
      expect(signedUp.status).toBe(201);
      expect(signedUp.body.data).toMatchObject({ email: null, pendingEmail: 'owner@example.ng', phoneVerified: false });

      // A reset goes only to a proven e-mail: nobody has proven it yet.
      expect((await owner.post('/app/forgot_password').send({ email: 'owner@example.ng' })).status).toBe(202);

      await confirmEmail(t, owner);
      const me = await owner.get('/app/current_user');
      expect(me.body.data).toMatchObject({ id: signedUp.body.data.id, email: 'owner@example.ng', pendingEmail: null });
      const squatter = await t.db.models.User.findByPk(squat.body.data.id);
      expect(squatter?.get('email')).toBe('');
      expect(squatter?.get('pendingEmail')).toBeNull();
      // Now the reset goes to the owner's account, never the squatter's.
      await owner.post('/app/forgot_password').send({ email: 'owner@example.ng' });
      const reset = await waitForMail(t.db, (mail) => mail.to === 'owner@example.ng' && mail.subject === 'Reset your Ilé password');
      // The request made before the e-mail was proven sent nothing: this is the only reset mail.
      expect((await readOutbox(t.db)).filter((mail) => mail.subject === 'Reset your Ilé password')).toHaveLength(1);
      const token = linkTokenIn(reset.text);
      const used = await (await visitorAgent(t.baseUrl)).post('/app/reset_password').send({ token, password: 'Egusi-Soup-2027' });
      expect(used.status).toBe(200);
      expect(used.body.data.id).toBe(signedUp.body.data.id);
    });

    it('when an e-mail proven by another account signs up, then 201 the same way; the owner is mailed "you already have an account" and no link', async () => {
      const owner = await seedUser(t.db, { email: 'ada@example.ng', name: 'Ada Okafor' });
      const res = await signUp({ email: 'ada@example.ng' });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ email: null, pendingEmail: 'ada@example.ng' });
      expect(res.body.data.id).not.toBe(owner.id);
      const [mail] = await readOutbox(t.db);
      expect(mail).toMatchObject({ to: 'ada@example.ng', subject: 'Someone signed up to Ilé with your e-mail' });
      expect(mail?.text).toContain('https://ile.ng/signin');
      expect(mail?.text).toContain('https://ile.ng/forgot-password');
      expect(mail?.text).not.toContain('token=');
    });

    it('when a confirmation link is used, then once only; a newer link voids it; a link for an e-mail another account proved meanwhile answers 409 email_taken', async () => {
      const first = await signUp({ email: 'kemi@example.ng' });
      expect(first.status).toBe(201);
      const [signUpMail] = await readOutbox(t.db);
      expect(signUpMail).toMatchObject({ to: 'kemi@example.ng', subject: 'Confirm your e-mail' });
      expect(signUpMail?.text).toContain('https://ile.ng/verify-email?token=');
      const oldToken = linkTokenIn(signUpMail?.text ?? '');

      // Asking again mails a new link and voids the first (a second on, so the outbox orders them).
      clock.advance(1000);
      const again = await agent.post('/app/account/email').send({ email: 'kemi@example.ng' });
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ email: null, pendingEmail: 'kemi@example.ng' });
      const ownToken = await confirmationTokenFor(t.db, 'kemi@example.ng');
      expect(ownToken).not.toBe(oldToken);
      const stranger = await visitorAgent(t.baseUrl);
      const voided = await stranger.post('/app/account/email/verify').send({ token: oldToken });
      expect(voided.status).toBe(400);
      expect(voided.body.code).toBe('email_link_invalid');

      // Another account with the same pending e-mail proves it first.
      clock.advance(1000);
      await signUp({ email: 'kemi@example.ng' }, await visitorAgent(t.baseUrl));
      const rivalToken = await confirmationTokenFor(t.db, 'kemi@example.ng');
      const rivalWins = await stranger.post('/app/account/email/verify').send({ token: rivalToken });
      expect(rivalWins.status).toBe(200);
      expect(rivalWins.body).toEqual({ data: { email: 'kemi@example.ng' } });
      expect((await stranger.post('/app/account/email/verify').send({ token: rivalToken })).body.code).toBe('email_link_invalid');
      const late = await stranger.post('/app/account/email/verify').send({ token: ownToken });
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('email_taken');
      expect((await agent.get('/app/current_user')).body.data).toMatchObject({ email: null, pendingEmail: null });
    });

    it('when a customer who has not confirmed yet signs in by password, then the newest account with it pending signs in; once proven, only the proven account does', async () => {
      await signUp({ email: 'kemi@example.ng', password: 'Old-Pass-Word-1' });
      const newer = await signUp({ email: 'kemi@example.ng', password: 'New-Pass-Word-2' }, await visitorAgent(t.baseUrl));
      const signIn = (password: string) => visitorAgent(t.baseUrl).then((who) => who.post('/app/signin').send({ email: 'kemi@example.ng', password }));
      expect((await signIn('Old-Pass-Word-1')).status).toBe(401);
      const pending = await signIn('New-Pass-Word-2');
      expect(pending.status).toBe(200);
      expect(pending.body.data.id).toBe(newer.body.data.id);
    });

    it('when sendEmailVerification is asked more than 5 times a day by one account, then it answers 429', async () => {
      const limited = await startTestApp({ dialect, config: { rateLimits: uniformRateLimits(1000, { emailLinksPerAccount: 5 }) } });
      try {
        const who = await visitorAgent(limited.baseUrl);
        rememberCsrf(who, await who.post('/app/signup').send({ name: 'Kemi Adeyemi', email: 'kemi@example.ng', phone: '0802 123 4567', password: 'Jollof-Rice-2026' }));
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) statuses.push((await who.post('/app/account/email').send({ email: `kemi${i}@example.ng` })).status);
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      } finally {
        await limited.close();
      }
    });
  });

  describe('enumeration by e-mail', () => {
    it('when sign-up names a known and an unknown e-mail, then the status and body are the same', async () => {
      await seedUser(t.db, { email: 'ada@example.ng' });
      const known = await signUp({ email: 'ada@example.ng' });
      const unknown = await signUp({ email: 'nobody@example.ng' }, await visitorAgent(t.baseUrl));
      expect(known.status).toBe(unknown.status);
      expect(sameShape(known.body)).toEqual(sameShape({ data: { ...unknown.body.data, pendingEmail: 'ada@example.ng' } }));
    });

    it('when sign-in by code gives a known and an unknown e-mail, then the status and body are the same', async () => {
      await seedUser(t.db, { email: 'ada@example.ng' });
      await sendCode(STRANGER);
      const known = await signInByCode({ phone: STRANGER, code: await latestCodeFor(t.db, STRANGER), name: 'Tunde', email: 'ada@example.ng' });
      const other = await visitorAgent(t.baseUrl);
      await sendCode('0805 000 1111', other);
      const unknown = await signInByCode({ phone: '0805 000 1111', code: await latestCodeFor(t.db, '+2348050001111'), name: 'Tunde', email: 'nobody@example.ng' }, other);
      expect(known.status).toBe(201);
      expect(unknown.status).toBe(201);
      expect(sameShape(known.body)).toEqual(sameShape({ data: { ...unknown.body.data, phone: STRANGER, pendingEmail: 'ada@example.ng' } }));
    });

    it('when forgot password names a known and an unknown e-mail, then the answers are the same and the answer does not wait for the token and the mail', async () => {
      await seedUser(t.db, { email: 'ada@example.ng' });
      const unknown = await agent.post('/app/forgot_password').send({ email: 'nobody@example.ng' });
      // Every write after this point waits until the known e-mail's answer has arrived: if the answer
      // waited for the token's write, this test would never finish.
      let answered!: () => void;
      const arrived = new Promise<void>((resolve) => (answered = resolve));
      const write = t.db.write.bind(t.db);
      const spy = vi.spyOn(t.db, 'write').mockImplementation(async (work) => {
        await arrived;
        return write(work);
      });
      try {
        const known = await agent.post('/app/forgot_password').send({ email: 'ada@example.ng' });
        answered();
        expect(known.status).toBe(unknown.status);
        expect(known.body).toEqual(unknown.body);
        await waitForMail(t.db, (mail) => mail.to === 'ada@example.ng' && mail.subject === 'Reset your Ilé password');
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe('a code\'s tries are counted before the guess is compared', () => {
    it('when the code\'s tries are used up between reading the code and comparing the guess, then even the right guess is refused and never answers name_required', async () => {
      await sendCode(STRANGER);
      const code = await latestCodeFor(t.db, STRANGER);
      const model = signInCodeModel(t.db.sequelize);
      // Five wrong tries from other requests land just after this request read the code: the
      // interleaving a parallel batch produces, made certain with a hook on the first read.
      let raced = false;
      model.addHook('afterFind', 'race-five-tries', async (found: unknown) => {
        if (raced || !found) return;
        raced = true;
        await model.update({ tries: 5 }, { where: { phone: STRANGER }, hooks: false });
      });
      try {
        const res = await signInByCode({ phone: STRANGER, code });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('code_tries_exhausted');
      } finally {
        model.removeHook('afterFind', 'race-five-tries');
      }
    });

    it('when 60 tries (one right) race for a new number\'s code, then at most 5 are answered as counted tries and none after them says the code was right', async () => {
      await sendCode(STRANGER);
      const code = await latestCodeFor(t.db, STRANGER);
      const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      const guesses = Array.from({ length: 60 }, (_, i) => (i === 30 ? code : wrong(i)));
      const answers = await Promise.all(guesses.map((guess) => signInByCode({ phone: STRANGER, code: guess })));
      const codes = answers.map((res) => res.body.code as string);
      const counted = codes.filter((c) => c === 'code_invalid' || c === 'name_required');
      expect(counted.length).toBeLessThanOrEqual(5);
      expect(codes.filter((c) => c !== 'code_invalid' && c !== 'name_required').every((c) => c === 'code_tries_exhausted' || c === 'code_expired')).toBe(true);
      // The right guess is either one of the 5 counted tries or refused like any other.
      expect(['name_required', 'code_tries_exhausted', 'code_expired']).toContain(codes[30]);
      const row = await signInCodeModel(t.db.sequelize).findOne({ where: { phone: STRANGER } });
      expect(row?.get('tries')).toBe(5);
    });
  });
});
