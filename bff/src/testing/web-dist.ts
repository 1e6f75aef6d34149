// A throw-away web build folder (WEB_DIST) holding just the files a test names, so the BFF's
// serving of pages and static files can be tested without running the real web build.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Writes `files` (path inside the build → content) into a new temp folder and answers its path; the caller removes it. */
export function fakeWebDist(files: Record<string, string | Buffer>): string {
  const dist = mkdtempSync(join(tmpdir(), 'ile-web-dist-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  return dist;
}
