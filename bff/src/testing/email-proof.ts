// Proving an account's e-mail in tests as its owner would: the confirmation mail read from the outbox,
// its link's token sent to verifyEmail. And waiting for a mail that is sent after the answer. Test-only.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { createOutboxRepository, type OutboxEmail } from '../mail/outbox-repository.ts';
import { createEmailLinksRepository } from '../modules/accounts/email-links-repository.ts';
import { CONFIRM_EMAIL_SUBJECT } from '../modules/accounts/email-proof-mail.ts';
import { createAccountsRepository } from '../modules/accounts/repository.ts';
import type { Agent } from './index.ts';

export { CONFIRM_EMAIL_SUBJECT } from '../modules/accounts/email-proof-mail.ts';

/** A usable confirmation link's token for `email` on the account (stored as the app stores it, pending set), without a mail. */
export async function emailLinkFor(db: Db, userId: string, email: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = new Date();
  await db.write(async (transaction) => {
    await createAccountsRepository(db).setPendingEmail(transaction, userId, email, now);
    const tokenHash = createHash('sha256').update(token, 'utf8').digest('hex');
    await createEmailLinksRepository(db).replace(transaction, { userId, email, tokenHash, expiresAt: new Date(now.getTime() + 3_600_000) }, now);
  });
  return token;
}

/** The token in a mail's link (`…?token=…`). */
export function linkTokenIn(text: string): string {
  const found = /[?&]token=([A-Za-z0-9_-]+)/.exec(text);
  if (!found?.[1]) throw new Error(`no link token in "${text.slice(0, 200)}"`);
  return found[1];
}

/** Polls the outbox until a mail matches (a mail sent after the answer, or after commit); fails after about 5 seconds. */
export async function waitForMail(db: Db, matches: (mail: OutboxEmail) => boolean): Promise<OutboxEmail> {
  const outbox = createOutboxRepository(db);
  for (let attempt = 0; attempt < 500; attempt++) {
    const found = (await outbox.list()).find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the awaited mail never reached the outbox');
}

/** The newest confirmation link mailed to `email`: its token. */
export async function confirmationTokenFor(db: Db, email: string): Promise<string> {
  const mail = await waitForMail(db, (candidate) => candidate.to === email && candidate.subject === CONFIRM_EMAIL_SUBJECT);
  return linkTokenIn(mail.text);
}

/**
 * Confirms the signed-in agent's pending e-mail the way its owner does: the link from the newest
 * confirmation mail, opened (verifyEmail). Throws unless it answers 200.
 */
export async function confirmEmail(t: { db: Db }, agent: Agent): Promise<string> {
  const me = await agent.get('/app/current_user');
  const pending: unknown = me.body?.data?.pendingEmail;
  if (typeof pending !== 'string') throw new Error(`this agent has no e-mail waiting for its link: ${JSON.stringify(me.body)}`);
  const res = await agent.post('/app/account/email/verify').send({ token: await confirmationTokenFor(t.db, pending) });
  if (res.status !== 200) throw new Error(`verifyEmail answered ${res.status}: ${JSON.stringify(res.body)}`);
  return pending;
}
