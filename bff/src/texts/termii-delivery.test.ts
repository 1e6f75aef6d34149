// Proves the app with TERMII_API_KEY sends a sign-in code through Termii after commit (the fake Termii on 127.0.0.1 receives it, the outbox says sent the outbox keeps the body only with the digits masked, as does the admin list), and that Termii failing never fails the customer's request: the text waits for its retry.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTermii, type FakeTermii } from '../testing/fake-termii.ts';
import { codeIn, givenSignedInAdmin, readTexts, resetData, startTestApp, testDialects, visitorAgent, type TestApp } from '../testing/index.ts';

const dialects = await testDialects();

describe.each(dialects)('texts through Termii on %s', (dialect) => {
  let t: TestApp;
  let termii: FakeTermii;
  beforeAll(async () => {
    termii = await startFakeTermii();
    t = await startTestApp({
      dialect,
      config: { texts: { termii: { apiKey: 'TLtest', baseUrl: termii.url, senderId: 'Ile', channel: 'dnd' }, timeoutMs: 1000, workerIntervalMs: 0 } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await termii?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
    termii.behaviour = 'ok';
    termii.calls.length = 0;
  });

  it('when a code is asked, then Termii receives it after commit, the outbox says sent with the attempt, and the admin sees the digits masked', async () => {
    const visitor = await visitorAgent(t.baseUrl);
    expect((await visitor.post('/app/signin/code').send({ phone: '0803 123 4567' })).status).toBe(202);
    await t.app.textWorker?.settled();
    expect(termii.calls).toHaveLength(1);
    expect(termii.calls[0]).toMatchObject({ api_key: 'TLtest', to: '2348031234567', from: 'Ile', channel: 'dnd', type: 'plain' });
    const [row] = await readTexts(t.db, '+2348031234567');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: expect.stringMatching(/^3017/) });
    const sms = (termii.calls[0] as { sms: string }).sms;
    // Once it has left, the outbox keeps the text with the code's digits masked.
    expect(row?.body).toBe(sms.replace(/\d{6}/, '••••••'));
    expect(row?.body).not.toContain(codeIn(sms));
    // The code Termii carried signs in.
    expect((await visitor.post('/app/signin/phone').send({ phone: '0803 123 4567', code: codeIn(sms), name: 'Ada Okafor' })).status).toBe(201);

    const { agent } = await givenSignedInAdmin(t);
    const listed = (await agent.get('/app/admin/texts')).body.data.items;
    expect(listed).toEqual([expect.objectContaining({ status: 'sent', body: expect.stringMatching(/^Your Ilé code is ••••••\./) })]);
  });

  it('when Termii answers 500, then the customer still gets 202 and the text waits, queued with the error, for its retry', async () => {
    termii.behaviour = 'error500';
    const visitor = await visitorAgent(t.baseUrl);
    expect((await visitor.post('/app/signin/code').send({ phone: '0803 123 4567' })).status).toBe(202);
    await t.app.textWorker?.settled();
    expect(termii.calls).toHaveLength(1);
    expect(await readTexts(t.db, '+2348031234567')).toMatchObject([{ status: 'queued', attempts: 1, lastError: 'Termii answered 500: Internal Server Error' }]);
  });
});
