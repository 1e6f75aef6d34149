// Catalogue rules: visitors and customers see active services; admins also see hidden ones, and
// edit an entry's words, prices (every existing price item, no new ones) and whether it takes
// bookings. An edit applies to new bookings only (a booking stores the price it was made at) and
// is recorded in the audit log in the same write.
import type { PriceItem } from '@ile/domain';
import type { RequestBody } from '../../api/types.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { AppError, MESSAGES, validationFailed, type FieldErrors } from '../../http/app-error.ts';
import type { Role, UserRecord } from '../accounts/index.ts';
import type { AuditData, AuditLog, AuditRecord } from '../audit/index.ts';
import { smallestJobWithinLimit } from './price-limit.ts';
import type { CatalogueRepository, ServiceChanges, ServiceRecord } from './repository.ts';

export type ServiceUpdate = RequestBody<'adminUpdateService'>;

export interface AdminServiceView {
  service: ServiceRecord;
  history: AuditRecord[];
}

export interface CatalogueServiceDeps {
  db: Db;
  audit: AuditLog;
  clock: Clock;
}

const notFound = () => new AppError(404, 'not_found', MESSAGES.notFound);

const clean = (text: string) => text.trim();

/**
 * The price items as they will be stored: in the entry's own order, each existing key exactly
 * once, no new keys (the pricing rules read them by key). Field messages name the item's index.
 */
export function checkedPriceItems(stored: readonly PriceItem[], sent: readonly PriceItem[]): { items: PriceItem[]; fields: FieldErrors } {
  const fields: FieldErrors = {};
  const known = new Set(stored.map((item) => item.key));
  const seen = new Map<string, PriceItem>();
  sent.forEach((item, i) => {
    if (!known.has(item.key)) {
      fields[`priceItems.${i}.key`] = `This service has no price "${item.key}". Prices can be changed here, not added or removed.`;
    } else if (seen.has(item.key)) {
      fields[`priceItems.${i}.key`] = 'This price appears more than once; send each price once.';
    } else {
      seen.set(item.key, item);
    }
    if (!clean(item.label)) fields[`priceItems.${i}.label`] = 'Enter a label, like "Per bedroom".';
    if (!Number.isSafeInteger(item.amountKobo) || item.amountKobo < 0) fields[`priceItems.${i}.amountKobo`] = 'Enter the amount in whole kobo (₦1 = 100 kobo).';
  });
  const missing = stored.filter((item) => !seen.has(item.key)).map((item) => item.label);
  if (missing.length) fields.priceItems = `Every price of this service is needed. Missing: ${missing.join(', ')}.`;
  const items = stored.map((item) => {
    const update = seen.get(item.key);
    return update ? { key: item.key, label: clean(update.label), amountKobo: update.amountKobo } : item;
  });
  return { items, fields };
}

/** The fields an edit changed, as they were and as they became (for the audit log). */
function changedFields(before: ServiceRecord, after: ServiceChanges): { before: AuditData; after: AuditData } {
  const was: AuditData = {};
  const now: AuditData = {};
  for (const field of ['name', 'tagline', 'description', 'includes', 'priceItems', 'active'] as const) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      was[field] = before[field];
      now[field] = after[field];
    }
  }
  return { before: was, after: now };
}

export function createCatalogueService(repo: CatalogueRepository, deps: CatalogueServiceDeps) {
  const { db, audit, clock } = deps;
  return {
    list(viewerRole: Role | null): Promise<ServiceRecord[]> {
      return repo.list({ includeHidden: viewerRole === 'admin' });
    },

    /** One entry with its change history; 404 when there is none. */
    async adminGet(id: string): Promise<AdminServiceView> {
      const service = await repo.findById(id);
      if (!service) throw notFound();
      return { service, history: await audit.history('service', service.id) };
    },

    /** Replaces the entry's editable fields; 400 with field messages for price items that do not match the entry. */
    async adminUpdate(admin: Pick<UserRecord, 'id' | 'name'>, id: string, update: ServiceUpdate): Promise<AdminServiceView> {
      const service = await db.write(async (transaction) => {
        const current = await repo.findById(id, transaction, { lock: true });
        if (!current) throw notFound();
        const { items, fields } = checkedPriceItems(current.priceItems, update.priceItems);
        if (!Object.keys(fields).length && !smallestJobWithinLimit(current.key, items)) {
          fields.priceItems = 'With these prices the smallest job costs more than ₦1,000,000,000, the most an amount can be. Lower them.';
        }
        if (Object.keys(fields).length) throw validationFailed(fields);
        const changes: ServiceChanges = {
          name: clean(update.name),
          tagline: clean(update.tagline),
          description: clean(update.description),
          includes: update.includes.map(clean).filter(Boolean),
          priceItems: items,
          active: update.active,
        };
        const changed = changedFields(current, changes);
        // Saving the form unchanged is no action: nothing to store or record.
        if (!Object.keys(changed.after).length) return current;
        const now = clock.now();
        await repo.update(transaction, current.id, changes, now);
        await audit.record(
          transaction,
          { actor: { id: admin.id, name: admin.name }, action: 'service.update', subject: { type: 'service', id: current.id }, ...changed },
          now,
        );
        const stored = await repo.findById(current.id, transaction);
        if (!stored) throw new Error(`service ${current.id} vanished during an update`);
        return stored;
      });
      return { service, history: await audit.history('service', service.id) };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
