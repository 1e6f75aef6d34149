// The push module's public face: browsers' subscriptions and the sender, and its factory.
import type { Router } from 'express';
import type { Clock } from '../../clock.ts';
import type { PushConfig } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import type { Logger } from '../../logger.ts';
import { createPushRepository } from './repository.ts';
import { pushRouter } from './router.ts';
import { createPushSender, type PushSender } from './sender.ts';
import { createPushService } from './service.ts';

export type { PushSender } from './sender.ts';
// Read and erased by personal-data (a person's export and erasure).
export { pushSubscriptionModel } from './models.ts';

export interface PushModule {
  sender: PushSender;
  router: Router;
}

export function createPushModule({ db, config, clock, logger }: { db: Db; config: PushConfig; clock: Clock; logger: Logger }): PushModule {
  const repo = createPushRepository(db);
  const sender = createPushSender({ config, db, repo, logger });
  return { sender, router: pushRouter(createPushService({ db, repo, config, clock })) };
}
