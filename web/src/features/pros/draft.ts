// The application being filled in, kept in session storage so a reload or a failed send loses
// nothing. Session, not local: it is one sitting's work on a possibly shared phone, gone when the
// tab closes. The ID number and the consent are never stored: the number is sensitive, and consent
// is given each time. Read defensively: storage may hold an old shape, or nothing (private mode).
import { isRecord, SERVICE_KEYS, type ServiceKey } from '@ile/domain';
import type { Weekday } from '../../api/types.ts';
import { EMPTY_PRO_FORM, type ProFormValues } from './application-form.ts';
import { browserStorage, readStoredJson, removeStored, writeStoredJson } from '../../lib/stored-json.ts';
import { WEEKDAYS } from './id-types-and-weekdays.ts';

export const PRO_DRAFT_KEY = 'ile.pro-application';

type StoredDraft = Omit<ProFormValues, 'idNumber' | 'consent'>;

const storage = () => browserStorage('session');

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 2000) : '');
const list = <T extends string>(value: unknown, allowed: readonly T[]): T[] => (Array.isArray(value) ? allowed.filter((a) => value.includes(a)) : []);

/** The kept draft, or null when there is none (or it can't be read). */
export function readProDraft(store: Storage | null = storage()): ProFormValues | null {
  const parsed = readStoredJson(store, PRO_DRAFT_KEY);
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
    referee1Name: text(parsed.referee1Name),
    referee1Phone: text(parsed.referee1Phone),
    referee2Name: text(parsed.referee2Name),
    referee2Phone: text(parsed.referee2Phone),
  };
}

/** Keeps the draft; a full or blocked storage only loses persistence, never the page's state. */
export function writeProDraft(values: ProFormValues, store: Storage | null = storage()): void {
  const { idNumber: _idNumber, consent: _consent, ...kept } = values;
  const stored: StoredDraft = kept;
  writeStoredJson(store, PRO_DRAFT_KEY, stored);
}

export function clearProDraft(store: Storage | null = storage()): void {
  removeStored(store, PRO_DRAFT_KEY);
}
