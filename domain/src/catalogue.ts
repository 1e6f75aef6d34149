// The service catalogue as first seeded: 17 bookable services (one booking call each) and the
// 18 service pages that show them. Admins edit names and prices later in the database; this is
// the demo/default data and the map from pages to booking calls, shared by web and BFF.

import type { paths } from './schema.gen.ts';

/**
 * Each service's booking call under /app (the seed's names, e.g. /app/home for cleaning), by
 * service key. The one list of services: the keys, the routes and the client's typed paths come from it.
 */
export const BOOKING_PATHS = {
  'home-cleaning': '/app/home',
  carpentery: '/app/carpentery',
  plumbing: '/app/plumbing',
  fumigation: '/app/fumigation',
  electricals: '/app/electricals',
  painting: '/app/painting',
  interiors: '/app/interiors',
  'office-cleaning': '/app/ocleaning',
  'ac-repairs': '/app/acrepair',
  'tv-installs': '/app/tvrepair',
  'dish-installs': '/app/dishinstalls',
  'window-repairs': '/app/windowinstalls',
  'wifi-setup': '/app/wifiinstalls',
  'home-theatre-setup': '/app/theatreinstalls',
  'garbage-disposal': '/app/garbageform',
  'moving-help': '/app/movingform',
  curtains: '/app/curtainform',
} as const satisfies Record<string, keyof paths>;
export type ServiceKey = keyof typeof BOOKING_PATHS;
// Object.keys loses the key type; the object above has exactly these keys.
export const SERVICE_KEYS = Object.keys(BOOKING_PATHS) as readonly ServiceKey[];

export interface PriceItem { key: string; label: string; amountKobo: number }

export interface CatalogueEntry {
  key: ServiceKey;
  name: string;
  tagline: string;
  description: string;
  includes: string[];
  /** The booking call under /app (the seed's names, e.g. /home for cleaning). */
  formPath: string;
  priceItems: PriceItem[];
  /** Charged now for services quoted after a visit; null when the price is fixed upfront. */
  inspectionFeeKobo: number | null;
  sortOrder: number;
}

const naira = (n: number) => n * 100;
const item = (key: string, label: string, amountNaira: number): PriceItem => ({ key, label, amountKobo: naira(amountNaira) });

const ENTRIES: readonly Omit<CatalogueEntry, 'formPath'>[] = [
  {
    key: 'home-cleaning', name: 'Home cleaning', sortOrder: 1, inspectionFeeKobo: null,
    tagline: 'A spotless home, booked in 60 seconds',
    description: 'Vetted cleaners bring their own supplies for a regular clean, a deep clean or a move-in/move-out clean.',
    includes: ['Dusting and wiping of all surfaces', 'Kitchen and bathroom scrub', 'Floors swept and mopped', 'Bins emptied'],
    priceItems: [item('base.standard', 'Standard cleaning', 15000), item('base.deep', 'Deep cleaning', 25000), item('base.move_in_out', 'Move-in/move-out cleaning', 35000), item('bedroom', 'Per bedroom', 4000), item('bathroom', 'Per bathroom', 3000)],
  },
  {
    key: 'carpentery', name: 'Carpentry', sortOrder: 2, inspectionFeeKobo: null,
    tagline: 'Furniture assembled, doors fixed, shelves up',
    description: 'Skilled carpenters for assembly, repairs, doors, cabinets and shelving.',
    includes: ['Furniture assembly and repair', 'Door and lock fitting', 'Cabinets and shelves'],
    priceItems: [item('callout', 'Call-out', 8000), item('per_item', 'Per item', 5000)],
  },
  {
    key: 'plumbing', name: 'Plumbing', sortOrder: 3, inspectionFeeKobo: null,
    tagline: 'Leaks, drains, toilets and pumps sorted',
    description: 'Licensed plumbers for leaks, blocked drains, toilets, water heaters and pumping machines.',
    includes: ['Leak detection and repair', 'Drain unblocking', 'Toilet and tap repair', 'Pumping machine service'],
    priceItems: [item('callout', 'Call-out', 8000), item('per_fixture', 'Per fixture', 2500)],
  },
  {
    key: 'fumigation', name: 'Fumigation', sortOrder: 4, inspectionFeeKobo: null,
    tagline: 'Cockroaches, bedbugs and termites gone',
    description: 'Safe, certified fumigation for homes, offices and shops.',
    includes: ['Inspection of the property', 'Treatment of every room', 'Advice on keeping pests away'],
    priceItems: [item('base', 'Fumigation visit', 20000), item('per_room', 'Per room', 3000), item('pest.termites', 'Termite treatment', 15000), item('pest.bedbugs', 'Bedbug treatment', 10000), item('pest.rodents', 'Rodent control', 8000)],
  },
  {
    key: 'electricals', name: 'Electrical work', sortOrder: 5, inspectionFeeKobo: null,
    tagline: 'Sockets, lights, wiring and inverters',
    description: 'Qualified electricians for faults, sockets, lighting, wiring, inverters and changeover switches.',
    includes: ['Fault finding', 'Socket, switch and light fitting', 'Inverter and changeover installation'],
    priceItems: [item('callout', 'Call-out', 8000), item('per_point', 'Per point', 2000)],
  },
  {
    key: 'painting', name: 'Painting', sortOrder: 6, inspectionFeeKobo: null,
    tagline: 'Fresh walls inside and out',
    description: 'Neat, careful painters for rooms and exteriors, with or without paint supplied.',
    includes: ['Surfaces prepared and covered', 'Two coats', 'Clean-up afterwards'],
    priceItems: [item('per_room.interior', 'Per room (interior)', 25000), item('per_side.exterior', 'Per wall (exterior)', 40000), item('paint_per_room', 'Paint supplied, per room or wall', 20000)],
  },
  {
    key: 'interiors', name: 'Interior design', sortOrder: 7, inspectionFeeKobo: naira(15000),
    tagline: 'A designer visits, then quotes your project',
    description: 'An interior designer visits, listens and quotes a plan and budget for your space.',
    includes: ['Site visit and measurements', 'Mood board', 'A written quote'],
    priceItems: [item('inspection', 'Design consultation visit', 15000)],
  },
  {
    key: 'office-cleaning', name: 'Office cleaning', sortOrder: 8, inspectionFeeKobo: null,
    tagline: 'A clean workplace, once or every week',
    description: 'Reliable office cleaning crews, one-off or on a schedule.',
    includes: ['Desks and workstations', 'Kitchen and toilets', 'Floors and bins'],
    priceItems: [item('base', 'Office visit', 20000), item('per_10_sqm', 'Per 10 m²', 1500), item('per_workstation', 'Per workstation', 500)],
  },
  {
    key: 'ac-repairs', name: 'AC repair', sortOrder: 9, inspectionFeeKobo: null,
    tagline: 'Cold air again: servicing, gas and repairs',
    description: 'AC technicians for servicing, gas refills, repairs and installations of split, window and standing units.',
    includes: ['Filter and coil cleaning', 'Gas pressure check', 'Repair or installation'],
    priceItems: [item('job.servicing', 'Servicing, per unit', 10000), item('job.gas_refill', 'Gas refill, per unit', 25000), item('job.repair', 'Repair, per unit', 15000), item('job.installation', 'Installation, per unit', 35000)],
  },
  {
    key: 'tv-installs', name: 'TV installation', sortOrder: 10, inspectionFeeKobo: null,
    tagline: 'TVs mounted and tuned',
    description: 'Technicians mount, connect and tune TVs of every size.',
    includes: ['Wall mounting', 'Cable management', 'Set-up and tuning'],
    priceItems: [item('per_tv', 'Per TV', 8000), item('size.from_44_to_65in', '44-65 inch surcharge', 4000), item('size.over_65in', 'Over 65 inch surcharge', 8000), item('wall_mount', 'Wall mount, per TV', 6000)],
  },
  {
    key: 'dish-installs', name: 'Dish installation', sortOrder: 11, inspectionFeeKobo: null,
    tagline: 'DStv, GOtv and StarTimes set up right',
    description: 'Installers for new dishes, relocations and realignment.',
    includes: ['Dish and LNB fitting', 'Signal alignment', 'Decoder set-up'],
    priceItems: [item('job.new_installation', 'New installation', 15000), item('job.relocation', 'Relocation', 12000), item('job.realignment', 'Realignment', 7000)],
  },
  {
    key: 'window-repairs', name: 'Window installation', sortOrder: 12, inspectionFeeKobo: null,
    tagline: 'Windows, glass and nets fitted',
    description: 'Fitters for sliding, casement and louvre windows, glass replacement and mosquito nets.',
    includes: ['Measuring', 'Fitting and sealing', 'Clean-up'],
    priceItems: [item('callout', 'Call-out', 7000), item('per_window', 'Per window', 6000)],
  },
  {
    key: 'wifi-setup', name: 'Wifi set-up', sortOrder: 13, inspectionFeeKobo: null,
    tagline: 'Strong wifi in every room',
    description: 'Network technicians set up routers, mesh and extenders, and connect your devices.',
    includes: ['Router set-up and security', 'Coverage check', 'Devices connected'],
    priceItems: [item('coverage.flat', 'Flat set-up', 10000), item('coverage.duplex', 'Duplex set-up', 18000), item('coverage.office', 'Office set-up', 30000), item('per_device', 'Per device', 500), item('router', 'Router supplied', 35000)],
  },
  {
    key: 'home-theatre-setup', name: 'Home theatre set-up', sortOrder: 14, inspectionFeeKobo: null,
    tagline: 'Cinema sound at home',
    description: 'Installers for soundbars, 5.1 and 7.1 systems and projectors.',
    includes: ['Speaker placement', 'Wiring and mounting', 'Sound calibration'],
    priceItems: [item('system.soundbar', 'Soundbar', 8000), item('system.surround_5_1', '5.1 system', 20000), item('system.surround_7_1', '7.1 system', 28000), item('system.projector', 'Projector', 25000), item('per_speaker', 'Per speaker', 1500), item('wall_mount', 'Wall mounting', 7000)],
  },
  {
    key: 'garbage-disposal', name: 'Garbage removal', sortOrder: 15, inspectionFeeKobo: null,
    tagline: 'Waste cleared, once or on a schedule',
    description: 'Licensed waste removal, from a few bags to a full truck.',
    includes: ['Collection at your gate', 'Disposal at a licensed site'],
    priceItems: [item('volume.up_to_5_bags', 'Up to 5 bags', 5000), item('volume.up_to_15_bags', 'Up to 15 bags', 10000), item('volume.small_truck', 'Small truck', 35000), item('volume.large_truck', 'Large truck', 70000)],
  },
  {
    key: 'moving-help', name: 'Moving help', sortOrder: 16, inspectionFeeKobo: naira(10000),
    tagline: 'Movers and a truck, without the stress',
    description: 'A surveyor visits to see what you are moving, then the crew packs, loads and moves you.',
    includes: ['Survey visit and fixed quote', 'Loading, transport and unloading', 'Packing help on request'],
    priceItems: [item('inspection', 'Survey visit', 10000)],
  },
  {
    key: 'curtains', name: 'Curtains', sortOrder: 17, inspectionFeeKobo: null,
    tagline: 'Rods up, curtains hung',
    description: 'Fitters measure, install rods and hang or sew curtains.',
    includes: ['Measuring', 'Rod and track fitting', 'Hanging'],
    priceItems: [item('per_window.hang_only', 'Hanging, per window', 3000), item('per_window.rods_and_hanging', 'Rods and hanging, per window', 6000), item('per_window.sew_and_hang', 'Sewing and hanging, per window', 15000), item('measuring', 'Measuring visit', 5000)],
  },
];

export const DEFAULT_CATALOGUE: readonly CatalogueEntry[] = ENTRIES.map((entry) => ({ ...entry, formPath: BOOKING_PATHS[entry.key] }));

/** The 18 service pages (/services/<slug>) and the catalogue entry each books. */
export const SERVICE_PAGES = [
  { slug: 'home-cleaning', service: 'home-cleaning' },
  { slug: 'carpentery', service: 'carpentery' },
  { slug: 'plumbing', service: 'plumbing' },
  { slug: 'fumigation', service: 'fumigation' },
  { slug: 'electricals', service: 'electricals' },
  { slug: 'painting', service: 'painting' },
  { slug: 'interiors', service: 'interiors' },
  { slug: 'office-cleaning', service: 'office-cleaning' },
  { slug: 'ac-repairs', service: 'ac-repairs' },
  { slug: 'tv-installs', service: 'tv-installs' },
  { slug: 'dish-installs', service: 'dish-installs' },
  { slug: 'window-repairs', service: 'window-repairs' },
  { slug: 'wifi-setup', service: 'wifi-setup' },
  { slug: 'home-theatre-setup', service: 'home-theatre-setup' },
  { slug: 'garbage-disposal', service: 'garbage-disposal' },
  { slug: 'moving-help', service: 'moving-help' },
  { slug: 'interior-painting', service: 'painting' },
  { slug: 'curtains', service: 'curtains' },
] as const satisfies readonly { slug: string; service: ServiceKey }[];
