// The accounts module's public face: the user records every module names, and its factory.
import type { Router } from 'express';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { RateLimiters } from '../../http/rate-limits.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RateLimits } from '../../config.ts';
import type { TextOnCommit } from '../../texts/index.ts';
import type { CurrentUserView } from './mapper.ts';
import { createAccountsRepository, type AccountsRepository } from './repository.ts';
import { accountsRouter } from './router.ts';
import { createAccountsService, type AccountsService } from './service.ts';
import { createMailOnCommit } from '../../mail/mail-on-commit.ts';
import { createEmailProof } from './email-proof.ts';
import { createSignInCodes } from './sign-in-codes.ts';
import { createTextsSetting } from './texts-setting.ts';

export { toCurrentUser, type CurrentUser, type CurrentUserView } from './mapper.ts';
export {
  createAccountsRepository,
  type AccountsRepository,
  type CustomerContact,
  type Role,
  hasEmail,
  type UserRecord,
  type UserWithEmail,
} from './repository.ts';
// Erased by personal-data (a person's erasure deletes the codes sent to their number).
export { signInCodeModel } from './sign-in-codes-repository.ts';
export { emailLinkModel } from './email-links-repository.ts';
export { createAccountsService, hashResetToken, INVITATION_TTL_MS, type AccountsService } from './service.ts';
// Retention (personal data): a kept sign-in code is masked once it expired.
export { CODE_TTL_MS } from './sign-in-codes.ts';

export interface AccountsModuleDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  limiters: RateLimiters;
  /** From the bookings module: the user with their open bookings, as every account call answers. */
  currentUserView: CurrentUserView;
  /** Writes a text (a sign-in code) into the caller's write. */
  texts: TextOnCommit;
  /** The codes' HMAC key (SESSION_SECRET) and their limits. */
  signInCodes: { secret: string; limits: Pick<RateLimits, 'signInCodesPerNumber' | 'signInTextsPerDay'> };
}

export interface AccountsModule {
  repo: AccountsRepository;
  service: AccountsService;
  router: Router;
}

export function createAccountsModule({ db, mailer, clock, logger, publicUrl, limiters, currentUserView, texts, signInCodes }: AccountsModuleDeps): AccountsModule {
  const repo = createAccountsRepository(db);
  const mailOnCommit = createMailOnCommit({ db, mailer, logger });
  const emailProof = createEmailProof({ db, repo, mailOnCommit, clock, publicUrl });
  const service = createAccountsService({ db, repo, mailer, clock, logger, publicUrl, mailOnCommit, emailProof });
  const codes = createSignInCodes({ db, repo, texts, clock, logger, secret: signInCodes.secret, limits: signInCodes.limits, emailProof });
  return { repo, service, router: accountsRouter({ service, limiters, currentUserView, codes, setBookingTexts: createTextsSetting({ db, repo, clock }), emailProof }) };
}
