// The customer's notifications (latest 50, unread count, mark read) and the /pushnotetool: an
// announcement to every customer, every pro, or one person found by e-mail or phone, stored in one
// write so it reaches all or none.
import { randomUUID } from 'node:crypto';
import { normalizeNigerianPhone, PHONE_HINT } from '@ile/domain';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { validationFailed } from '../../http/app-error.ts';
import type { UserRecord } from '../accounts/index.ts';
import type { AuditLog } from '../audit/index.ts';
import { toNotification, type NotificationList } from './mapper.ts';
import type { AnnouncedRole, NotificationContent, NotificationsRepository, Recipient } from './repository.ts';

/** The spec's NotificationList maxItems. */
export const NOTIFICATIONS_LIMIT = 50;
/** Customers per INSERT when announcing to all: well under every database's parameter limit. */
export const BROADCAST_BATCH = 500;

export interface Announcement {
  title: string;
  body: string;
  link?: string;
  audience: 'all_customers' | 'all_pros' | 'one_person';
  email?: string;
  phone?: string;
}

const BROADCAST_ROLE: Record<'all_customers' | 'all_pros', AnnouncedRole> = { all_customers: 'user', all_pros: 'pro' };

type PersonKey = { email: string } | { phone: string };

/** Who `one_person` names: by e-mail or by phone (E.164); refused with the field's message otherwise. */
function personOf(input: Announcement): PersonKey {
  const email = input.email?.trim();
  const phone = input.phone?.trim();
  if (email && phone) throw validationFailed({ phone: 'Choose the person by e-mail or by phone, not both.' });
  if (email) return { email };
  if (!phone) throw validationFailed({ email: 'Enter the e-mail address or phone number of the person to send it to.' });
  const normalized = normalizeNigerianPhone(phone);
  if (!normalized) throw validationFailed({ phone: PHONE_HINT });
  return { phone: normalized };
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

    /** Sends an announcement; answers how many people received it. */
    async announce(admin: UserRecord, input: Announcement): Promise<number> {
      const content: NotificationContent = { kind: 'announcement', title: input.title.trim(), body: input.body.trim(), link: input.link ?? null };
      const person = input.audience === 'one_person' ? personOf(input) : null;

      return db.write(async (transaction) => {
        const now = clock.now();
        let recipients = 0;
        let to: Recipient | null = null;
        if (person) {
          const people = await repo.findPeople(person, transaction);
          const field = 'email' in person ? 'email' : 'phone';
          if (people.length === 0) throw validationFailed({ [field]: `No customer or pro has an account with this ${field === 'email' ? 'e-mail address' : 'phone number'}.` });
          if (people.length > 1) throw validationFailed({ phone: 'More than one account has this phone number. Choose the person by e-mail.' });
          to = people[0] ?? null;
          if (!to) throw new Error('findPeople answered an empty slot');
          await repo.create(transaction, to.id, content, now);
          recipients = 1;
        } else {
          const role = BROADCAST_ROLE[input.audience === 'all_pros' ? 'all_pros' : 'all_customers'];
          // Page through the audience by id, so memory and each INSERT stay small however many there are.
          for (let after: string | null = null; ; ) {
            const ids = await repo.userIdsAfter(transaction, role, after, BROADCAST_BATCH);
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
            after: { audience: input.audience, ...(to ? { email: to.email } : {}), title: content.title, body: content.body, link: content.link, recipients },
          },
          now,
        );
        return recipients;
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
