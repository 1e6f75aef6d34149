// The words the pro page and the admin screens use for ID types and weekdays.
import type { IdType, Weekday } from '../../api/types.ts';

export const ID_TYPES: readonly { value: IdType; label: string; hint: string }[] = [
  { value: 'nin', label: 'NIN', hint: 'National Identification Number, 11 digits' },
  { value: 'drivers_licence', label: 'Driver’s licence', hint: 'As printed on the card' },
  { value: 'voters_card', label: 'Voter’s card', hint: 'PVC number (VIN)' },
  { value: 'international_passport', label: 'International passport', hint: 'Passport number' },
];

export const ID_TYPE_LABELS: Record<IdType, string> = {
  nin: 'NIN',
  drivers_licence: 'Driver’s licence',
  voters_card: 'Voter’s card',
  international_passport: 'International passport',
};

export const WEEKDAYS: readonly { value: Weekday; label: string; long: string }[] = [
  { value: 'mon', label: 'Mon', long: 'Monday' },
  { value: 'tue', label: 'Tue', long: 'Tuesday' },
  { value: 'wed', label: 'Wed', long: 'Wednesday' },
  { value: 'thu', label: 'Thu', long: 'Thursday' },
  { value: 'fri', label: 'Fri', long: 'Friday' },
  { value: 'sat', label: 'Sat', long: 'Saturday' },
  { value: 'sun', label: 'Sun', long: 'Sunday' },
];

/** "Monday to Saturday", "Monday, Wednesday and Friday", "Every day". */
export function describeDays(days: readonly Weekday[]): string {
  const ordered = WEEKDAYS.filter((d) => days.includes(d.value));
  if (ordered.length === 7) return 'Every day';
  if (ordered.length === 0) return 'No days given';
  const indexes = ordered.map((d) => WEEKDAYS.indexOf(d));
  const consecutive = indexes.every((n, i) => i === 0 || n === (indexes[i - 1] ?? -2) + 1);
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  if (consecutive && ordered.length >= 3 && first && last) return `${first.long} to ${last.long}`;
  const names = ordered.map((d) => d.long);
  return names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}
