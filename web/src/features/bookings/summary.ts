// The draft as the finalize screen shows and sends it: summary lines in words, and the parsed
// `{ visit, details }` body (or what is wrong with it). The catalogue side owns the forms and will
// export the real parser from features/service-forms; the screen takes any `SummariseDraft`, and
// `summariseDraftLocally` keeps this feature usable and tested until that one lands.
import { NIGERIAN_STATES, formatNigerianPhone, normalizeNigerianPhone, quote, visitDateProblem, type DetailsByService, type PriceItem, type ServiceKey } from '@ile/domain';
import type { Price } from '@ile/domain';
import type { BookingVisit } from './api/requests.ts';
import type { BookingDraft } from './draft.ts';

export interface SummaryLine {
  label: string;
  value: string;
}

/** A problem with one field, keyed like the server's `fields` (e.g. `visit.address.street`). */
export interface DraftProblem {
  field: string;
  message: string;
}

/** A parsed body together with the service it is for (so the two always match). */
export interface ParsedBookingOf<K extends ServiceKey> {
  service: K;
  body: { visit: BookingVisit; details: DetailsByService[K] };
}
export type ParsedBooking = { [K in ServiceKey]: ParsedBookingOf<K> }[ServiceKey];

export interface DraftSummary {
  /** What the job is, in words (e.g. "Bedrooms: 3"). */
  lines: SummaryLine[];
  parsed: { ok: true; booking: ParsedBooking } | { ok: false; problems: DraftProblem[] };
}

export type SummariseDraft = (draft: BookingDraft) => DraftSummary;

const PRICERS: { [K in ServiceKey]: (details: DetailsByService[K], items: readonly PriceItem[]) => Price } = {
  'home-cleaning': (d, i) => quote('home-cleaning', d, i),
  carpentery: (d, i) => quote('carpentery', d, i),
  plumbing: (d, i) => quote('plumbing', d, i),
  fumigation: (d, i) => quote('fumigation', d, i),
  electricals: (d, i) => quote('electricals', d, i),
  painting: (d, i) => quote('painting', d, i),
  interiors: (d, i) => quote('interiors', d, i),
  'office-cleaning': (d, i) => quote('office-cleaning', d, i),
  'ac-repairs': (d, i) => quote('ac-repairs', d, i),
  'tv-installs': (d, i) => quote('tv-installs', d, i),
  'dish-installs': (d, i) => quote('dish-installs', d, i),
  'window-repairs': (d, i) => quote('window-repairs', d, i),
  'wifi-setup': (d, i) => quote('wifi-setup', d, i),
  'home-theatre-setup': (d, i) => quote('home-theatre-setup', d, i),
  'garbage-disposal': (d, i) => quote('garbage-disposal', d, i),
  'moving-help': (d, i) => quote('moving-help', d, i),
  curtains: (d, i) => quote('curtains', d, i),
};

function priceFor<K extends ServiceKey>(service: K, details: DetailsByService[K], items: readonly PriceItem[]): Price {
  const pricer: (details: DetailsByService[K], items: readonly PriceItem[]) => Price = PRICERS[service];
  return pricer(details, items);
}

/** The price of a parsed booking from the catalogue's current price items (the same `quote` the server charges with). */
export function priceOfBooking(booking: ParsedBooking, items: readonly PriceItem[]): Price {
  return priceFor(booking.service, booking.body.details, items);
}

// ---------------------------------------------------------------------------------------------
// The interim parser. It reads what the forms keep (strings as typed, or already-parsed values).

type Values = Record<string, unknown>;

function isRecord(value: unknown): value is Values {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

class Reader {
  readonly problems: DraftProblem[] = [];

  text(values: Values, key: string, path: string, label: string, { min = 1, max = 200 }: { min?: number; max?: number } = {}): string {
    const raw = values[key];
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (value.length < min || value.length > max) this.problems.push({ field: path, message: `Enter ${label}.` });
    return value;
  }

  optionalText(values: Values, key: string, max = 200): string | undefined {
    const raw = values[key];
    const value = typeof raw === 'string' ? raw.trim() : '';
    return value ? value.slice(0, max) : undefined;
  }

  int(values: Values, key: string, path: string, min: number, max: number): number {
    const raw = values[key];
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
    if (!Number.isInteger(value) || value < min || value > max) {
      this.problems.push({ field: path, message: `Choose a number from ${min} to ${max} for ${words(key)}.` });
      return min;
    }
    return value;
  }

  oneOf<T extends string>(values: Values, key: string, path: string, options: readonly T[]): T {
    const raw = values[key];
    const found = options.find((o) => o === raw);
    if (found === undefined) this.problems.push({ field: path, message: `Choose the ${words(key)}.` });
    return found ?? options[0] ?? (() => { throw new Error('no options'); })();
  }

  bool(values: Values, key: string): boolean {
    const raw = values[key];
    return raw === true || raw === 'true' || raw === 'yes';
  }

  address(raw: unknown, path: string): BookingVisit['address'] {
    const values = isRecord(raw) ? raw : {};
    const landmark = this.optionalText(values, 'landmark');
    const lga = this.optionalText(values, 'lga', 100);
    return {
      street: this.text(values, 'street', `${path}.street`, 'the house number and street', { min: 3 }),
      area: this.text(values, 'area', `${path}.area`, 'the area or estate', { min: 2, max: 100 }),
      city: this.text(values, 'city', `${path}.city`, 'the town or city', { min: 2, max: 100 }),
      state: this.oneOf(values, 'state', `${path}.state`, NIGERIAN_STATES),
      ...(landmark ? { landmark } : {}),
      ...(lga ? { lga } : {}),
    };
  }
}

function words(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
}

const FREQUENCY = ['one_off', 'weekly', 'fortnightly', 'monthly'] as const;

type DraftParser<K extends ServiceKey> = (draft: BookingDraft, r: Reader) => ParsedBookingOf<K>;

/** A service's parser: its details by its own rules, the visit by the common ones. */
function booking<K extends ServiceKey>(service: K, parseDetails: (d: Values, r: Reader) => DetailsByService[K]): DraftParser<K> {
  return (draft, r) => ({ service, body: { details: parseDetails(draft.details, r), visit: parseVisit(draft.visit, r) } });
}

const PARSERS: { [K in ServiceKey]: DraftParser<K> } = {
  'home-cleaning': booking('home-cleaning', (d, r) => ({ cleaningType: r.oneOf(d, 'cleaningType', 'details.cleaningType', ['standard', 'deep', 'move_in_out']), bedrooms: r.int(d, 'bedrooms', 'details.bedrooms', 1, 10), bathrooms: r.int(d, 'bathrooms', 'details.bathrooms', 1, 10) })),
  carpentery: booking('carpentery', (d, r) => ({ task: r.oneOf(d, 'task', 'details.task', ['furniture_assembly', 'furniture_repair', 'door_repair', 'cabinet_installation', 'shelving', 'other']), items: r.int(d, 'items', 'details.items', 1, 50) })),
  plumbing: booking('plumbing', (d, r) => ({ issue: r.oneOf(d, 'issue', 'details.issue', ['leak', 'blocked_drain', 'toilet', 'water_heater', 'pumping_machine', 'new_installation', 'other']), fixtures: r.int(d, 'fixtures', 'details.fixtures', 1, 50) })),
  fumigation: booking('fumigation', (d, r) => ({ propertyType: r.oneOf(d, 'propertyType', 'details.propertyType', ['flat', 'bungalow', 'duplex', 'office', 'shop']), rooms: r.int(d, 'rooms', 'details.rooms', 1, 30), pest: r.oneOf(d, 'pest', 'details.pest', ['general', 'cockroaches', 'bedbugs', 'termites', 'rodents', 'mosquitoes']) })),
  electricals: booking('electricals', (d, r) => ({ issue: r.oneOf(d, 'issue', 'details.issue', ['fault_finding', 'sockets_switches', 'lighting', 'wiring', 'inverter', 'changeover_switch', 'other']), points: r.int(d, 'points', 'details.points', 1, 50) })),
  painting: booking('painting', (d, r) => ({ scope: r.oneOf(d, 'scope', 'details.scope', ['interior', 'exterior']), rooms: r.int(d, 'rooms', 'details.rooms', 1, 30), paintSupplied: r.bool(d, 'paintSupplied') })),
  interiors: booking('interiors', (d, r) => ({ rooms: r.int(d, 'rooms', 'details.rooms', 1, 30), budget: r.oneOf(d, 'budget', 'details.budget', ['under_1m', 'from_1m_to_5m', 'from_5m_to_15m', 'over_15m']) })),
  'office-cleaning': booking('office-cleaning', (d, r) => ({ areaSqm: r.int(d, 'areaSqm', 'details.areaSqm', 10, 20000), workstations: r.int(d, 'workstations', 'details.workstations', 0, 2000), frequency: r.oneOf(d, 'frequency', 'details.frequency', FREQUENCY) })),
  'ac-repairs': booking('ac-repairs', (d, r) => ({ units: r.int(d, 'units', 'details.units', 1, 20), acType: r.oneOf(d, 'acType', 'details.acType', ['split', 'window', 'standing', 'central']), job: r.oneOf(d, 'job', 'details.job', ['servicing', 'gas_refill', 'repair', 'installation']) })),
  'tv-installs': booking('tv-installs', (d, r) => ({ tvs: r.int(d, 'tvs', 'details.tvs', 1, 10), size: r.oneOf(d, 'size', 'details.size', ['up_to_43in', 'from_44_to_65in', 'over_65in']), wallMount: r.bool(d, 'wallMount') })),
  'dish-installs': booking('dish-installs', (d, r) => ({ provider: r.oneOf(d, 'provider', 'details.provider', ['dstv', 'gotv', 'startimes', 'other']), job: r.oneOf(d, 'job', 'details.job', ['new_installation', 'relocation', 'realignment']) })),
  'window-repairs': booking('window-repairs', (d, r) => ({ windows: r.int(d, 'windows', 'details.windows', 1, 50), windowType: r.oneOf(d, 'windowType', 'details.windowType', ['sliding', 'casement', 'louvre', 'glass_replacement', 'mosquito_net']) })),
  'wifi-setup': booking('wifi-setup', (d, r) => ({ coverage: r.oneOf(d, 'coverage', 'details.coverage', ['flat', 'duplex', 'office']), devices: r.int(d, 'devices', 'details.devices', 1, 100), routerSupplied: r.bool(d, 'routerSupplied') })),
  'home-theatre-setup': booking('home-theatre-setup', (d, r) => ({ systemType: r.oneOf(d, 'systemType', 'details.systemType', ['soundbar', 'surround_5_1', 'surround_7_1', 'projector']), speakers: r.int(d, 'speakers', 'details.speakers', 1, 12), wallMount: r.bool(d, 'wallMount') })),
  'garbage-disposal': booking('garbage-disposal', (d, r) => ({ volume: r.oneOf(d, 'volume', 'details.volume', ['up_to_5_bags', 'up_to_15_bags', 'small_truck', 'large_truck']), frequency: r.oneOf(d, 'frequency', 'details.frequency', FREQUENCY) })),
  'moving-help': booking('moving-help', (d, r) => ({ destination: r.address(d.destination, 'details.destination'), homeSize: r.oneOf(d, 'homeSize', 'details.homeSize', ['single_room', 'one_bedroom', 'two_bedroom', 'three_bedroom', 'four_plus_bedroom', 'office']), packingHelp: r.bool(d, 'packingHelp') })),
  curtains: booking('curtains', (d, r) => ({ windows: r.int(d, 'windows', 'details.windows', 1, 50), job: r.oneOf(d, 'job', 'details.job', ['hang_only', 'rods_and_hanging', 'sew_and_hang']), measuring: r.bool(d, 'measuring') })),
};

function parseVisit(values: Values, r: Reader): BookingVisit {
  const date = typeof values.date === 'string' ? values.date : '';
  const dateProblem = visitDateProblem(date);
  if (dateProblem) r.problems.push({ field: 'visit.date', message: dateProblem });
  const typedPhone = typeof values.contactPhone === 'string' ? values.contactPhone : '';
  const contactPhone = normalizeNigerianPhone(typedPhone);
  if (!contactPhone) r.problems.push({ field: 'visit.contactPhone', message: 'Enter a Nigerian mobile number, like 0803 123 4567.' });
  const notes = r.optionalText(values, 'notes', 1000);
  return {
    address: r.address(values.address, 'visit.address'),
    date,
    timeWindow: r.oneOf(values, 'timeWindow', 'visit.timeWindow', ['morning', 'afternoon', 'evening']),
    contactPhone: contactPhone ?? typedPhone,
    ...(notes ? { notes } : {}),
  };
}

function display(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const text = words(value);
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  if (isRecord(value)) return [value.street, value.area, value.city, value.state].filter((part) => typeof part === 'string' && part).join(', ');
  return '';
}

/** The interim summariser: the draft's details in plain words and the typed body, or its problems. */
export const summariseDraftLocally: SummariseDraft = (draft) => {
  const reader = new Reader();
  const parsed = PARSERS[draft.service](draft, reader);
  const lines = Object.entries(parsed.body.details).map(([key, value]) => {
    const label = words(key);
    return { label: label.charAt(0).toUpperCase() + label.slice(1), value: display(value) };
  });
  if (reader.problems.length > 0) return { lines, parsed: { ok: false, problems: reader.problems } };
  return { lines, parsed: { ok: true, booking: parsed } };
};

/** "0803 123 4567" for a stored phone; re-exported so screens format phones one way. */
export const showPhone = formatNigerianPhone;
