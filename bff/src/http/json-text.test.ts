// Proves sendJsonText: the stored text goes out as it is, as JSON, unless something checks answers through res.json.
import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sendJsonText } from './json-text.ts';

const STORED = '{"data":{"id":"u1","bookings":[{"totalKobo":1500000}]}}';

function appWith(before: RequestHandler[]) {
  const app = express();
  for (const handler of before) app.use(handler);
  app.post('/answer', (_req, res) => sendJsonText(res, 201, STORED));
  return app;
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
    const checker: RequestHandler = (_req, res, next) => {
      const original = res.json.bind(res);
      res.json = (body: unknown) => {
        seen.push(body);
        return original(body);
      };
      next();
    };
    const res = await request(appWith([checker])).post('/answer');
    expect(seen).toEqual([JSON.parse(STORED)]);
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual(JSON.parse(STORED));
  });
});
