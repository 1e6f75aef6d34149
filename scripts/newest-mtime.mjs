// When a build is stale: the newest modification time under a path (a file or a whole folder).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest mtime (ms) of `path` and everything under it; 0 when it does not exist. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}
