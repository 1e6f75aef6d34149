// The one implementation of prices: the booking form's live preview (web) and the amount the
// server charges (BFF) both come from `quote`. Amounts are integer kobo; each catalogue entry's
// price items are read by key, so admins change prices without changing code.
import type { components, paths } from './schema.gen.ts';
import type { BOOKING_PATHS, CatalogueEntry, PriceItem, ServiceKey } from './catalogue.ts';
import { formatNaira } from './money.ts';

type Schemas = components['schemas'];

/** The body a service's booking call takes, as the spec types it: `{ visit, details }`. */
export type BookingBodyOf<K extends ServiceKey> = paths[(typeof BOOKING_PATHS)[K]]['post']['requestBody']['content']['application/json'];

/** The details each service's form sends, by catalogue key (its booking call's `details` in the spec). */
export type DetailsByService = { [K in ServiceKey]: BookingBodyOf<K>['details'] };

export type Price = Schemas['Price'];
export type PriceLine = Schemas['PriceLine'];

export class PricingError extends Error {
  override readonly name = 'PricingError';
}

/** Reads price items by key; a missing key is a catalogue mistake, never a free job. */
function priceList(items: readonly PriceItem[]) {
  const byKey = new Map(items.map((item) => [item.key, item]));
  const get = (key: string): PriceItem => {
    const item = byKey.get(key);
    if (!item) throw new PricingError(`the catalogue has no price "${key}"`);
    return item;
  };
  return {
    /** One line for a price item, times a quantity (the label says how many when more than one). */
    line(key: string, quantity = 1, label?: string): PriceLine {
      const item = get(key);
      const name = label ?? item.label;
      return { label: quantity === 1 ? name : `${name} × ${quantity} (${formatNaira(item.amountKobo)} each)`, amountKobo: item.amountKobo * quantity };
    },
    has: (key: string) => byKey.has(key),
  };
}

type Rule<K extends ServiceKey> = (details: DetailsByService[K], p: ReturnType<typeof priceList>) => { lines: PriceLine[]; inspectionOnly?: boolean };

const RULES: { [K in ServiceKey]: Rule<K> } = {
  'home-cleaning': (d, p) => ({
    lines: [p.line(`base.${d.cleaningType}`), p.line('bedroom', d.bedrooms, 'Bedroom'), p.line('bathroom', d.bathrooms, 'Bathroom')],
  }),
  carpentery: (d, p) => ({ lines: [p.line('callout'), p.line('per_item', d.items, 'Item')] }),
  plumbing: (d, p) => ({ lines: [p.line('callout'), p.line('per_fixture', d.fixtures, 'Fixture')] }),
  fumigation: (d, p) => ({
    lines: [p.line('base'), p.line('per_room', d.rooms, 'Room'), ...(p.has(`pest.${d.pest}`) ? [p.line(`pest.${d.pest}`)] : [])],
  }),
  electricals: (d, p) => ({ lines: [p.line('callout'), p.line('per_point', d.points, 'Point')] }),
  painting: (d, p) => ({
    lines: [
      d.scope === 'interior' ? p.line('per_room.interior', d.rooms, 'Room') : p.line('per_side.exterior', d.rooms, 'Wall'),
      ...(d.paintSupplied ? [] : [p.line('paint_per_room', d.rooms, 'Paint')]),
    ],
  }),
  interiors: (_d, p) => ({ lines: [p.line('inspection')], inspectionOnly: true }),
  'office-cleaning': (d, p) => ({
    lines: [
      p.line('base'),
      p.line('per_10_sqm', Math.ceil(d.areaSqm / 10), `Floor area (${d.areaSqm} m²), per 10 m²`),
      ...(d.workstations > 0 ? [p.line('per_workstation', d.workstations, 'Workstation')] : []),
    ],
  }),
  'ac-repairs': (d, p) => ({ lines: [p.line(`job.${d.job}`, d.units)] }),
  'tv-installs': (d, p) => ({
    lines: [
      p.line('per_tv', d.tvs, 'TV'),
      ...(d.size === 'up_to_43in' ? [] : [p.line(`size.${d.size}`, d.tvs)]),
      ...(d.wallMount ? [p.line('wall_mount', d.tvs, 'Wall mount')] : []),
    ],
  }),
  'dish-installs': (d, p) => ({ lines: [p.line(`job.${d.job}`)] }),
  'window-repairs': (d, p) => ({ lines: [p.line('callout'), p.line('per_window', d.windows, 'Window')] }),
  'wifi-setup': (d, p) => ({
    lines: [p.line(`coverage.${d.coverage}`), p.line('per_device', d.devices, 'Device'), ...(d.routerSupplied ? [] : [p.line('router')])],
  }),
  'home-theatre-setup': (d, p) => ({
    lines: [p.line(`system.${d.systemType}`), p.line('per_speaker', d.speakers, 'Speaker'), ...(d.wallMount ? [p.line('wall_mount')] : [])],
  }),
  'garbage-disposal': (d, p) => ({ lines: [p.line(`volume.${d.volume}`)] }),
  'moving-help': (_d, p) => ({ lines: [p.line('inspection')], inspectionOnly: true }),
  curtains: (d, p) => ({
    lines: [p.line(`per_window.${d.job}`, d.windows), ...(d.measuring ? [p.line('measuring')] : [])],
  }),
};

/** The price of a job: its lines and total, computed from the service's current price items. */
export function quote<K extends ServiceKey>(service: K, details: DetailsByService[K], priceItems: readonly PriceItem[]): Price {
  const rule: Rule<K> = RULES[service];
  const { lines, inspectionOnly = false } = rule(details, priceList(priceItems));
  return { lines, totalKobo: lines.reduce((sum, l) => sum + l.amountKobo, 0), inspectionOnly };
}

/** The smallest job of each service: what the "from" price on its page means. */
export const SMALLEST_JOB: { [K in ServiceKey]: DetailsByService[K] } = {
  'home-cleaning': { cleaningType: 'standard', bedrooms: 1, bathrooms: 1 },
  carpentery: { task: 'furniture_assembly', items: 1 },
  plumbing: { issue: 'leak', fixtures: 1 },
  fumigation: { propertyType: 'flat', rooms: 1, pest: 'general' },
  electricals: { issue: 'fault_finding', points: 1 },
  painting: { scope: 'interior', rooms: 1, paintSupplied: true },
  interiors: { rooms: 1, budget: 'under_1m' },
  'office-cleaning': { areaSqm: 10, workstations: 0, frequency: 'one_off' },
  'ac-repairs': { units: 1, acType: 'split', job: 'servicing' },
  'tv-installs': { tvs: 1, size: 'up_to_43in', wallMount: false },
  'dish-installs': { provider: 'dstv', job: 'realignment' },
  'window-repairs': { windows: 1, windowType: 'sliding' },
  'wifi-setup': { coverage: 'flat', devices: 1, routerSupplied: true },
  'home-theatre-setup': { systemType: 'soundbar', speakers: 1, wallMount: false },
  'garbage-disposal': { volume: 'up_to_5_bags', frequency: 'one_off' },
  'moving-help': {
    destination: { street: '1 Example Street', area: 'Wuse', city: 'Abuja', state: 'FCT' },
    homeSize: 'single_room',
    packingHelp: false,
  },
  curtains: { windows: 1, job: 'hang_only', measuring: false },
};

/** The "from" price a customer sees: the price of the service's smallest job (or its inspection fee). */
export function fromPriceKobo(entry: Pick<CatalogueEntry, 'key' | 'priceItems'>): number {
  return quote(entry.key, SMALLEST_JOB[entry.key], entry.priceItems).totalKobo;
}
