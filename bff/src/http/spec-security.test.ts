// Proves the spec's `security` tells an outside reader what the BFF enforces: the session cookie
// for every operation that is not public, the CSRF header for every state-changing call.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CSRF_HEADER } from './csrf.ts';
import { OPENAPI_FILE } from './openapi-validator.ts';
import { SESSION_COOKIE } from './session.ts';

interface Operation { operationId: string; 'x-roles': string[]; security?: Record<string, string[]>[] }
interface Spec {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

const spec = parse(readFileSync(OPENAPI_FILE, 'utf8')) as Spec;
const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);
const operations = Object.values(spec.paths).flatMap((item) =>
  Object.entries(item).filter(([, op]) => typeof op === 'object' && 'operationId' in op).map(([method, op]) => ({ method, op })),
);

describe('the spec says what each operation needs', () => {
  it('names the session cookie and the CSRF header the BFF reads', () => {
    expect(spec.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE });
    expect(spec.components.securitySchemes.csrf).toMatchObject({ type: 'apiKey', in: 'header' });
    expect(spec.components.securitySchemes.csrf?.name.toLowerCase()).toBe(CSRF_HEADER);
  });

  it.each(operations.map(({ method, op }) => [op.operationId, method, op] as const))('%s (%s)', (_id, method, op) => {
    const schemes = [
      ...(op['x-roles'].includes('public') ? [] : ['session']),
      ...(UNSAFE.has(method) ? ['csrf'] : []),
    ];
    const expected = schemes.length === 0 ? [] : [Object.fromEntries(schemes.map((name) => [name, []]))];
    expect(op.security).toEqual(expected);
  });
});
