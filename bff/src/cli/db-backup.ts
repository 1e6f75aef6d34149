// `npm run db:backup [-- --to <folder or file>]`: an online backup of the live SQLite database
// (the same file the server uses, in DATA_DIR) with SQLite's backup API, while the server may
// keep running; then checks the copy (integrity_check, rows per table against the source
// snapshot, every migration recorded) and prints what it did. With DATABASE_URL (PostgreSQL) it
// does nothing: pg_dump and base backups are the tools there.
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { BackupFailed, backupFileName, backupKeyId, backupSqlite, ENCRYPTED_SUFFIX, ownerOnlyFolder } from '../db/backup.ts';

export const POSTGRES_MESSAGE = `DATABASE_URL is set: the database is PostgreSQL, and this command backs up SQLite only. Nothing was done.
For PostgreSQL use its own tools:
  pg_dump --format=custom --file=ile.dump "$DATABASE_URL"   a logical backup (restore with pg_restore)
  pg_basebackup + WAL archiving (archive_command)            a physical base backup, for point-in-time recovery
`;

const USAGE = `Usage: npm run db:backup [-- --to <folder or file.sqlite>]

Backs up DATA_DIR/ile.sqlite (default ./data) into DATA_DIR/backups/ile-<time>.sqlite, or into --to.
With BACKUP_ENCRYPTION_KEY set the backup is encrypted (AES-256-GCM) and named …sqlite.enc.`;

export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}

const stdio: Output = { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) };

export async function main(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, io: Output = stdio, now: () => Date = () => new Date()): Promise<number> {
  let to: string | undefined;
  try {
    const { values } = parseArgs({ args: [...argv], options: { to: { type: 'string' } }, strict: true, allowPositionals: false });
    to = values.to;
  } catch (err) {
    io.err(`${err instanceof Error ? err.message : String(err)}\n\n${USAGE}\n`);
    return 2;
  }
  // Checked before loadConfig, which would create folders: with PostgreSQL nothing is touched.
  if (env.DATABASE_URL?.trim()) {
    io.err(POSTGRES_MESSAGE);
    return 3;
  }
  const config = loadConfig(env);
  const key = config.backupEncryptionKey;
  const name = `${backupFileName(now())}${key ? ENCRYPTED_SUFFIX : ''}`;
  const givenFile = to !== undefined && (to.endsWith('.sqlite') || to.endsWith(ENCRYPTED_SUFFIX));
  const folder = to === undefined ? join(config.dataDir, 'backups') : givenFile ? resolve(to, '..') : resolve(to);
  const target = givenFile && to !== undefined ? `${resolve(to)}${key && !to.endsWith(ENCRYPTED_SUFFIX) ? ENCRYPTED_SUFFIX : ''}` : join(folder, name);
  // Backups hold everyone's personal data: owner-only. A backups folder is tightened if it exists; the
  // folder of a file named with --to only when this command creates it.
  ownerOnlyFolder(folder, !givenFile);
  try {
    const result = await backupSqlite(config.sqliteFile, target, { encryptionKey: key });
    const rows = Object.entries(result.check.counts)
      .map(([table, count]) => `    ${table.padEnd(26)} ${count}`)
      .join('\n');
    io.out(
      [
        `Backed up ${config.sqliteFile} with SQLite's online backup API (${result.pages} pages) into`,
        `  ${result.file}  (${statSync(result.file).size} bytes, readable by its owner only)`,
        key
          ? `  encrypted with AES-256-GCM under BACKUP_ENCRYPTION_KEY (key id ${backupKeyId(key)}); restoring needs that key`
          : '  not encrypted (set BACKUP_ENCRYPTION_KEY to encrypt backups)',
        key ? 'Checks on the backup (before it was encrypted):' : 'Checks on the backup:',
        `  PRAGMA integrity_check: ${result.check.integrity}`,
        `  migrations recorded: ${result.check.migrations.length} (all of them)`,
        '  rows per table, equal to the source at the moment of the backup:',
        rows,
        `Try restoring it: npm run db:restore-drill -- --from ${result.file}`,
        '',
      ].join('\n'),
    );
    return 0;
  } catch (err) {
    if (!(err instanceof BackupFailed)) throw err;
    io.err(`Backup failed: ${err.message}\n`);
    if (!existsSync(config.sqliteFile)) io.err('Start the server once (npm start) or set DATA_DIR to the folder that holds ile.sqlite.\n');
    return 1;
  }
}

// Run only as a script, not when a test imports main.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`db:backup failed: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
