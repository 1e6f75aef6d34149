// The application being filled in, kept in session storage so a reload or a failed send loses
// nothing. Session, not local: it is one sitting's work on a possibly shared phone, gone when the
// tab closes. The ID number and the consent are never stored: the number is sensitive, and consent
// is given each time. Read defensively: storage may hold an old shape, or nothing (private mode).
import { SERVICE_KEYS, type ServiceKey } from '@ile/domain';
import type { Weekday } from '../../api/types.ts';
import { EMPTY_PRO_FORM, type ProFormValues } from './application-form.ts';
import { WEEKDAYS } from './words.ts';

export const PRO_DRAFT_KEY = 'ile.pro-application';

type StoredDraft = Omit<ProFormValues, 'idNumber' | 'consent'>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 2000) : '');
const list = <T extends string>(value: unknown, allowed: readonly T[]): T[] => (Array.isArray(value) ? allowed.filter((a) => value.includes(a)) : []);

/** The kept draft, or null when there is none (or it can't be read). */
export function readProDraft(store: Storage | null = storage()): ProFormValues | null {
  const raw = store?.getItem(PRO_DRAFT_KEY);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const ownTools = parsed.ownTools === 'yes' || parsed.ownTools === 'no' ? parsed.ownTools : '';
  return {
    ...EMPTY_PRO_FORM,
    name: text(parsed.name),
    email: text(parsed.email),
    phone: text(parsed.phone),
    services: list<ServiceKey>(parsed.services, SERVICE_KEYS),
    state: text(parsed.state),
    area: text(parsed.area),
    yearsExperience: text(parsed.yearsExperience),
    about: text(parsed.about),
    idType: text(parsed.idType),
    ownTools,
    daysAvailable: list<Weekday>(parsed.daysAvailable, WEEKDAYS.map((d) => d.value)),
  };
}

/** Keeps the draft; a full or blocked storage only loses persistence, never the page's state. */
export function writeProDraft(values: ProFormValues, store: Storage | null = storage()): void {
  const { idNumber: _idNumber, consent: _consent, ...kept } = values;
  const stored: StoredDraft = kept;
  try {
    store?.setItem(PRO_DRAFT_KEY, JSON.stringify(stored));
  } catch {
    // Quota or private mode: the form still holds everything.
  }
}

export function clearProDraft(store: Storage | null = storage()): void {
  try {
    store?.removeItem(PRO_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
