// Proves sendJsonText: the stored text goes out as it is, as JSON; when something checks answers
// through res.json it gets the value, and with sendCheckedJsonText in front the text still goes out as it is.
import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sendCheckedJsonText, sendJsonText } from './json-text.ts';

const STORED = '{"data":{"id":"u1","bookings":[{"totalKobo":1500000}]}}';
/** Not what JSON.stringify writes (the spaces), so an answer equal to it was not serialised again. */
const SPACED = '{ "data": { "id": "u1", "bookings": [ { "totalKobo": 1500000 } ] } }';

function appWith(before: RequestHandler[], stored = STORED, value?: object) {
  const app = express();
  for (const handler of before) app.use(handler);
  app.post('/answer', (_req, res) => sendJsonText(res, 201, stored, value));
  return app;
}

/** Stands in for the response validator: wraps res.json, records what it is given, passes it on. */
function checkerSeeing(seen: unknown[]): RequestHandler {
  return (_req, res, next) => {
    const original = res.json.bind(res);
    res.json = (body: unknown) => {
      seen.push(body);
      return original(body);
    };
    next();
  };
}

describe('answering with stored JSON text', () => {
  it('when nothing wraps res.json (production), then the stored text is the body, byte for byte, as UTF-8 JSON with its status', async () => {
    const res = await request(appWith([])).post('/answer');
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.text).toBe(STORED);
  });

  it('when a checker wraps the res.json of this response (the response validator), then it gets the parsed body and the answer is what it sends', async () => {
    const seen: unknown[] = [];
    const res = await request(appWith([checkerSeeing(seen)])).post('/answer');
    expect(seen).toEqual([JSON.parse(STORED)]);
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual(JSON.parse(STORED));
  });

  it('when sendCheckedJsonText is in front of the checker, then the checker gets the parsed value and the stored text goes out byte for byte, not serialised again', async () => {
    const seen: unknown[] = [];
    const res = await request(appWith([sendCheckedJsonText, checkerSeeing(seen)], SPACED)).post('/answer');
    expect(seen).toEqual([JSON.parse(SPACED)]);
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.text).toBe(SPACED);
  });

  it('when the caller still has the value the text was made from, then the checker gets that value itself (nothing parsed back)', async () => {
    const seen: unknown[] = [];
    const value = JSON.parse(SPACED) as object;
    const res = await request(appWith([sendCheckedJsonText, checkerSeeing(seen)], SPACED, value)).post('/answer');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(value);
    expect(res.text).toBe(SPACED);
  });

  it('when another answer goes through res.json behind sendCheckedJsonText, then it is serialised as usual', async () => {
    const app = express();
    app.use(sendCheckedJsonText);
    app.get('/other', (_req, res) => res.status(200).json({ data: { ok: true } }));
    const res = await request(app).get('/other');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.text).toBe('{"data":{"ok":true}}');
  });
});
