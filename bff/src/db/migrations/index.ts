// Every migration, in the order they run. Listed explicitly (not globbed) so the same list works
// under tsx, vitest and any bundler.
import type { QueryInterface } from 'sequelize';
import type { RunnableMigration } from 'umzug';
import { accounts } from './0001-accounts.ts';
import { catalogue } from './0002-catalogue.ts';
import { bookings } from './0003-bookings.ts';
import { payments } from './0004-payments.ts';
import { prosAudit } from './0005-pros-audit.ts';
import { notifications } from './0006-notifications.ts';
import { trust } from './0007-trust.ts';
import { push } from './0008-push.ts';
import { rateLimits } from './0009-rate-limits.ts';
import { proJobs } from './0010-pro-jobs.ts';
import { phoneFirst } from './0011-phone-first.ts';
import { provenIdentity } from './0012-proven-identity.ts';
import { textLimits } from './0013-text-limits.ts';
import { personalData } from './0014-personal-data.ts';
import { dataRights } from './0015-data-rights.ts';

export type Migration = RunnableMigration<QueryInterface>;

export const MIGRATIONS: readonly Migration[] = [
  accounts,
  catalogue,
  bookings,
  payments,
  prosAudit,
  notifications,
  trust,
  push,
  rateLimits,
  proJobs,
  phoneFirst,
  provenIdentity,
  textLimits,
  personalData,
  dataRights,
];
