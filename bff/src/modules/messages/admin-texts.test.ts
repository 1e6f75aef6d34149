// Proves adminListTexts: admins only (401 signed out, 403 for a customer or pro), newest first and paged, every status as stored, and a sign-in code's digits masked once the text has left (shown whole only while kept), on SQLite and PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxTextModel, type TextStatus } from '../../texts/models.ts';
import { givenSignedInAdmin, givenSignedInCustomer, resetData, seedProAccount, signInAgent, startTestApp, testDialects, visitorAgent, type TestApp } from '../../testing/index.ts';

const dialects = await testDialects();

const CODE_TEXT = 'Your Ilé code is 482913. It works for 10 minutes. Never share it: Ilé will never ask for it.';

describe.each(dialects)('the admin texts list on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
  });

  let n = 0;
  async function storeText(purpose: string, status: TextStatus, body: string, minutesAgo: number): Promise<void> {
    const at = new Date(Date.now() - minutesAgo * 60_000);
    n++;
    await t.db.write((transaction) =>
      outboxTextModel(t.db).create(
        {
          id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
          toPhone: '+2348031234567',
          body,
          purpose,
          eventKey: `test:${n}`,
          status,
          attempts: status === 'kept' ? 0 : 1,
          lastError: status === 'failed' ? 'Termii answered 400: Invalid phone number' : null,
          sentAt: status === 'sent' ? at : null,
          createdAt: at,
        },
        { transaction },
      ),
    );
  }

  it('when called signed out, by a customer or by a pro, then 401, 403 and 403', async () => {
    expect((await (await visitorAgent(t.baseUrl)).get('/app/admin/texts')).status).toBe(401);
    const { agent: customer } = await givenSignedInCustomer(t);
    expect((await customer.get('/app/admin/texts')).status).toBe(403);
    const { user: pro } = await seedProAccount(t.db);
    expect((await (await signInAgent(t.baseUrl, pro.email, pro.password)).get('/app/admin/texts')).status).toBe(403);
  });

  it('when texts are stored, then the admin gets them newest first, paged, with a sent or failed code masked and a kept code whole', async () => {
    await storeText('sign_in_code', 'sent', CODE_TEXT, 40);
    await storeText('sign_in_code', 'failed', CODE_TEXT, 30);
    await storeText('booking_confirmed', 'sent', 'Ilé: your Home cleaning ILE-7KX2Q9 is booked for Sat 5 Dec, 8am-12pm.', 20);
    await storeText('sign_in_code', 'kept', CODE_TEXT, 10);
    const { agent } = await givenSignedInAdmin(t);

    const first = await agent.get('/app/admin/texts').query({ pageSize: 2 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(first.body.data.items).toEqual([
      { id: expect.any(String), to: '+2348031234567', body: CODE_TEXT, purpose: 'sign_in_code', status: 'kept', attempts: 0, lastError: null, createdAt: expect.any(String), sentAt: null },
      expect.objectContaining({ purpose: 'booking_confirmed', status: 'sent', body: 'Ilé: your Home cleaning ILE-7KX2Q9 is booked for Sat 5 Dec, 8am-12pm.', sentAt: expect.any(String) }),
    ]);
    const second = await agent.get('/app/admin/texts').query({ page: 2, pageSize: 2 });
    expect(second.body.data.items.map((item: { status: string; body: string; lastError: string | null }) => [item.status, item.body, item.lastError])).toEqual([
      ['failed', 'Your Ilé code is ••••••. It works for 10 minutes. Never share it: Ilé will never ask for it.', 'Termii answered 400: Invalid phone number'],
      ['sent', 'Your Ilé code is ••••••. It works for 10 minutes. Never share it: Ilé will never ask for it.', null],
    ]);
  });

  it('when a visitor asks for a code without a text provider, then the admin reads the code in the list (the demo)', async () => {
    const visitor = await visitorAgent(t.baseUrl);
    expect((await visitor.post('/app/signin/code').send({ phone: '0803 123 4567' })).status).toBe(202);
    const { agent } = await givenSignedInAdmin(t);
    const res = await agent.get('/app/admin/texts');
    expect(res.body.data.items).toEqual([expect.objectContaining({ purpose: 'sign_in_code', status: 'kept', body: expect.stringMatching(/^Your Ilé code is \d{6}\./) })]);
  });
});
