// A catalogue entry's changes in words, for the admin area's shared history list: each audit entry's
// before and after become "what changed from what to what", prices by their label in ₦ (matched by
// key) and the on-sale flag as words. The BFF keeps whatever fields it changed, so an unknown field
// still shows (under its key), and unchanged ones are left out.
import { formatNaira } from '@ile/domain';

export interface FieldChange {
  /** What changed, e.g. "Name" or "Price: Deep cleaning". */
  label: string;
  /** As it was ("—" when it did not exist). */
  before: string;
  /** As it became ("—" when it was removed). */
  after: string;
}

const NONE = '—';

const LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  tagline: 'Tagline',
  description: 'Description',
  includes: 'What’s included',
  active: 'On sale',
  sortOrder: 'Position in the list',
  inspectionFeeKobo: 'Visit fee',
};

interface PriceLike {
  key: string;
  label: string;
  amountKobo: number;
}

function isPriceLike(value: unknown): value is PriceLike {
  if (typeof value !== 'object' || value === null) return false;
  const key: unknown = Reflect.get(value, 'key');
  const label: unknown = Reflect.get(value, 'label');
  const amount: unknown = Reflect.get(value, 'amountKobo');
  return typeof key === 'string' && typeof label === 'string' && Number.isSafeInteger(amount);
}

function priceList(value: unknown): PriceLike[] | null {
  return Array.isArray(value) && value.every(isPriceLike) ? value : null;
}

function show(field: string, value: unknown): string {
  if (value === undefined || value === null) return NONE;
  if (field === 'active' && typeof value === 'boolean') return value ? 'On sale' : 'Hidden';
  if (field.endsWith('Kobo') && typeof value === 'number' && Number.isSafeInteger(value)) return formatNaira(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((line) => typeof line === 'string')) return value.join('; ');
  return JSON.stringify(value);
}

/** One line per price whose amount or label changed, matched by key. */
function priceChanges(before: PriceLike[], after: PriceLike[]): FieldChange[] {
  const keys = [...new Set([...before.map((p) => p.key), ...after.map((p) => p.key)])];
  return keys.flatMap((key) => {
    const was = before.find((p) => p.key === key);
    const now = after.find((p) => p.key === key);
    if (was && now && was.amountKobo === now.amountKobo && was.label === now.label) return [];
    const relabelled = Boolean(was && now && was.label !== now.label);
    const text = (p: PriceLike | undefined) => (p ? (relabelled ? `${p.label}, ${formatNaira(p.amountKobo)}` : formatNaira(p.amountKobo)) : NONE);
    return [{ label: `Price: ${now?.label ?? was?.label ?? key}`, before: text(was), after: text(now) }];
  });
}

/** The changes an audit entry records, in the order it lists its fields. */
export function describeChanges(entry: { before: Readonly<Record<string, unknown>> | null; after: Readonly<Record<string, unknown>> | null }): FieldChange[] {
  const was = entry.before ?? {};
  const now = entry.after ?? {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields.flatMap((field): FieldChange[] => {
    const a = was[field];
    const b = now[field];
    if (JSON.stringify(a) === JSON.stringify(b)) return [];
    const pricesBefore = priceList(a ?? []);
    const pricesAfter = priceList(b ?? []);
    if (field === 'priceItems' && pricesBefore && pricesAfter) return priceChanges(pricesBefore, pricesAfter);
    return [{ label: LABELS[field] ?? field, before: show(field, a), after: show(field, b) }];
  });
}
