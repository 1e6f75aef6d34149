// `npm run admin:create -- --name "Ngozi Eze" --email ngozi@ile.ng --phone "0803 123 4567"`:
// creates an admin account in the configured database (SQLite in DATA_DIR, or DATABASE_URL) for a
// real deployment, where no demo admin exists. The password comes from ADMIN_PASSWORD or, on a
// terminal, a prompt that does not echo; it must pass the same rules as sign-up.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { isDeliverableEmail } from '@ile/domain';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/index.ts';
import { AppError } from '../http/app-error.ts';
import { createLogger } from '../logger.ts';
import { systemClock } from '../clock.ts';
import { createMailer } from '../mail/mailer.ts';
import { createAccountsRepository } from '../modules/accounts/repository.ts';
import { createAccountsService } from '../modules/accounts/service.ts';
import { InputCancelled, readHiddenLine, type HiddenInput } from './hidden-input.ts';

const USAGE = `Usage: npm run admin:create -- --name "Full Name" --email admin@example.ng --phone "0803 123 4567"

The password is read from ADMIN_PASSWORD, or asked for (without echo) when run in a terminal.
The database is SQLite in DATA_DIR (default ./data), or PostgreSQL when DATABASE_URL is set.`;

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export interface AdminInput {
  name: string;
  email: string;
  phone: string;
}

/** The three options, checked enough to give a clear message before touching the database. */
export function parseAdminArgs(argv: readonly string[]): AdminInput {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { name: { type: 'string' }, email: { type: 'string' }, phone: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const text = (key: string) => (typeof values[key] === 'string' ? values[key].trim() : '');
  const input = { name: text('name'), email: text('email'), phone: text('phone') };
  const missing = (['name', 'email', 'phone'] as const).filter((key) => !input[key]);
  if (missing.length) throw new UsageError(`Missing ${missing.map((key) => `--${key}`).join(', ')}.`);
  if ([...input.name].length < 2 || [...input.name].length > 80) throw new UsageError('--name must be 2 to 80 characters.');
  // The spec's Email rule: an admin row the admin lists' answers could not carry is never made.
  if (!isDeliverableEmail(input.email)) throw new UsageError('--email must be an e-mail address, like name@example.com.');
  return input;
}

/** ADMIN_PASSWORD, or a prompt (asked twice) on a terminal; never echoed, never printed. */
export async function readPassword(env: NodeJS.ProcessEnv, input: HiddenInput, output: NodeJS.WritableStream): Promise<string> {
  const fromEnv = env.ADMIN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!input.isTTY) throw new UsageError('No password: set ADMIN_PASSWORD, or run this in a terminal to be asked for one.');
  const first = await readHiddenLine(input, output, 'Password for the new admin: ');
  const second = await readHiddenLine(input, output, 'The same password again: ');
  if (first !== second) throw new UsageError('The two passwords differ. Nothing was created.');
  return first;
}

export async function main(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let admin: AdminInput;
  let password: string;
  try {
    admin = parseAdminArgs(argv);
    password = await readPassword(env, process.stdin, process.stdout);
  } catch (err) {
    if (err instanceof InputCancelled) {
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`${err.message}\n\n${USAGE}\n`);
    return 2;
  }

  const config = loadConfig(env);
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const db = await createDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, dataKeys: config.dataKeys });
  try {
    // A new deployment may run this before the server ever started.
    await db.migrate();
    // Account creation sends no mail; the outbox mailer opens no connection.
    const mailer = createMailer({ smtpUrl: null, from: config.mailFrom, db, logger, clock: systemClock });
    const accounts = createAccountsService({ db, repo: createAccountsRepository(db), mailer, clock: systemClock, logger, publicUrl: config.publicUrl });
    const user = await accounts.createAccount({ ...admin, password, role: 'admin' });
    const where = db.dialect === 'sqlite' ? `SQLite ${config.sqliteFile}` : 'PostgreSQL (DATABASE_URL)';
    process.stdout.write(
      [
        `Admin account created in ${where}:`,
        `  name   ${user.name}`,
        `  e-mail ${user.email}`,
        `  phone  ${user.phone}`,
        'Sign in with this e-mail and the password you gave; the admin area is at /admin_area.',
        '',
      ].join('\n'),
    );
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      // The accounts rules' own words: a taken e-mail, a weak password, a phone that is no Nigerian mobile.
      const details = Object.entries(err.fields ?? {}).map(([field, message]) => `  ${field}: ${message}`);
      const headline = err.code === 'email_taken' ? `An account with ${admin.email} already exists. Nothing was created.` : 'Nothing was created:';
      process.stderr.write(`${[headline, ...(err.code === 'email_taken' ? [] : details)].join('\n')}\n`);
      return 1;
    }
    throw err;
  } finally {
    await db.close();
  }
}

// Run only as a script, not when a test imports the functions above.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`admin:create failed: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
