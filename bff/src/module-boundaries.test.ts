// The lint step's BFF boundaries (eslint.config.js): a module reaches another only through its
// index.ts, and a module import that closes a cycle is reported.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });

async function findings(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  if (!result) throw new Error('ESLint returned no result');
  expect(result.messages.filter((m) => m.fatal).map((m) => m.message)).toEqual([]);
  return result.messages.flatMap((m) => (m.ruleId === 'no-restricted-imports' || m.ruleId === 'import-x/no-cycle' ? [m.ruleId] : []));
}

describe('BFF module boundaries', () => {
  it("when a module imports another module's file, then it is reported; through its index.ts, it is not", async () => {
    const deep = "import { createClaimsRepository } from '../claims/repository.ts';\nexport const repo = createClaimsRepository;\n";
    expect(await findings(deep, 'bff/src/modules/reviews/example.ts')).toContain('no-restricted-imports');
    const viaIndex = "import { createAuditLog } from '../audit/index.ts';\nexport const log = createAuditLog;\n";
    expect(await findings(viaIndex, 'bff/src/modules/reviews/example.ts')).toEqual([]);
  });

  it('when a module imports its own files or shared code, then it is not reported', async () => {
    const own = "import { createReviewsRepository } from './repository.ts';\nimport type { Db } from '../../db/index.ts';\nexport const make = (db: Db) => createReviewsRepository(db);\n";
    expect(await findings(own, 'bff/src/modules/reviews/example.ts')).toEqual([]);
  });

  it('when a module imports one that already imports it, then the cycle is reported', async () => {
    // accounts/index.ts imports mapper.ts, and bookings imports accounts/index.ts: mapper.ts may not import bookings.
    const back = "import { toBooking } from '../bookings/index.ts';\nexport const map = toBooking;\n";
    expect(await findings(back, 'bff/src/modules/accounts/mapper.ts')).toContain('import-x/no-cycle');
  });
});
