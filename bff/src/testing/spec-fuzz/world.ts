// The fuzzer's world: a test app (rate limits raised so the fuzz is not all 429s), the
// authorization matrix's accounts and ownership fixtures, one caller per role, and one known-good
// request per operation, re-made after a call that may have used its fixture up.
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../config.ts';
import { accountOf, allowedActor, caseFor, rolesOf, seedMatrixWorld, type MatrixWorld, type OperationCase, type PreparedRequest } from '../authorization-matrix.ts';
import { startTestApp, type Dialect } from '../index.ts';
import { signedIn, visitor, type Caller } from './client.ts';
import type { FuzzOperation } from './spec.ts';

export const FUZZ_ROLES = ['signed out', 'customer', 'admin', 'pro'] as const;
export type FuzzRole = (typeof FUZZ_ROLES)[number];

/** Every limit far above what one run sends; the window as configured. 429 stays a declared answer. */
function raisedLimits(): RateLimits {
  const raised: Record<string, number> = {};
  for (const [name, value] of Object.entries(DEFAULT_RATE_LIMITS)) raised[name] = name === 'windowMs' ? value : 1_000_000;
  return { ...DEFAULT_RATE_LIMITS, ...raised };
}

export interface FuzzWorld {
  matrix: MatrixWorld;
  baseUrl: string;
  caller(role: FuzzRole): Caller;
  /** The role the spec's x-roles allows (public operations: the signed-out visitor). */
  allowedRole(operation: FuzzOperation): FuzzRole;
  rowFor(operation: FuzzOperation): OperationCase;
  /** The operation's known-good request, made from fresh fixtures when the last one may be used up. */
  prepared(operation: FuzzOperation): Promise<PreparedRequest>;
  /** After a call that succeeded: its fixture may be spent (a booking cancelled, a token used). */
  spent(operation: FuzzOperation): void;
  /** After a call that signs in, out or rotates the session: the role's caller is made again. */
  renew(role: FuzzRole): Promise<void>;
  close(): Promise<void>;
}

export async function startFuzzWorld(dialect: Dialect): Promise<FuzzWorld> {
  const t = await startTestApp({ dialect, config: { rateLimits: raisedLimits() } });
  const matrix: MatrixWorld = await seedMatrixWorld(t);
  const make = (role: FuzzRole): Promise<Caller> => {
    if (role === 'signed out') return visitor(t.baseUrl);
    const account = accountOf(matrix, role);
    return signedIn(t.baseUrl, account.email, account.password);
  };
  const callers = new Map<FuzzRole, Caller>();
  for (const role of FUZZ_ROLES) callers.set(role, await make(role));
  const cache = new Map<string, PreparedRequest>();

  const rowFor = (operation: FuzzOperation): OperationCase => {
    const row = caseFor(operation);
    if (typeof row === 'string') throw new Error(`${row}; the fuzzer builds its valid requests from those rows`);
    return row;
  };

  return {
    matrix,
    baseUrl: t.baseUrl,
    caller(role) {
      const caller = callers.get(role);
      if (!caller) throw new Error(`no caller for ${role}`);
      return caller;
    },
    allowedRole(operation) {
      const declared = rolesOf(operation);
      if ('problem' in declared) throw new Error(declared.problem);
      return allowedActor(declared.roles);
    },
    rowFor,
    async prepared(operation) {
      let prepared = cache.get(operation.operationId);
      if (!prepared) {
        prepared = await rowFor(operation).prepare(matrix);
        cache.set(operation.operationId, prepared);
      }
      return prepared;
    },
    spent(operation) {
      cache.delete(operation.operationId);
    },
    async renew(role) {
      callers.set(role, await make(role));
    },
    close: () => t.close(),
  };
}
