// The web boundaries lint (scripts/eslint/web-boundaries.js): each way across a boundary is reported,
// each allowed direction is not. Lints snippets as if they were files at the given paths.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });

async function boundaryFindings(file: string, importPath: string): Promise<string[]> {
  const code = `export * from '${importPath}';\n`;
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  if (!result) throw new Error('ESLint returned no result');
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('web import boundaries', () => {
  it.each([
    ['a feature importing another feature', 'web/src/features/reviews/probe.ts', '../contact/api/index.ts', 'A feature never imports another feature'],
    ['a route screen importing another screen', 'web/src/app/routes/about/probe.ts', '../home/home.tsx', 'A route screen never imports another screen'],
    ['lib importing a feature', 'web/src/lib/probe.ts', '../features/contact/api/index.ts', 'Lower layers'],
    ['components importing the app', 'web/src/components/probe.ts', '../app/layout/root-layout.tsx', 'Lower layers'],
    ['a feature importing the app', 'web/src/features/reviews/probe.ts', '../../app/layout/root-layout.tsx', 'Features never import the app'],
  ])('reports %s', async (_name, file, importPath, message) => {
    const findings = await boundaryFindings(file, importPath);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain(message);
  });

  it.each([
    ['a feature importing its own files', 'web/src/features/reviews/probe.ts', './api/index.ts'],
    ['a feature importing lib', 'web/src/features/reviews/probe.ts', '../../lib/booking-draft.ts'],
    ['a screen importing a feature', 'web/src/app/routes/about/probe.ts', '../../../features/reviews/api/index.ts'],
    ['a screen importing the layout', 'web/src/app/routes/about/probe.ts', '../../layout/root-layout.tsx'],
  ])('allows %s', async (_name, file, importPath) => {
    expect(await boundaryFindings(file, importPath)).toEqual([]);
  });
});
