// Seeding for pros, dispatch and notifications, shared by the BFF tests and the Pact provider
// states: pros stored directly in any status, notifications in any read state. Test-only.
import { randomBytes } from 'node:crypto';
import { normalizeNigerianPhone, type NigerianState, type ServiceKey } from '@ile/domain';
import type { Transaction } from 'sequelize';
import type { Db } from '../db/index.ts';
import { auditLogModel } from '../modules/audit/models.ts';
import { notificationModel } from '../modules/notifications/models.ts';
import { createNotificationsRepository, type NotificationKind, type NotificationRecord } from '../modules/notifications/repository.ts';
import { proModels } from '../db/pro-models.ts';
import { createProsRepository, type ProRecord, type ProStatus } from '../modules/pros/repository.ts';

export type { NotificationRecord } from '../modules/notifications/repository.ts';
export type { ProRecord } from '../modules/pros/repository.ts';

export interface SeedProInput {
  name?: string;
  email?: string;
  /** As typed; stored in E.164. Default: a unique 0803 number. */
  phone?: string;
  /** Default ['home-cleaning']. */
  services?: ServiceKey[];
  /** Default 'FCT'. */
  state?: NigerianState;
  area?: string;
  /** Default 'approved', so the pro can be assigned. */
  status?: ProStatus;
  /** The two references (E.164 phones); default none. */
  referees?: { name: string; phone: string }[];
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function testProReference(): string {
  const bytes = randomBytes(6);
  return `PRO-${[...bytes].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')}`;
}

/** A pro (or an application, with status 'pending') stored directly, in any status. */
export async function seedPro(db: Db, input: SeedProInput = {}): Promise<ProRecord> {
  const typed = input.phone ?? `0803${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`;
  const phone = normalizeNigerianPhone(typed);
  if (!phone) throw new Error(`seedPro: ${typed} is not a Nigerian mobile`);
  const status = input.status ?? 'approved';
  const now = new Date();
  return db.write((transaction) =>
    createProsRepository(db).create(
      transaction,
      {
        reference: testProReference(),
        name: input.name ?? 'Musa Ibrahim',
        email: input.email ?? `pro-${randomBytes(5).toString('hex')}@example.ng`,
        phone,
        services: input.services ?? ['home-cleaning'],
        state: input.state ?? 'FCT',
        area: input.area ?? 'Wuse 2',
        yearsExperience: 6,
        about: 'Six years of deep cleaning for homes and offices around Abuja; customers ask for me again.',
        idType: 'nin',
        idNumber: '12345678901',
        ownTools: true,
        daysAvailable: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
        referees: input.referees ?? [],
        status,
        decisionNote: status === 'pending' ? null : 'Seeded for a test.',
        decidedAt: status === 'pending' ? null : now,
      },
      now,
    ),
  );
}

export interface SeedNotificationInput {
  userId: string;
  kind?: NotificationKind;
  title?: string;
  body?: string;
  link?: string | null;
  /** Default: unread. */
  readAt?: Date | null;
  /** Default: now. */
  createdAt?: Date;
}

/** A notification stored directly, read or unread. */
export async function seedNotification(db: Db, input: SeedNotificationInput): Promise<NotificationRecord> {
  const createdAt = input.createdAt ?? new Date();
  const kind = input.kind ?? 'announcement';
  return db.write(async (transaction) => {
    const record = await createNotificationsRepository(db).create(
      transaction,
      input.userId,
      {
        kind,
        title: input.title ?? (kind === 'booking' ? 'Your pro is assigned' : 'Rainy season AC check'),
        body: input.body ?? (kind === 'booking' ? 'Musa Ibrahim will come for your Home cleaning.' : 'Book an AC service this week and we check your stabiliser for free.'),
        link: input.link === undefined ? null : input.link,
      },
      createdAt,
    );
    if (!input.readAt) return record;
    await notificationModel(db).update({ readAt: input.readAt }, { where: { id: record.id }, transaction, fields: ['readAt'] });
    return { ...record, readAt: input.readAt };
  });
}

/** Empties the dispatch tables; inside resetData, after bookings (they reference pros) and before users. */
export async function clearDispatch(db: Db, transaction: Transaction): Promise<void> {
  const { Pro, ProService } = proModels(db);
  await notificationModel(db).destroy({ where: {}, transaction });
  await auditLogModel(db).destroy({ where: {}, transaction });
  await ProService.destroy({ where: {}, transaction });
  await Pro.destroy({ where: {}, transaction });
}
