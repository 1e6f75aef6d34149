// The operation lookup the OpenAPI validator does once per parameterless path (openapi-route-lookup.ts).
import express, { type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { openApiValidator } from './openapi-validator.ts';
import { MAX_PATHS, rememberingOperations, rememberOperations } from './openapi-route-lookup.ts';

type Operation = NonNullable<Request['openapi']>;

/** A stand-in for the validator's step: counts lookups, matches /app/bookings/:id and any other /app path. */
function countingStep() {
  let lookups = 0;
  const step = (req: Request, _res: Response, next: NextFunction) => {
    lookups++;
    if (req.method === 'DELETE') throw Object.assign(new Error('DELETE method not allowed'), { status: 405 });
    const id = /^\/app\/bookings\/([^/?]+)/.exec(req.originalUrl)?.[1];
    const pathParams: Record<string, string> = id ? { id } : {};
    const operation = { expressRoute: id ? '/app/bookings/:id' : req.path, openApiRoute: req.path, pathParams, schema: { operationId: 'op' }, serial: 1 };
    req.openapi = operation as unknown as Operation;
    req.params = operation.pathParams;
    next();
  };
  return { step, lookups: () => lookups };
}

function run(middleware: ReturnType<typeof rememberingOperations>, method: string, url: string) {
  const req = { method, originalUrl: url, path: url.split('?')[0] } as unknown as Request;
  let passed: unknown = 'not called';
  middleware(req, {} as Response, (err?: unknown) => (passed = err));
  return { req, passed };
}

describe('operations remembered by path', () => {
  it('when a parameterless path comes again, then it is looked up once and each request gets its own copy', () => {
    const { step, lookups } = countingStep();
    const remembering = rememberingOperations(step as never);
    const first = run(remembering, 'POST', '/app/home');
    const again = run(remembering, 'POST', '/app/home?utm=x');
    expect(lookups()).toBe(1);
    expect(again.passed).toBeUndefined();
    expect(again.req.openapi).toEqual(first.req.openapi);
    expect(again.req.openapi).not.toBe(first.req.openapi);
    expect(again.req.openapi?.pathParams).not.toBe(first.req.openapi?.pathParams);
    expect(again.req.params).toBe(again.req.openapi?.pathParams);
    // Another method is another lookup.
    run(remembering, 'GET', '/app/home');
    expect(lookups()).toBe(2);
  });

  it('when a path has parameters, or the step refuses it, then every request is looked up', () => {
    const { step, lookups } = countingStep();
    const remembering = rememberingOperations(step as never);
    expect(run(remembering, 'GET', '/app/bookings/b1').req.params).toEqual({ id: 'b1' });
    expect(run(remembering, 'GET', '/app/bookings/b2').req.params).toEqual({ id: 'b2' });
    expect(() => run(remembering, 'DELETE', '/app/home')).toThrow('not allowed');
    expect(() => run(remembering, 'DELETE', '/app/home')).toThrow('not allowed');
    expect(lookups()).toBe(4);
  });

  it('when more paths come than it keeps, then the rest are looked up every time', () => {
    const { step, lookups } = countingStep();
    const remembering = rememberingOperations(step as never);
    for (let n = 0; n <= MAX_PATHS; n++) run(remembering, 'GET', `/app/p${n}`);
    run(remembering, 'GET', '/app/p0');
    run(remembering, 'GET', `/app/p${MAX_PATHS}`);
    expect(lookups()).toBe(MAX_PATHS + 2);
  });

  it('when asked twice for the same class, then it wraps its step builder once', () => {
    const { step, lookups } = countingStep();
    class Validator {
      metadataMiddleware(): typeof step {
        return step;
      }
    }
    rememberOperations(Validator as never);
    const wrapped = Validator.prototype.metadataMiddleware;
    rememberOperations(Validator as never);
    expect(Validator.prototype.metadataMiddleware).toBe(wrapped);
    const middleware = new Validator().metadataMiddleware() as unknown as ReturnType<typeof rememberingOperations>;
    run(middleware, 'POST', '/app/home');
    run(middleware, 'POST', '/app/home');
    expect(lookups()).toBe(1);
  });
});

describe('the real validator with remembered operations', () => {
  const app = express();
  app.use(express.json());
  app.use(openApiValidator({ requests: true, responses: false }));
  app.use((req, res) => {
    res.json({ operationId: (req.openapi?.schema as { operationId?: string } | undefined)?.operationId, params: req.openapi?.pathParams });
  });
  app.use((err: { status?: number; message: string }, _req: Request, res: Response, _next: NextFunction) => {
    res.status(err.status ?? 500).json({ message: err.message });
  });

  it('when the same paths are asked again, then each finds its operation, its path parameters and its refusals as the first time', async () => {
    for (let round = 0; round < 2; round++) {
      const services = await request(app).get('/app/fetchServices');
      expect(services.body).toEqual({ operationId: 'listServices', params: {} });
      const id = round === 0 ? '0b6f3c1e-8a0e-4c1a-9a57-3c2f0e1d2b44' : '5d7c1f0a-2b3e-4c5d-8e9f-0a1b2c3d4e5f';
      const receipt = await request(app).get(`/app/bookings/${id}/receipt`);
      expect(receipt.body).toEqual({ operationId: 'getReceipt', params: { id } });
      const wrongMethod = await request(app).delete('/app/fetchServices');
      expect(wrongMethod.status).toBe(405);
      const unknown = await request(app).get('/app/no-such-call');
      expect(unknown.status).toBe(404);
    }
  });
});
