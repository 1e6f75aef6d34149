// Proves the forgotten-password flow: mail in the outbox, a link that works once and expires.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  givenSignedInCustomer,
  readOutbox,
  resetData,
  seedUser,
  signInAgent,
  startTestApp,
  testDialects,
  visitorAgent,
  waitForMail,
  type TestApp,
  uniformRateLimits,
} from '../../testing/index.ts';
import { hashResetToken } from './service.ts';

const dialects = await testDialects();

function tokenFrom(text: string): string {
  const found = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!found?.[1]) throw new Error(`no reset link in: ${text}`);
  return found[1];
}

describe.each(dialects)('password reset on %s', (dialect) => {
  let t: TestApp;
  /** The reset mail sent to `email`: written after the answer, so waited for. */
  const resetMail = (email: string) => waitForMail(t.db, (mail) => mail.to === email && mail.subject === 'Reset your Ilé password');
  beforeAll(async () => {
    t = await startTestApp({
      dialect,
      config: { publicUrl: 'https://ile.ng', rateLimits: uniformRateLimits(100) },
    });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
  });

  it('when the account exists, then 202 and a single-use link lands in the outbox; only its hash is stored', async () => {
    const user = await seedUser(t.db, { email: 'ada@example.ng', name: 'Ada Okafor' });
    const agent = await visitorAgent(t.baseUrl);
    const res = await agent.post('/app/forgot_password').send({ email: 'Ada@Example.ng' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ data: { sent: true } });
    await resetMail('ada@example.ng');
    const mails = await readOutbox(t.db);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'ada@example.ng', subject: 'Reset your Ilé password' });
    expect(mails[0]?.text).toContain('https://ile.ng/reset-password?token=');
    const token = tokenFrom(mails[0]?.text ?? '');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.db.models.PasswordResetToken.findAll({ where: { userId: user.id } });
    expect(rows.map((row) => row.get('tokenHash'))).toEqual([hashResetToken(token)]);
  });

  it('when the e-mail has no account, then it still answers 202 and sends nothing', async () => {
    const agent = await visitorAgent(t.baseUrl);
    const res = await agent.post('/app/forgot_password').send({ email: 'nobody@example.ng' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ data: { sent: true } });
    await t.app.accountMailSettled();
    expect(await readOutbox(t.db)).toEqual([]);
    expect(await t.db.models.PasswordResetToken.count()).toBe(0);
  });

  it('when the link is used, then the password changes, the visitor is signed in, old sessions end and a second use fails', async () => {
    const { user, agent: elsewhere } = await givenSignedInCustomer(t, { email: 'ada@example.ng' });
    const agent = await visitorAgent(t.baseUrl);
    await agent.post('/app/forgot_password').send({ email: user.email }).expect(202);
    const token = tokenFrom((await resetMail(user.email)).text);

    const reset = await agent.post('/app/reset_password').send({ token, password: 'egusi-soup-2026' });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ id: user.id, email: 'ada@example.ng' });
    expect((await agent.get('/app/current_user')).body.data.id).toBe(user.id);
    expect((await elsewhere.get('/app/current_user')).body).toEqual({ data: false });

    const again = await (await visitorAgent(t.baseUrl)).post('/app/reset_password').send({ token, password: 'another-new-one-2026' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 'reset_token_invalid', message: 'This reset link has expired or was already used. Request a new one.' });

    await (await visitorAgent(t.baseUrl)).post('/app/signin').send({ email: user.email, password: user.password }).expect(401);
    await signInAgent(t.baseUrl, user.email, 'egusi-soup-2026');
  });

  it('when two resets race with the same link, then exactly one succeeds', async () => {
    const user = await seedUser(t.db);
    const agent = await visitorAgent(t.baseUrl);
    await agent.post('/app/forgot_password').send({ email: user.email }).expect(202);
    const token = tokenFrom((await resetMail(user.email)).text);
    const [a, b] = await Promise.all([visitorAgent(t.baseUrl), visitorAgent(t.baseUrl)]);
    const results = await Promise.all([
      a?.post('/app/reset_password').send({ token, password: 'first-new-password-1' }),
      b?.post('/app/reset_password').send({ token, password: 'second-new-password-2' }),
    ]);
    expect(results.map((r) => r?.status).sort()).toEqual([200, 400]);
  });

  it('when the link is older than 60 minutes, then it answers 400 reset_token_invalid and the password stays', async () => {
    const user = await seedUser(t.db);
    const agent = await visitorAgent(t.baseUrl);
    await agent.post('/app/forgot_password').send({ email: user.email }).expect(202);
    const token = tokenFrom((await resetMail(user.email)).text);
    await t.db.write((transaction) =>
      t.db.models.PasswordResetToken.update({ expiresAt: new Date(Date.now() - 1000) }, { where: { userId: user.id }, transaction }),
    );
    const res = await agent.post('/app/reset_password').send({ token, password: 'egusi-soup-2026' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('reset_token_invalid');
    await signInAgent(t.baseUrl, user.email, user.password);
  });

  it('when the token is unknown or the new password is weak, then it answers 400 and the link still works', async () => {
    const user = await seedUser(t.db);
    const agent = await visitorAgent(t.baseUrl);
    const unknown = await agent.post('/app/reset_password').send({ token: 'A'.repeat(43), password: 'egusi-soup-2026' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('reset_token_invalid');

    await agent.post('/app/forgot_password').send({ email: user.email }).expect(202);
    const token = tokenFrom((await resetMail(user.email)).text);
    const weak = await agent.post('/app/reset_password').send({ token, password: 'password1' });
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe('validation_failed');
    expect(weak.body.fields.password).toEqual(expect.any(String));
    await agent.post('/app/reset_password').send({ token, password: 'egusi-soup-2026' }).expect(200);
  });
});

describe('password reset requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when one client asks for more than the limit of reset e-mails, then it answers 429', async () => {
    const agent = await visitorAgent(t.baseUrl);
    const limit = t.config.rateLimits.passwordResetRequests;
    for (let i = 0; i < limit; i++) await agent.post('/app/forgot_password').send({ email: `x${i}@example.ng` }).expect(202);
    const res = await agent.post('/app/forgot_password').send({ email: 'y@example.ng' });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('too_many_requests');
  });
});
