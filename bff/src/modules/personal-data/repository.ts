// The personal-data tables' reads and the erasure's writes: everything Ilé holds on one person, read
// across the tables other modules own through db/ and their public index.ts, and erased in the
// caller's one write. The only personal-data code that talks to Sequelize.
import { ERASED_NAMES, ERASED_PHONE, isRecord, normalizeEmail, normalizeNigerianPhone } from '@ile/domain';
import { Op, type Transaction } from 'sequelize';
import type { Db } from '../../db/index.ts';
import { claimModel, reviewModel, type ClaimAttributes, type ReviewAttributes } from '../../db/trust-models.ts';
import { proModels } from '../../db/pro-models.ts';
import type { UserAttributes } from '../../db/models.ts';
import { emailLinkModel, signInCodeModel } from '../accounts/index.ts';
import { auditLogModel } from '../audit/index.ts';
import { createBookingsRepository, type BookingRecord } from '../bookings/index.ts';
import { messageModel } from '../messages/index.ts';
import { notificationModel, type NotificationAttributes } from '../notifications/index.ts';
import { paymentModels } from '../payments/index.ts';
import { createProsRepository, type ProRecord } from '../pros/index.ts';
import { pushSubscriptionModel } from '../push/index.ts';
import { outboxTextModel } from '../../texts/index.ts';

/** More than anyone books; the export's arrays allow 5,000. */
const EXPORT_LIMIT = 5000;
/** What a found person's list holds at most (the spec's maxItems). */
const FOUND_LIMIT = 20;
/** An erased account's password: not a hash, so no password ever matches it. */
const ERASED_PASSWORD = '!erased';
/** What an erased customer's booking keeps of the street, and of a claim's words. */
const ERASED_TEXT = 'Erased';

export type PersonRole = 'user' | 'admin' | 'pro';

export interface Person {
  id: string;
  name: string;
  /** null: none ('' in the table). */
  email: string | null;
  /** An e-mail given but not confirmed yet. */
  pendingEmail: string | null;
  phone: string;
  role: PersonRole;
  referralCode: string;
  referred: boolean;
  bookingTexts: boolean;
  marketingTexts: boolean;
  marketingTextsChangedAt: Date | null;
  phoneVerifiedAt: Date | null;
  createdAt: Date;
}

export interface PersonHoldings {
  person: Person;
  bookings: BookingRecord[];
  payments: { reference: string; bookingId: string; provider: string; amountKobo: number; status: string; channel: string | null; paidAt: Date | null; createdAt: Date }[];
  refunds: { bookingId: string; amountKobo: number; status: string; createdAt: Date; processedAt: Date | null }[];
  reviews: ReviewAttributes[];
  claims: ClaimAttributes[];
  notifications: NotificationAttributes[];
  pushSubscriptions: { endpoint: string; createdAt: Date }[];
  referralsSent: { friendName: string | null; friendEmail: string | null; friendPhone: string | null; body: string; createdAt: Date }[];
  contactMessages: { subject: string; body: string; bookingReference: string | null; createdAt: Date }[];
  texts: { body: string; purpose: string; status: string; createdAt: Date; sentAt: Date | null }[];
  emails: { subject: string; textBody: string; createdAt: Date }[];
  pro: ProRecord | null;
  /** The last four characters of the pro's ID number (opened here, sealed at rest), or null. */
  proIdNumberEnding: string | null;
  proJobs: BookingRecord[];
  /** Booking id → reference, for the payments, refunds, reviews and claims that name a booking. */
  references: Map<string, string>;
}

function toRole(value: string): PersonRole {
  if (value === 'user' || value === 'admin' || value === 'pro') return value;
  throw new Error(`unknown role in the users table: ${value}`);
}

function toPerson(row: UserAttributes): Person {
  return {
    id: row.id,
    name: row.name,
    email: row.email === '' ? null : row.email,
    pendingEmail: row.pendingEmail,
    phone: row.phone,
    role: toRole(row.role),
    referralCode: row.referralCode,
    referred: row.referredBy !== null,
    // SQLite answers 0/1 for a BOOLEAN; PostgreSQL true/false.
    bookingTexts: Boolean(row.bookingTexts),
    marketingTexts: Boolean(row.marketingTexts),
    marketingTextsChangedAt: row.marketingTextsChangedAt,
    phoneVerifiedAt: row.phoneVerifiedAt,
    createdAt: row.createdAt,
  };
}

/** A stored visit with the person taken out: the area stays (for the records), the house and the people do not. */
function erasedVisit(json: string): string {
  const visit: unknown = JSON.parse(json);
  if (!isRecord(visit) || !isRecord(visit.address)) throw new Error('bookings.visit is not a stored visit');
  const { area, city, state } = visit.address;
  return JSON.stringify({ address: { street: ERASED_TEXT, area, city, state }, contactPhone: ERASED_PHONE });
}

export function createPersonalDataRepository(db: Db) {
  const { User, Session, PasswordResetToken, OutboxEmail, Booking, IdempotencyKey } = db.models;
  const bookings = createBookingsRepository(db);
  const pros = createProsRepository(db);
  const { Payment, Refund, TestGatewayTransaction } = paymentModels(db);
  const { Pro } = proModels(db);
  const Claim = claimModel(db);
  const Review = reviewModel(db);
  const Notification = notificationModel(db);
  const PushSubscription = pushSubscriptionModel(db);
  const Message = messageModel(db);
  const OutboxText = outboxTextModel(db);
  const SignInCode = signInCodeModel(db.sequelize);
  const EmailLink = emailLinkModel(db.sequelize);
  const AuditLog = auditLogModel(db);

  async function person(id: string, transaction?: Transaction): Promise<Person | null> {
    const row = await User.findByPk(id, { transaction, raw: true });
    return row ? toPerson(row) : null;
  }

  return {
    person,

    /** Accounts by phone (any Nigerian format) or e-mail; an erased account has neither, so it is never found. */
    async find(query: string): Promise<Person[]> {
      const phone = normalizeNigerianPhone(query);
      const email = query.includes('@') ? normalizeEmail(query) : '';
      if (!phone && !email) return [];
      // An e-mail not confirmed yet is theirs too: the person asking may give that one.
      const where = phone ? { phone } : { [Op.or]: [{ email }, { pendingEmail: email }] };
      const rows = await User.findAll({ where, order: [['createdAt', 'ASC'], ['id', 'ASC']], limit: FOUND_LIMIT, raw: true });
      return rows.map(toPerson);
    },

    /** Everything held on the person, read in one go (not a write: nothing changes). */
    async holdings(who: Person): Promise<PersonHoldings> {
      const own = await bookings.listByUser(who.id, EXPORT_LIMIT);
      const pro = who.role === 'pro' ? await pros.findByUserId(who.id) : null;
      const proJobs = pro ? await bookings.listByPro(pro.id, EXPORT_LIMIT) : [];
      const idNumber = pro ? await pros.revealIdNumber(pro.id) : null;
      const bookingIds = own.map((booking) => booking.id);
      const [payments, reviews, claims, notifications, subscriptions, messages, texts, emails] = await Promise.all([
        Payment.findAll({ where: { userId: who.id }, order: [['createdAt', 'ASC'], ['id', 'ASC']], raw: true }),
        Review.findAll({ where: { userId: who.id }, order: [['createdAt', 'ASC'], ['id', 'ASC']], raw: true }),
        Claim.findAll({ where: { userId: who.id }, order: [['createdAt', 'ASC'], ['id', 'ASC']], raw: true }),
        Notification.findAll({ where: { userId: who.id }, order: [['createdAt', 'ASC'], ['id', 'ASC']], limit: 10_000, raw: true }),
        PushSubscription.findAll({ where: { userId: who.id }, order: [['createdAt', 'ASC']], raw: true }),
        // Contact messages from the account's e-mail (a visitor may have written before signing up) and referrals it sent.
        Message.findAll({ where: { [Op.or]: [{ fromUserId: who.id }, ...(who.email ? [{ fromEmail: who.email }] : [])] }, order: [['createdAt', 'ASC'], ['id', 'ASC']], raw: true }),
        OutboxText.findAll({ where: { toPhone: who.phone }, order: [['createdAt', 'ASC'], ['id', 'ASC']], limit: 10_000, raw: true }),
        who.email ? OutboxEmail.findAll({ where: { toAddress: who.email }, order: [['createdAt', 'ASC'], ['id', 'ASC']], limit: 10_000, raw: true }) : Promise.resolve([]),
      ]);
      const refunds = bookingIds.length ? await Refund.findAll({ where: { bookingId: { [Op.in]: bookingIds } }, order: [['createdAt', 'ASC'], ['id', 'ASC']], raw: true }) : [];
      return {
        person: who,
        bookings: own,
        payments: payments.map((row) => ({ reference: row.reference, bookingId: row.bookingId, provider: row.provider, amountKobo: Number(row.amountKobo), status: row.status, channel: row.channel, paidAt: row.paidAt, createdAt: row.createdAt })),
        refunds: refunds.map((row) => ({ bookingId: row.bookingId, amountKobo: Number(row.amountKobo), status: row.status, createdAt: row.createdAt, processedAt: row.processedAt })),
        reviews,
        claims,
        notifications,
        pushSubscriptions: subscriptions.map((row) => ({ endpoint: row.endpoint, createdAt: row.createdAt })),
        referralsSent: messages.filter((row) => row.kind === 'referral').map((row) => ({ friendName: row.friendName, friendEmail: row.friendEmail, friendPhone: row.friendPhone, body: row.body, createdAt: row.createdAt })),
        contactMessages: messages.filter((row) => row.kind === 'contact').map((row) => ({ subject: row.subject, body: row.body, bookingReference: row.bookingReference, createdAt: row.createdAt })),
        texts: texts.map((row) => ({ body: row.body, purpose: row.purpose, status: row.status, createdAt: row.createdAt, sentAt: row.sentAt })),
        emails: emails.map((row) => ({ subject: row.subject, textBody: row.textBody, createdAt: row.createdAt })),
        pro,
        proIdNumberEnding: idNumber === null ? null : idNumber.slice(-4),
        proJobs,
        references: new Map(own.map((booking) => [booking.id, booking.reference])),
      };
    },

    /** What stops an erasure: a customer's paid booking still to come, an open claim, a pro's job assigned or in progress. */
    async inFlight(who: Person, transaction: Transaction): Promise<{ kind: 'booking' | 'claim' | 'job'; reference: string } | null> {
      const booking = await Booking.findOne({ attributes: ['reference'], where: { userId: who.id, status: { [Op.in]: ['paid', 'pro_assigned', 'in_progress'] } }, order: [['createdAt', 'ASC']], transaction, raw: true });
      if (booking) return { kind: 'booking', reference: booking.reference };
      const claim = await Claim.findOne({ attributes: ['reference'], where: { userId: who.id, status: 'open' }, transaction, raw: true });
      if (claim) return { kind: 'claim', reference: claim.reference };
      const pro = who.role === 'pro' ? await Pro.findOne({ attributes: ['id'], where: { userId: who.id }, transaction, raw: true }) : null;
      if (pro) {
        const job = await Booking.findOne({ attributes: ['reference'], where: { proId: pro.id, status: { [Op.in]: ['pro_assigned', 'in_progress'] } }, transaction, raw: true });
        if (job) return { kind: 'job', reference: job.reference };
      }
      return null;
    },

    async setMarketingTexts(transaction: Transaction, userId: string, marketingTexts: boolean, now: Date): Promise<void> {
      await User.update({ marketingTexts, marketingTextsChangedAt: now, updatedAt: now }, { where: { id: userId }, transaction, fields: ['marketingTexts', 'marketingTextsChangedAt', 'updatedAt'] });
    },

    /** The account row itself: the name, e-mail (free again: '' means none), phone, password and consents go. */
    async eraseAccount(transaction: Transaction, who: Person, now: Date): Promise<void> {
      const name = who.role === 'pro' ? ERASED_NAMES.pro : ERASED_NAMES.user;
      await User.update(
        { name, email: '', pendingEmail: null, phone: ERASED_PHONE, passwordHash: ERASED_PASSWORD, referredBy: null, bookingTexts: false, marketingTexts: false, marketingTextsChangedAt: now, phoneVerifiedAt: null, updatedAt: now },
        { where: { id: who.id }, transaction, fields: ['name', 'email', 'pendingEmail', 'phone', 'passwordHash', 'referredBy', 'bookingTexts', 'marketingTexts', 'marketingTextsChangedAt', 'phoneVerifiedAt', 'updatedAt'] },
      );
    },

    /**
     * Everything else about the person, in the caller's write: what only identifies them is deleted,
     * what the law keeps (bookings, payments, refunds, claims' money, the audit log) loses its personal fields.
     */
    async eraseHoldings(transaction: Transaction, who: Person, now: Date): Promise<void> {
      const name = who.role === 'pro' ? ERASED_NAMES.pro : ERASED_NAMES.user;
      await Session.destroy({ where: { userId: who.id }, transaction });
      await PasswordResetToken.destroy({ where: { userId: who.id }, transaction });
      await EmailLink.destroy({ where: { userId: who.id }, transaction });
      await IdempotencyKey.destroy({ where: { userId: who.id }, transaction });
      await Notification.destroy({ where: { userId: who.id }, transaction });
      await PushSubscription.destroy({ where: { userId: who.id }, transaction });
      await Message.destroy({ where: { [Op.or]: [{ fromUserId: who.id }, ...(who.email ? [{ fromEmail: who.email }] : [])] }, transaction });
      await SignInCode.destroy({ where: { phone: who.phone }, transaction });
      await OutboxText.destroy({ where: { toPhone: who.phone }, transaction });
      if (who.email) await OutboxEmail.destroy({ where: { toAddress: who.email }, transaction });

      // Bookings stay (the law's records) without the street, landmark, notes, phone or who is home; unpaid ones are cancelled.
      const own = await Booking.findAll({ attributes: ['id', 'visit', 'status'], where: { userId: who.id }, transaction, raw: true });
      for (const row of own) {
        const unpaid = row.status === 'pending_payment';
        await Booking.update(
          { visit: erasedVisit(row.visit), ...(unpaid ? { status: 'cancelled', cancelledAt: now, cancelReason: 'Account deleted' } : {}), updatedAt: now },
          { where: { id: row.id }, transaction, fields: ['visit', 'updatedAt', ...(unpaid ? (['status', 'cancelledAt', 'cancelReason'] as const) : [])] },
        );
      }
      const bookingIds = own.map((row) => row.id);
      // The payment provider's last word names the payer: the amount and status stay.
      await Payment.update({ verification: null }, { where: { userId: who.id }, transaction, fields: ['verification'] });
      if (bookingIds.length) {
        await Refund.update({ raw: null }, { where: { bookingId: { [Op.in]: bookingIds } }, transaction, fields: ['raw'] });
        await TestGatewayTransaction.update({ email: '' }, { where: { bookingId: { [Op.in]: bookingIds } }, transaction, fields: ['email'] });
      }
      // A claim keeps its booking, status and the admin's resolution; the customer's words go.
      await Claim.update({ problem: ERASED_TEXT, photoDescription: null }, { where: { userId: who.id }, transaction, fields: ['problem', 'photoDescription'] });
      // Reviews stay (the ratings count) and show no name: the account's name is erased above.
      await AuditLog.update({ actorName: name }, { where: { actorId: who.id }, transaction, fields: ['actorName'] });

      const pro = who.role === 'pro' ? await Pro.findOne({ where: { userId: who.id }, transaction, raw: true }) : null;
      if (pro) {
        await Pro.update(
          { name, email: `deleted-${pro.reference.toLowerCase()}@erased.invalid`, phone: ERASED_PHONE, area: pro.area, about: ERASED_TEXT, idNumber: '', referees: '[]', status: 'suspended', decisionNote: 'Erased at their request.', updatedAt: now },
          { where: { id: pro.id }, transaction, fields: ['name', 'email', 'phone', 'about', 'idNumber', 'referees', 'status', 'decisionNote', 'updatedAt'] },
        );
        await Booking.update({ proName: name }, { where: { proId: pro.id }, transaction, fields: ['proName'] });
      }
    },
  };
}

export type PersonalDataRepository = ReturnType<typeof createPersonalDataRepository>;
