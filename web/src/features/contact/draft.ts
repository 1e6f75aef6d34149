// The message being written, kept in session storage so a reload, a dropped connection or a refused
// send loses nothing. Session, not local: one sitting's words on a possibly shared phone, gone when
// the tab closes. Read defensively: storage may hold an old shape, or nothing (private mode).
import { browserStorage, readStoredJson, removeStored, writeStoredJson } from '../../lib/stored-json.ts';
import { CONTACT_FIELDS, EMPTY_CONTACT_FORM, type ContactFormValues } from './contact-form.ts';
import { isRecord } from '@ile/domain';

export const CONTACT_DRAFT_KEY = 'ile.contact-message';

const storage = () => browserStorage('session');

/** The kept draft, or null when there is none (or it can't be read). */
export function readContactDraft(store: Storage | null = storage()): ContactFormValues | null {
  const parsed = readStoredJson(store, CONTACT_DRAFT_KEY);
  if (!isRecord(parsed)) return null;
  const values = { ...EMPTY_CONTACT_FORM };
  for (const field of CONTACT_FIELDS) {
    const value = parsed[field];
    if (typeof value === 'string') values[field] = value.slice(0, 4000);
  }
  return values;
}

export function writeContactDraft(values: ContactFormValues, store: Storage | null = storage()): void {
  writeStoredJson(store, CONTACT_DRAFT_KEY, values);
}

export function clearContactDraft(store: Storage | null = storage()): void {
  removeStored(store, CONTACT_DRAFT_KEY);
}
