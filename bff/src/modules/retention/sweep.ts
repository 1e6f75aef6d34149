// The retention sweep (NDPA 2023: personal data kept no longer than its purpose needs). One run
// applies every period of config.retention through the module that owns each table; each step is a
// conditional delete or update, so a run is idempotent and several instances may run it at once.
import type { Clock } from '../../clock.ts';
import type { RetentionConfig } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import type { Logger } from '../../logger.ts';
import { runEvery } from '../../run-every.ts';
import { createOutboxRetention } from '../../mail/outbox-retention.ts';
import { createTextRetention } from '../../texts/index.ts';
import { CODE_TTL_MS, hashResetToken } from '../accounts/index.ts';
import { createAddressRetention } from '../bookings/index.ts';
import { createMessageRetention } from '../messages/index.ts';
import { createApplicationRetention } from '../pros/index.ts';
import { createRetentionRepository } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionReport {
  textsDeleted: number;
  codesMasked: number;
  emailsDeleted: number;
  linksRedacted: number;
  messagesDeleted: number;
  applicationsErased: number;
  refereesErased: number;
  addressesErased: number;
  /** ID numbers moved from a previous DATA_ENCRYPTION_KEY to the current one. */
  idNumbersResealed: number;
}

export interface RetentionSweepDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  config: RetentionConfig;
}

export function createRetentionSweep({ db, clock, logger, config }: RetentionSweepDeps): () => Promise<RetentionReport> {
  const texts = createTextRetention(db);
  const outbox = createOutboxRetention(db);
  const messages = createMessageRetention(db);
  const applications = createApplicationRetention(db);
  const addresses = createAddressRetention(db);
  const repo = createRetentionRepository(db);

  /** Strikes out the token links of mail whose every token is used, expired or gone. */
  async function redactDeadLinks(now: Date): Promise<number> {
    // A reset link lives an hour at least: younger mail cannot hold a dead one.
    const candidates = await outbox.withTokenLinks(new Date(now.getTime() - 60 * 60_000));
    const hashes = candidates.flatMap((mail) => mail.tokens.map(hashResetToken));
    const live = await repo.liveTokenHashes(hashes, now);
    let redacted = 0;
    for (const mail of candidates) {
      if (mail.tokens.some((token) => live.has(hashResetToken(token)))) continue;
      redacted += await outbox.strikeTokenLinks(mail.id);
    }
    return redacted;
  }

  return async function sweep(): Promise<RetentionReport> {
    const now = clock.now();
    const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const report: RetentionReport = {
      textsDeleted: await texts.deleteFinishedBefore(before(config.textsDays)),
      codesMasked: await texts.maskCodesWrittenBefore(new Date(now.getTime() - CODE_TTL_MS)),
      emailsDeleted: await outbox.deleteWrittenBefore(before(config.outboxEmailsDays)),
      linksRedacted: await redactDeadLinks(now),
      messagesDeleted: await messages.deleteReadBefore(before(config.messagesDays)),
      applicationsErased: await applications.eraseRejectedBefore(before(config.rejectedApplicationsDays), now),
      refereesErased: await applications.eraseRefereesDecidedBefore(before(config.refereesDays), now),
      addressesErased: await addresses.eraseFinishedBefore(before(config.bookingAddressesDays), now),
      idNumbersResealed: await applications.resealUnderCurrentKey(now),
    };
    // Counts only: what was erased is gone, and the log must not carry it either.
    if (Object.values(report).some((count) => count > 0)) logger.info('personal data swept', { ...report });
    return report;
  };
}

/** Runs the sweep every `intervalMs` until stopped (one run at a time); 0 runs nothing. */
export function startRetentionSweep(sweep: () => Promise<unknown>, intervalMs: number, logger: Logger): { stop(): void } {
  return runEvery('retention sweep', sweep, intervalMs, logger);
}
