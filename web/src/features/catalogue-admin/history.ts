// A catalogue entry's history in words: each audit entry's before and after become "what changed from
// what to what", with prices in ₦ and the on-sale flag as words. The BFF keeps whatever fields it
// changed, so unknown fields still show (as their key), and unchanged ones are left out.
import { formatNaira } from '@ile/domain';

export interface FieldChange {
  /** What changed, e.g. "Name" or "Price: Deep cleaning". */
  label: string;
  /** As it was; null when it did not exist before. */
  before: string | null;
  /** As it became; null when it was removed. */
  after: string | null;
}

const LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  tagline: 'Tagline',
  description: 'Description',
  includes: 'What’s included',
  active: 'On sale',
  sortOrder: 'Position in the list',
  inspectionFeeKobo: 'Visit fee',
};

/** What the history says for known actions; anything else is shown as the action's own name. */
const ACTIONS: Readonly<Record<string, string>> = {
  'service.update': 'Changed the service',
};

export function describeAction(action: string): string {
  return ACTIONS[action] ?? action;
}

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

function show(field: string, value: unknown): string | null {
  if (value === undefined) return null;
  if (value === null) return '—';
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
    const label = `Price: ${now?.label ?? was?.label ?? key}`;
    const text = (p: PriceLike | undefined) => (p ? (was && now && was.label !== now.label ? `${p.label}, ${formatNaira(p.amountKobo)}` : formatNaira(p.amountKobo)) : null);
    return [{ label, before: text(was), after: text(now) }];
  });
}

/** The changes an audit entry records, in a stable order (the fields as the entry lists them). */
export function describeChanges(before: Readonly<Record<string, unknown>> | null, after: Readonly<Record<string, unknown>> | null): FieldChange[] {
  const was = before ?? {};
  const now = after ?? {};
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
