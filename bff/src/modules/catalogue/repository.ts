// The services table; prices are kept as JSON price items in kobo.
import { isRecord } from '@ile/domain';
import type { CatalogueEntry, PriceItem } from '@ile/domain';
import { Transaction } from 'sequelize';
import type { Db } from '../../db/index.ts';
import type { ServiceAttributes } from '../../db/models.ts';

/** A catalogue entry as stored: the domain's entry plus its id and whether it takes bookings. The key is
 * read back as a plain string; the mapper narrows it to a ServiceKey. */
export interface ServiceRecord extends Omit<CatalogueEntry, 'key'> {
  id: string;
  key: string;
  active: boolean;
}

function parseIncludes(json: string): string[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) throw new Error('services.includes is not a JSON array');
  return value.filter((item): item is string => typeof item === 'string');
}

function parsePriceItems(json: string): PriceItem[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) throw new Error('services.price_items is not a JSON array');
  return value.map((item) => {
    if (!isRecord(item) || typeof item.key !== 'string' || typeof item.label !== 'string' || !Number.isInteger(item.amountKobo)) {
      throw new Error('services.price_items holds an invalid item');
    }
    return { key: item.key, label: item.label, amountKobo: Number(item.amountKobo) };
  });
}

function toService(row: ServiceAttributes): ServiceRecord {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    includes: parseIncludes(row.includes),
    formPath: row.formPath,
    priceItems: parsePriceItems(row.priceItems),
    // PostgreSQL answers BIGINT as a string.
    inspectionFeeKobo: row.inspectionFeeKobo === null ? null : Number(row.inspectionFeeKobo),
    active: Boolean(row.active),
    sortOrder: row.sortOrder,
  };
}

export const serviceId = (key: string) => `s_${key}`;

/** What an admin may change in a catalogue entry (key, form path, order and inspection fee stay). */
export interface ServiceChanges {
  name: string;
  tagline: string;
  description: string;
  includes: string[];
  priceItems: PriceItem[];
  active: boolean;
}

export function createCatalogueRepository(db: Db) {
  const { Service } = db.models;
  return {
    /** In display order; sortOrder is NOT NULL and key breaks ties, so both databases agree. */
    async list(options: { includeHidden: boolean }): Promise<ServiceRecord[]> {
      const rows = await Service.findAll({
        where: options.includeHidden ? {} : { active: true },
        order: [
          ['sortOrder', 'ASC'],
          ['key', 'ASC'],
        ],
      });
      return rows.map((row) => toService(row.get({ plain: true })));
    },

    /** One service by its catalogue key, inside the caller's transaction when given. */
    async findByKey(key: string, transaction?: Transaction): Promise<ServiceRecord | null> {
      const row = await Service.findOne({ where: { key }, transaction });
      return row ? toService(row.get({ plain: true })) : null;
    },

    /**
     * One service by id, inside the caller's transaction when given; with `lock` inside a write the
     * row is locked on PostgreSQL so two admins' edits take turns (SQLite's write queue already
     * serialises them).
     */
    async findById(id: string, transaction?: Transaction, options: { lock?: boolean } = {}): Promise<ServiceRecord | null> {
      const row = await Service.findOne({
        where: { id },
        transaction,
        lock: options.lock && transaction && db.dialect === 'postgres' ? Transaction.LOCK.UPDATE : undefined,
      });
      return row ? toService(row.get({ plain: true })) : null;
    },

    /** Stores an admin's edit. Bookings keep the price they were made at: they store their own copy. */
    async update(transaction: Transaction, id: string, changes: ServiceChanges, now: Date): Promise<void> {
      await Service.update(
        {
          name: changes.name,
          tagline: changes.tagline,
          description: changes.description,
          includes: JSON.stringify(changes.includes),
          priceItems: JSON.stringify(changes.priceItems),
          active: changes.active,
          updatedAt: now,
        },
        { where: { id }, transaction, fields: ['name', 'tagline', 'description', 'includes', 'priceItems', 'active', 'updatedAt'] },
      );
    },

    async count(): Promise<number> {
      return Service.count();
    },

    /** Adds the catalogue entries that are missing; never overwrites an admin's edits. */
    async addMissing(entries: readonly CatalogueEntry[], now: Date): Promise<number> {
      return db.write(async (transaction) => {
        const existing = new Set((await Service.findAll({ attributes: ['key'], transaction })).map((row) => row.get('key')));
        const missing = entries.filter((entry) => !existing.has(entry.key));
        for (const entry of missing) {
          await Service.create(
            {
              id: serviceId(entry.key),
              key: entry.key,
              name: entry.name,
              tagline: entry.tagline,
              description: entry.description,
              includes: JSON.stringify(entry.includes),
              formPath: entry.formPath,
              priceItems: JSON.stringify(entry.priceItems),
              inspectionFeeKobo: entry.inspectionFeeKobo,
              active: true,
              sortOrder: entry.sortOrder,
              createdAt: now,
              updatedAt: now,
            },
            {
              transaction,
              fields: ['id', 'key', 'name', 'tagline', 'description', 'includes', 'formPath', 'priceItems', 'inspectionFeeKobo', 'active', 'sortOrder', 'createdAt', 'updatedAt'],
            },
          );
        }
        return missing.length;
      });
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
