// Proves bad input of every kind gets a 4xx in the Error shape with field messages, never a 5xx or a stack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, visitorAgent, type Agent, type TestApp, uniformRateLimits } from '../testing/index.ts';

const valid = { name: 'Ada Okafor', email: 'ada@example.ng', phone: '0803 123 4567', password: 'jollof-and-dodo-2026' };

function expectErrorShape(body: unknown): void {
  expect(body).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
  expect(text).not.toMatch(/<html|stack/i);
}

describe('bad input', () => {
  let t: TestApp;
  let agent: Agent;
  beforeAll(async () => {
    t = await startTestApp({ config: { rateLimits: uniformRateLimits(1000) } });
    agent = await visitorAgent(t.baseUrl);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when the body is not valid JSON, then 400 invalid_json', async () => {
    const res = await agent.post('/app/signup').set('Content-Type', 'application/json').send('{"email": "ada@example.ng",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'invalid_json', message: 'The request body is not valid JSON.' });
  });

  it('when fields are missing, unknown, too long or of the wrong type, then 400 validation_failed names each field in words', async () => {
    const res = await agent.post('/app/signup').send({ name: 'A'.repeat(81), email: 'not-an-email', phone: 12345, role: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.message).toBe('Please check the highlighted fields.');
    expect(res.body.fields).toEqual({
      name: 'Use at most 80 characters.',
      email: 'Enter a valid e-mail address, like name@example.com.',
      phone: 'Enter a Nigerian mobile number, like 0803 123 4567.',
      password: 'This field is required.',
      role: 'This field is not allowed.',
    });
    expect(await t.db.models.User.count()).toBe(0);
  });

  it('when a mass-assignment field such as role is added to a valid form, then it is refused, not ignored', async () => {
    const res = await agent.post('/app/signup').send({ ...valid, role: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ role: 'This field is not allowed.' });
  });

  it('when the body is JSON but not an object, then 400 with a general message', async () => {
    const res = await agent.post('/app/signin').set('Content-Type', 'application/json').send('[1,2,3]');
    expect(res.status).toBe(400);
    expectErrorShape(res.body);
  });

  it('when the body is over 32 kB, then 413 payload_too_large', async () => {
    const res = await agent.post('/app/signup').send({ ...valid, name: 'x'.repeat(40_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'payload_too_large', message: 'The request is too large.' });
  });

  it('when the content type is missing or not JSON, then 415 unsupported_media_type', async () => {
    const none = await agent.post('/app/signin');
    expect(none.status).toBe(415);
    expect(none.body.code).toBe('unsupported_media_type');
    const form = await agent.post('/app/signin').type('form').send('email=a@b.ng&password=x');
    expect(form.status).toBe(415);
    expect(form.body.code).toBe('unsupported_media_type');
  });

  it('when an /app path does not exist, then a JSON 404 not_found', async () => {
    const res = await agent.get('/app/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ code: 'not_found', message: 'We could not find that.' });
  });

  it('when a path exists but not for that method, then 405 in the Error shape', async () => {
    const res = await agent.delete('/app/fetchServices');
    expect(res.status).toBe(405);
    expect(res.body.code).toBe('method_not_allowed');
    expectErrorShape(res.body);
  });

  it('when a query parameter is out of range, then 400 with the field’s message', async () => {
    const res = await agent.get('/app/fetchReviews?limit=500');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ limit: 'Enter at most 50.' });
  });

  it('when a batch of odd bodies is thrown at every writable call, then no answer is a 5xx and all are Error-shaped', async () => {
    const bodies: unknown[] = [null, 0, 'text', [], {}, { email: null }, { email: 'a'.repeat(300) }, { __proto__: { role: 'admin' } }, { token: '../../etc', password: 1 }];
    const paths = ['/app/signup', '/app/signin', '/app/forgot_password', '/app/reset_password', '/app/home', '/app/pro'];
    for (const path of paths) {
      for (const body of bodies) {
        const res = await agent.post(path).set('Content-Type', 'application/json').send(JSON.stringify(body));
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expectErrorShape(res.body);
      }
    }
    expect(Object.prototype).not.toHaveProperty('role');
  });
});
