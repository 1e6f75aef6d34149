// A customer's Web Push subscriptions: the key browsers subscribe with, keeping and forgetting a
// browser's endpoint (only on allowed push services).
import type { Clock } from '../../clock.ts';
import type { PushConfig } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { validationFailed } from '../../http/app-error.ts';
import type { UserRecord } from '../accounts/index.ts';
import { allowedEndpoint, FOREIGN_ENDPOINT } from './endpoint.ts';
import type { PushRepository } from './repository.ts';

export interface PushServiceDeps {
  db: Db;
  repo: PushRepository;
  config: PushConfig;
  clock: Clock;
}

export interface SubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export function createPushService({ db, repo, config, clock }: PushServiceDeps) {
  return {
    publicKey(): string | null {
      return config.vapid?.publicKey ?? null;
    },

    async subscribe(user: UserRecord, input: SubscriptionInput): Promise<void> {
      if (!allowedEndpoint(input.endpoint, config)) throw validationFailed({ endpoint: FOREIGN_ENDPOINT });
      await db.write((transaction) => repo.save(transaction, user.id, { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth }, clock.now()));
    },

    async unsubscribe(user: UserRecord, endpoint: string): Promise<void> {
      await db.write((transaction) => repo.remove(transaction, user.id, endpoint));
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
