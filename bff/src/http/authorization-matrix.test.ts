// Proves every operation in openapi.yaml × {signed out, customer, another customer, admin, pro, another pro} gets exactly the status its x-roles and ownership call for, that every refusal (and another customer naming the customer's records) changes nothing, and that nobody else is shown the customer's id or e-mail.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTORS,
  agentFor,
  buildRequest,
  caseFor,
  databaseFingerprint,
  expectedStatus,
  rolesOf,
  specOperations,
  startMatrixWorld,
  type Actor,
  type MatrixWorld,
} from '../testing/authorization-matrix.ts';
import { testDialects, type Agent } from '../testing/index.ts';

const dialects = await testDialects();
const operations = specOperations();
const REFUSALS = [401, 403, 404];

describe('the authorization matrix (from openapi.yaml)', () => {
  it('when the spec is read, then every operation declares one known role and has a row in the request table', () => {
    const problems = operations.flatMap((operation) => {
      const role = rolesOf(operation);
      const row = caseFor(operation);
      return ['problem' in role ? role.problem : null, typeof row === 'string' ? row : null].filter((problem) => problem !== null);
    });
    expect(problems).toEqual([]);
    expect(operations.length).toBeGreaterThan(50);
  });

  it('when a new operation has no x-roles or no row, then the matrix names it and says what to add', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ile-matrix-'));
    const file = join(dir, 'openapi.yaml');
    writeFileSync(file, ['paths:', '  /app/brandNew:', '    post: { operationId: brandNew }', '  /app/secretNew:', "    get: { operationId: secretNew, x-roles: [user] }", ''].join('\n'));
    const [unroled, unlisted] = specOperations(file);
    rmSync(dir, { recursive: true, force: true });
    if (!unroled || !unlisted) throw new Error('the spec written above has two operations');
    expect(rolesOf(unroled)).toEqual({ problem: expect.stringContaining('brandNew (POST /app/brandNew) declares no x-roles') });
    expect(rolesOf(unlisted)).toEqual({ roles: ['user'] });
    expect(caseFor(unlisted)).toEqual(expect.stringContaining('secretNew (GET /app/secretNew) has no row in OPERATION_CASES'));
  });
});

describe.each(dialects)('the authorization matrix on %s', (dialect) => {
  let world: MatrixWorld;
  let agents: Map<Actor, Agent>;

  beforeAll(async () => {
    ({ world, agents } = await startMatrixWorld(dialect));
  });
  afterAll(async () => {
    await world?.t.close();
  });

  it.each(operations)('when $operationId ($method $path) is called by each kind of caller, then each gets what x-roles and ownership say', async (operation) => {
    const declared = rolesOf(operation);
    const row = caseFor(operation);
    if ('problem' in declared) throw new Error(declared.problem);
    const { roles } = declared;
    if (typeof row === 'string') throw new Error(row);
    const mismatches: string[] = [];
    for (const actor of ACTORS) {
      const agent = await agentFor(world, agents, actor, row.rotatesSession === true);
      const prepared = await row.prepare(world);
      const expected = expectedStatus(roles, actor, row);
      const refused = REFUSALS.includes(expected);
      const untouched = refused || ((actor === 'another customer' || actor === 'another pro') && row.othersIgnored === true);
      const before = untouched ? await databaseFingerprint(world.t.db) : '';
      const res = await buildRequest(agent, operation, prepared);
      // A reset request's token and mail follow its answer: let them land before the next fingerprint.
      await world.t.app.accountMailSettled();
      if (res.status !== expected) mismatches.push(`${actor}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body)}`);
      if (roles.includes('public') && [401, 403].includes(res.status)) mismatches.push(`${actor}: a public operation answered ${res.status}`);
      if (refused) {
        if (typeof res.body?.code !== 'string' || typeof res.body?.message !== 'string') mismatches.push(`${actor}: the refusal is not the Error shape: ${JSON.stringify(res.body)}`);
      }
      if (untouched && (await databaseFingerprint(world.t.db)) !== before) mismatches.push(`${actor}: answered ${res.status} but the database changed`);
      // Nobody but the customer (and an admin) ever sees the customer's id or e-mail.
      if (actor === 'signed out' || actor === 'another customer' || actor === 'pro' || actor === 'another pro') {
        const text = JSON.stringify(res.body ?? '') + (res.text ?? '');
        for (const secret of [world.customer.id, world.customer.email]) if (text.includes(secret)) mismatches.push(`${actor}: the answer shows the customer's ${secret}`);
      }
    }
    expect(mismatches, `${operation.operationId}`).toEqual([]);
  });
});
