// Proves 50 sign-ups at once never give a 5xx: distinct e-mails all succeed, and one e-mail typed 50 times
// makes 50 accounts whose e-mail waits for its link (sign-up never answers 409).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetData, startTestApp, testDialects, visitorAgent, type Agent, type TestApp, uniformRateLimits } from '../../testing/index.ts';

const dialects = await testDialects();
const N = 50;

describe.each(dialects)('concurrent sign-ups on %s', (dialect) => {
  let t: TestApp;
  let visitors: Agent[];
  beforeAll(async () => {
    // Sign-up is rate limited per client and every visitor here is 127.0.0.1.
    t = await startTestApp({ dialect, config: { rateLimits: uniformRateLimits(1000) } });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
    visitors = await Promise.all(Array.from({ length: N }, () => visitorAgent(t.baseUrl)));
  });

  const form = (email: string) => ({ name: 'Chidi Eze', email, phone: '+234 803 123 4567', password: 'moi-moi-and-pap-2026' });

  it(`when ${N} people sign up at once with distinct e-mails, then all ${N} get 201`, async () => {
    const results = await Promise.all(visitors.map((agent, i) => agent.post('/app/signup').send(form(`chidi${i}@example.ng`))));
    expect(results.map((r) => r.status)).toEqual(Array(N).fill(201));
    expect(await t.db.models.User.count()).toBe(N);
  });

  it(`when ${N} people sign up at once with the same e-mail, then all ${N} get 201 with it pending (no 409 tells who is registered), and only one link can prove it`, async () => {
    const results = await Promise.all(visitors.map((agent, i) => agent.post('/app/signup').send(form(i % 2 ? 'same@example.ng' : 'SAME@example.ng'))));
    expect(results.map((r) => r.status)).toEqual(Array(N).fill(201));
    expect(results.every((r) => r.body.data.email === null && r.body.data.pendingEmail === 'same@example.ng')).toBe(true);
    expect(await t.db.models.User.count({ where: { pendingEmail: 'same@example.ng' } })).toBe(N);
    expect(await t.db.models.User.count({ where: { email: 'same@example.ng' } })).toBe(0);
  });
});
