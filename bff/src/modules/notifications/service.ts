// The customer's notifications (latest 50, unread count, mark read) and the /pushnotetool: an
// announcement to every customer or to one, stored in one write so it reaches all or none.
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { validationFailed } from '../../http/app-error.ts';
import type { UserRecord } from '../accounts/index.ts';
import type { AuditLog } from '../audit/index.ts';
import { toNotification, type NotificationList } from './mapper.ts';
import type { NotificationContent, NotificationsRepository } from './repository.ts';

/** The spec's NotificationList maxItems. */
export const NOTIFICATIONS_LIMIT = 50;
/** Customers per INSERT when announcing to all: well under every database's parameter limit. */
export const BROADCAST_BATCH = 500;

export interface Announcement {
  title: string;
  body: string;
  link?: string;
  audience: 'all_customers' | 'one_customer';
  email?: string;
}

export interface NotificationsServiceDeps {
  db: Db;
  repo: NotificationsRepository;
  audit: Pick<AuditLog, 'record'>;
  clock: Clock;
}

export function createNotificationsService({ db, repo, audit, clock }: NotificationsServiceDeps) {
  async function listFor(user: UserRecord): Promise<NotificationList> {
    const [items, unread] = await Promise.all([repo.listForUser(user.id, NOTIFICATIONS_LIMIT), repo.countUnread(user.id)]);
    return { items: items.map(toNotification), unread };
  }

  return {
    list: listFor,

    /** Marks the customer's own notifications read (these ids, or all when none are given) and answers the list after. */
    async markRead(user: UserRecord, ids: readonly string[] | undefined): Promise<NotificationList> {
      await db.write((transaction) => repo.markRead(transaction, user.id, ids ?? null, clock.now()));
      return listFor(user);
    },

    /** Sends an announcement; answers how many customers received it. */
    async announce(admin: UserRecord, input: Announcement): Promise<number> {
      const content: NotificationContent = { kind: 'announcement', title: input.title.trim(), body: input.body.trim(), link: input.link ?? null };
      const email = input.email?.trim();
      if (input.audience === 'one_customer' && !email) throw validationFailed({ email: 'Enter the e-mail address of the customer to send it to.' });

      return db.write(async (transaction) => {
        const now = clock.now();
        let recipients = 0;
        let to: string | null = null;
        if (input.audience === 'one_customer' && email) {
          const customer = await repo.findCustomerByEmail(email, transaction);
          if (!customer) throw validationFailed({ email: 'No customer has an account with this e-mail address.' });
          await repo.create(transaction, customer.id, content, now);
          recipients = 1;
          to = customer.email;
        } else {
          // Page through customers by id, so memory and each INSERT stay small however many there are.
          for (let after: string | null = null; ; ) {
            const ids = await repo.customerIdsAfter(transaction, after, BROADCAST_BATCH);
            recipients += await repo.createForUsers(transaction, ids, content, now);
            if (ids.length < BROADCAST_BATCH) break;
            after = ids[ids.length - 1] ?? null;
          }
        }
        await audit.record(
          transaction,
          {
            actor: { id: admin.id, name: admin.name },
            action: 'notification.send',
            subject: { type: 'announcement', id: randomUUID() },
            before: null,
            after: { audience: input.audience, ...(to ? { email: to } : {}), title: content.title, body: content.body, link: content.link, recipients },
          },
          now,
        );
        return recipients;
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
