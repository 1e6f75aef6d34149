// Sequelize models of the payments tables (created by migration 0004-payments, never by sync()).
// Defined here rather than in db/models.ts so the payments module owns its tables; each Sequelize
// instance gets them once.
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import type { Db } from '../../db/index.ts';

export interface PaymentAttributes {
  id: string;
  bookingId: string;
  userId: string;
  provider: string;
  reference: string;
  /** BIGINT: PostgreSQL answers it as a string. */
  amountKobo: number | string;
  currency: string;
  status: string;
  channel: string | null;
  checkoutUrl: string | null;
  paidAt: Date | null;
  /** JSON text: the provider's last word on this payment. */
  verification: string | null;
  createdAt: Date;
  updatedAt: Date;
}
export type PaymentModel = Model<
  PaymentAttributes,
  Optional<PaymentAttributes, 'channel' | 'checkoutUrl' | 'paidAt' | 'verification' | 'createdAt' | 'updatedAt'>
> &
  PaymentAttributes;

export interface RefundAttributes {
  id: string;
  paymentId: string;
  bookingId: string;
  provider: string;
  amountKobo: number | string;
  status: string;
  providerRefundId: string | null;
  requestedBy: string | null;
  reason: string | null;
  raw: string | null;
  createdAt: Date;
  updatedAt: Date;
  processedAt: Date | null;
}
export type RefundModel = Model<
  RefundAttributes,
  Optional<RefundAttributes, 'providerRefundId' | 'requestedBy' | 'reason' | 'raw' | 'processedAt' | 'createdAt' | 'updatedAt'>
> &
  RefundAttributes;

export interface WebhookEventAttributes {
  id: string;
  provider: string;
  eventKey: string;
  receivedAt: Date;
}
export type WebhookEventModel = Model<WebhookEventAttributes> & WebhookEventAttributes;

export interface TestGatewayTransactionAttributes {
  reference: string;
  bookingId: string;
  amountKobo: number | string;
  currency: string;
  email: string;
  status: string;
  channel: string | null;
  paidAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type TestGatewayTransactionModel = Model<
  TestGatewayTransactionAttributes,
  Optional<TestGatewayTransactionAttributes, 'channel' | 'paidAt' | 'createdAt' | 'updatedAt'>
> &
  TestGatewayTransactionAttributes;

export interface PaymentModels {
  Payment: ModelStatic<PaymentModel>;
  Refund: ModelStatic<RefundModel>;
  WebhookEvent: ModelStatic<WebhookEventModel>;
  TestGatewayTransaction: ModelStatic<TestGatewayTransactionModel>;
}

const defined = new WeakMap<Sequelize, PaymentModels>();

function define(sequelize: Sequelize): PaymentModels {
  // timestamps: false: created_at and updated_at are set from the app's clock, never by Sequelize
  // (the reconciler's windows and the refund claim compare them).
  const common = { underscored: true, freezeTableName: true, timestamps: false } as const;
  const Payment = sequelize.define<PaymentModel>(
    'Payment',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      bookingId: { type: DataTypes.STRING(36), allowNull: false },
      userId: { type: DataTypes.STRING(36), allowNull: false },
      provider: { type: DataTypes.STRING(20), allowNull: false },
      reference: { type: DataTypes.STRING(100), allowNull: false, unique: true },
      amountKobo: { type: DataTypes.BIGINT, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false },
      channel: { type: DataTypes.STRING(40), allowNull: true },
      checkoutUrl: { type: DataTypes.STRING(500), allowNull: true },
      paidAt: { type: DataTypes.DATE, allowNull: true },
      verification: { type: DataTypes.TEXT, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { ...common, tableName: 'payments' },
  );
  const Refund = sequelize.define<RefundModel>(
    'Refund',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      paymentId: { type: DataTypes.STRING(36), allowNull: false, unique: true },
      bookingId: { type: DataTypes.STRING(36), allowNull: false },
      provider: { type: DataTypes.STRING(20), allowNull: false },
      amountKobo: { type: DataTypes.BIGINT, allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false },
      providerRefundId: { type: DataTypes.STRING(100), allowNull: true },
      requestedBy: { type: DataTypes.STRING(36), allowNull: true },
      reason: { type: DataTypes.TEXT, allowNull: true },
      raw: { type: DataTypes.TEXT, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
      processedAt: { type: DataTypes.DATE, allowNull: true },
    },
    { ...common, tableName: 'refunds' },
  );
  const WebhookEvent = sequelize.define<WebhookEventModel>(
    'WebhookEvent',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      provider: { type: DataTypes.STRING(20), allowNull: false },
      eventKey: { type: DataTypes.STRING(200), allowNull: false },
      receivedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { ...common, tableName: 'webhook_events' },
  );
  const TestGatewayTransaction = sequelize.define<TestGatewayTransactionModel>(
    'TestGatewayTransaction',
    {
      reference: { type: DataTypes.STRING(100), primaryKey: true },
      bookingId: { type: DataTypes.STRING(36), allowNull: false },
      amountKobo: { type: DataTypes.BIGINT, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false },
      channel: { type: DataTypes.STRING(40), allowNull: true },
      paidAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { ...common, tableName: 'test_gateway_transactions' },
  );
  return { Payment, Refund, WebhookEvent, TestGatewayTransaction };
}

/** The payments models of this database, defined on first use. */
export function paymentModels(db: Pick<Db, 'sequelize'>): PaymentModels {
  let models = defined.get(db.sequelize);
  if (!models) {
    models = define(db.sequelize);
    defined.set(db.sequelize, models);
  }
  return models;
}
