// Pact merges interactions into an existing file; start from none so removed ones disappear.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

export default function setup(): void {
  rmSync(resolve(import.meta.dirname, '../pacts/ile-web-ile-bff.json'), { force: true });
}
