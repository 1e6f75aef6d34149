// Sequelize models for querying. Tables are created by the migrations in ./migrations, never by sync().
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export interface UserAttributes {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: string;
  referralCode: string;
  passwordHash: string;
  /** The customer whose referral code this account signed up with (users.id), or null. */
  referredBy: string | null;
  /** Booking texts on (default) or off; sign-in codes are sent either way. */
  bookingTexts: boolean;
  /** When the account last proved it holds its phone (a sign-in code). */
  phoneVerifiedAt: Date | null;
  /** An e-mail typed for the account whose confirmation link was not used yet (migration 0012); `email` is the proven one. */
  pendingEmail: string | null;
  /** Consent to offers and news by text (off by default), and when it was last given or withdrawn (migration 0015). */
  marketingTexts: boolean;
  marketingTextsChangedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type UserModel = Model<
  UserAttributes,
  Optional<UserAttributes, 'referredBy' | 'bookingTexts' | 'phoneVerifiedAt' | 'pendingEmail' | 'marketingTexts' | 'marketingTextsChangedAt' | 'createdAt' | 'updatedAt'>
> &
  UserAttributes;

export interface PasswordResetTokenAttributes {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  /** The address the link was mailed to (migration 0012): using it proves that e-mail. */
  sentTo: string | null;
  createdAt: Date;
  updatedAt: Date;
}
export type PasswordResetTokenModel = Model<
  PasswordResetTokenAttributes,
  Optional<PasswordResetTokenAttributes, 'usedAt' | 'sentTo' | 'createdAt' | 'updatedAt'>
> &
  PasswordResetTokenAttributes;

export interface SessionAttributes {
  sid: string;
  expires: Date | null;
  data: string;
  userId: string | null;
  createdAt: Date;
  updatedAt: Date;
}
export type SessionModel = Model<SessionAttributes, Optional<SessionAttributes, 'userId' | 'createdAt' | 'updatedAt'>> &
  SessionAttributes;

export interface OutboxEmailAttributes {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  /** The simple HTML alternative, when the mail has one. */
  htmlBody: string | null;
  createdAt: Date;
}
export type OutboxEmailModel = Model<OutboxEmailAttributes, Optional<OutboxEmailAttributes, 'htmlBody' | 'createdAt'>> &
  OutboxEmailAttributes;

export interface ServiceAttributes {
  id: string;
  key: string;
  name: string;
  tagline: string;
  description: string;
  /** JSON text: string[] */
  includes: string;
  formPath: string;
  /** JSON text: PriceItem[] */
  priceItems: string;
  /** BIGINT: PostgreSQL answers it as a string. */
  inspectionFeeKobo: number | string | null;
  active: boolean;
  sortOrder: number;
  createdAt: Date;
  updatedAt: Date;
}
export type ServiceModel = Model<ServiceAttributes, Optional<ServiceAttributes, 'createdAt' | 'updatedAt'>> & ServiceAttributes;

export interface BookingAttributes {
  id: string;
  reference: string;
  userId: string;
  service: string;
  serviceName: string;
  status: string;
  /** JSON text: { address, contactPhone, notes? } */
  visit: string;
  /** JSON text: the form's details */
  details: string;
  /** JSON text: Price */
  price: string;
  /** BIGINT: PostgreSQL answers it as a string. */
  totalKobo: number | string;
  scheduledDate: string;
  timeWindow: string;
  paidAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  proName: string | null;
  /** The assigned pro (pros.id), once assigned. */
  proId: string | null;
  /** visit.address.state, as a column the admin queue filters on. */
  visitState: string | null;
  /** When the job was marked done (by its pro or an admin); the happiness-claim window counts from it. */
  completedAt: Date | null;
  /** The pro's steps: set off for the visit, started work. */
  onTheWayAt: Date | null;
  startedAt: Date | null;
  /** What the pro wrote when marking the job done. */
  proNote: string | null;
  /** The last decline by a pro (their name and reason), cleared when another pro is assigned. */
  declinedAt: Date | null;
  declinedBy: string | null;
  declineReason: string | null;
  /** When the retention sweep erased the street, landmark, notes and who was home (0014-personal-data). */
  addressErasedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type BookingModel = Model<
  BookingAttributes,
  Optional<BookingAttributes, 'paidAt' | 'cancelledAt' | 'cancelReason' | 'proName' | 'proId' | 'visitState' | 'completedAt' | 'onTheWayAt' | 'startedAt' | 'proNote' | 'declinedAt' | 'declinedBy' | 'declineReason' | 'addressErasedAt' | 'createdAt' | 'updatedAt'>
> &
  BookingAttributes;

export interface IdempotencyKeyAttributes {
  id: string;
  userId: string;
  key: string;
  operationId: string;
  requestHash: string;
  responseStatus: number;
  /** JSON text: the body first answered */
  responseBody: string;
  createdAt: Date;
}
export type IdempotencyKeyModel = Model<IdempotencyKeyAttributes, Optional<IdempotencyKeyAttributes, 'createdAt'>> &
  IdempotencyKeyAttributes;

export interface RateLimitAttributes {
  /** The limiter's prefix and the client's key. */
  key: string;
  hits: number;
  /** When the window ends, in ms since the epoch (BIGINT: PostgreSQL answers it as a string). */
  resetsAtMs: number | string;
}
export type RateLimitModel = Model<RateLimitAttributes> & RateLimitAttributes;

export interface Models {
  User: ModelStatic<UserModel>;
  PasswordResetToken: ModelStatic<PasswordResetTokenModel>;
  Session: ModelStatic<SessionModel>;
  OutboxEmail: ModelStatic<OutboxEmailModel>;
  Service: ModelStatic<ServiceModel>;
  Booking: ModelStatic<BookingModel>;
  IdempotencyKey: ModelStatic<IdempotencyKeyModel>;
  RateLimit: ModelStatic<RateLimitModel>;
}

/** The model name connect-session-sequelize looks up with its `table` option. */
export const SESSION_MODEL_NAME = 'Session';
/** Its table, which the session store also reads with plain SQL (http/session.ts). */
export const SESSION_TABLE = 'sessions';

export function defineModels(sequelize: Sequelize): Models {
  const common = { underscored: true, freezeTableName: true } as const;
  const User = sequelize.define<UserModel>(
    'User',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      name: { type: DataTypes.STRING(80), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
      phone: { type: DataTypes.STRING(14), allowNull: false },
      role: { type: DataTypes.STRING(10), allowNull: false },
      referralCode: { type: DataTypes.STRING(16), allowNull: false, unique: true },
      passwordHash: { type: DataTypes.STRING(255), allowNull: false },
      referredBy: { type: DataTypes.STRING(36), allowNull: true },
      bookingTexts: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      phoneVerifiedAt: { type: DataTypes.DATE, allowNull: true },
      pendingEmail: { type: DataTypes.STRING(254), allowNull: true },
      marketingTexts: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      marketingTextsChangedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { ...common, tableName: 'users' },
  );
  const PasswordResetToken = sequelize.define<PasswordResetTokenModel>(
    'PasswordResetToken',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      userId: { type: DataTypes.STRING(36), allowNull: false },
      tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      usedAt: { type: DataTypes.DATE, allowNull: true },
      sentTo: { type: DataTypes.STRING(254), allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { ...common, tableName: 'password_reset_tokens' },
  );
  const Session = sequelize.define<SessionModel>(
    SESSION_MODEL_NAME,
    {
      sid: { type: DataTypes.STRING(255), primaryKey: true },
      expires: { type: DataTypes.DATE, allowNull: true },
      data: { type: DataTypes.TEXT, allowNull: false },
      userId: { type: DataTypes.STRING(36), allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { ...common, tableName: SESSION_TABLE },
  );
  const OutboxEmail = sequelize.define<OutboxEmailModel>(
    'OutboxEmail',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      toAddress: { type: DataTypes.STRING(254), allowNull: false },
      subject: { type: DataTypes.STRING(200), allowNull: false },
      textBody: { type: DataTypes.TEXT, allowNull: false },
      htmlBody: { type: DataTypes.TEXT, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { ...common, tableName: 'outbox_emails', updatedAt: false },
  );
  const Service = sequelize.define<ServiceModel>(
    'Service',
    {
      id: { type: DataTypes.STRING(40), primaryKey: true },
      key: { type: DataTypes.STRING(40), allowNull: false, unique: true },
      name: { type: DataTypes.STRING(80), allowNull: false },
      tagline: { type: DataTypes.STRING(160), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: false },
      includes: { type: DataTypes.TEXT, allowNull: false },
      formPath: { type: DataTypes.STRING(40), allowNull: false },
      priceItems: { type: DataTypes.TEXT, allowNull: false },
      inspectionFeeKobo: { type: DataTypes.BIGINT, allowNull: true },
      active: { type: DataTypes.BOOLEAN, allowNull: false },
      sortOrder: { type: DataTypes.INTEGER, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { ...common, tableName: 'services' },
  );
  const Booking = sequelize.define<BookingModel>(
    'Booking',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      reference: { type: DataTypes.STRING(16), allowNull: false, unique: true },
      userId: { type: DataTypes.STRING(36), allowNull: false },
      service: { type: DataTypes.STRING(40), allowNull: false },
      serviceName: { type: DataTypes.STRING(80), allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false },
      visit: { type: DataTypes.TEXT, allowNull: false },
      details: { type: DataTypes.TEXT, allowNull: false },
      price: { type: DataTypes.TEXT, allowNull: false },
      totalKobo: { type: DataTypes.BIGINT, allowNull: false },
      scheduledDate: { type: DataTypes.STRING(10), allowNull: false },
      timeWindow: { type: DataTypes.STRING(10), allowNull: false },
      paidAt: { type: DataTypes.DATE, allowNull: true },
      cancelledAt: { type: DataTypes.DATE, allowNull: true },
      cancelReason: { type: DataTypes.TEXT, allowNull: true },
      proName: { type: DataTypes.STRING(80), allowNull: true },
      proId: { type: DataTypes.STRING(36), allowNull: true },
      visitState: { type: DataTypes.STRING(40), allowNull: true },
      completedAt: { type: DataTypes.DATE, allowNull: true },
      onTheWayAt: { type: DataTypes.DATE, allowNull: true },
      startedAt: { type: DataTypes.DATE, allowNull: true },
      proNote: { type: DataTypes.TEXT, allowNull: true },
      declinedAt: { type: DataTypes.DATE, allowNull: true },
      declinedBy: { type: DataTypes.STRING(80), allowNull: true },
      declineReason: { type: DataTypes.TEXT, allowNull: true },
      addressErasedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { ...common, tableName: 'bookings' },
  );
  const IdempotencyKey = sequelize.define<IdempotencyKeyModel>(
    'IdempotencyKey',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      userId: { type: DataTypes.STRING(36), allowNull: false },
      key: { type: DataTypes.STRING(36), allowNull: false },
      operationId: { type: DataTypes.STRING(64), allowNull: false },
      requestHash: { type: DataTypes.STRING(64), allowNull: false },
      responseStatus: { type: DataTypes.INTEGER, allowNull: false },
      responseBody: { type: DataTypes.TEXT, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { ...common, tableName: 'idempotency_keys', updatedAt: false },
  );
  const RateLimit = sequelize.define<RateLimitModel>(
    'RateLimit',
    {
      key: { type: DataTypes.STRING(255), primaryKey: true },
      hits: { type: DataTypes.INTEGER, allowNull: false },
      resetsAtMs: { type: DataTypes.BIGINT, allowNull: false },
    },
    { ...common, tableName: 'rate_limits', timestamps: false },
  );
  return { User, PasswordResetToken, Session, OutboxEmail, Service, Booking, IdempotencyKey, RateLimit };
}
