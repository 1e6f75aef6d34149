// Texts (SMS): what the rest of the BFF uses. Texts are written into text_outbox inside the write
// they belong to; with TERMII_API_KEY the worker sends them after commit, without it they stay
// there (kept) for admins to read at /admin_area/texts.
import type { Clock } from '../clock.ts';
import type { TextsConfig } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { Logger } from '../logger.ts';
import { createTermiiSender } from './termii-sender.ts';
import { createTextLimits, type TextLimits, type TextLimitsConfig } from './text-limits.ts';
import { createTextOnCommit } from './text-on-commit.ts';
import type { TextSender } from './text-sender.ts';
import { createTextWorker, type TextWorker } from './text-worker.ts';
import type { TextOnCommit } from './text.ts';

export { createOutboxTexts, maskCode, type ListedText, type OutboxTexts } from './outbox-texts.ts';
// Read and erased by personal-data (a person's export and erasure).
export { outboxTextModel } from './models.ts';
export { startTextWorker, type TextWorker, type TextWorkerReport } from './text-worker.ts';
// Retention (personal data): old texts deleted, expired codes masked.
export { createTextRetention, type TextRetention } from './outbox-retention.ts';
export { NEAR_CEILING, type CeilingUse, type TextCeiling, type TextLimits } from './text-limits.ts';
export { heldOf, type Text, type TextHeld, type TextOnCommit, type TextOutcome, type TextPurpose } from './text.ts';

export interface TextsDeps {
  db: Db;
  config: TextsConfig;
  /** The daily ceilings and the per-number, per-account and per-booking limits (RateLimits). */
  limits: TextLimitsConfig;
  logger: Logger;
  clock: Clock;
  /** Tests give a fake; by default Termii when configured. */
  sender?: TextSender;
}

export interface Texts {
  onCommit: TextOnCommit;
  /** The limits' counts, for the admin home's alerts. */
  limits: TextLimits;
  /** null without a provider: nothing is ever sent. */
  worker: TextWorker | null;
}

export function createTexts({ db, config, limits: allowances, logger, clock, sender: given }: TextsDeps): Texts {
  const limits = createTextLimits(db, allowances);
  const sender = given ?? (config.termii ? createTermiiSender({ config: config.termii, timeoutMs: config.timeoutMs }) : null);
  if (!sender) {
    const kept = (text: { purpose: string }) => logger.info('text kept in the outbox (no TERMII_API_KEY)', { purpose: text.purpose });
    return { onCommit: createTextOnCommit({ db, sends: false, limits, logger, kept }), limits, worker: null };
  }
  // A claim lasts past the provider's time-out, so a worker that died mid-send frees its text.
  const worker = createTextWorker({ db, sender, clock, logger, claimMs: config.timeoutMs * 2 + 30_000 });
  return { onCommit: createTextOnCommit({ db, sends: true, limits, logger, queued: () => worker.kick() }), limits, worker };
}
