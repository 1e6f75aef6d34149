// The 17 service forms, one config per booking call: which details each asks, of what kind, with the
// spec's limits and enums (configs.test.ts proves they equal openapi.yaml), the defaults that let the
// price show at once, and how the details are read into the request. The engine renders any of them.
import type { DetailsByService, ServiceKey } from '@ile/domain';
import type { AddressField, ChoiceField, ChoiceOption, CountField, FieldsOf, Reader, ToggleField } from './fields.ts';

export interface ServiceFormConfig<K extends ServiceKey> {
  service: K;
  /** The heading over the visit address (moving asks where the move starts). */
  addressTitle: string;
  /** The details, in the order they are asked. */
  fields: FieldsOf<DetailsByService[K]>;
  build(read: Reader, fields: FieldsOf<DetailsByService[K]>): DetailsByService[K];
}

export type ServiceForms = { [K in ServiceKey]: ServiceFormConfig<K> };

function choice<N extends string, V extends string>(
  name: N,
  label: string,
  defaultValue: NoInfer<V>,
  options: readonly ChoiceOption<V>[],
  more: { display?: 'cards' | 'select'; hint?: string } = {},
): ChoiceField<V, N> {
  return { kind: 'choice', name, label, defaultValue, options, display: more.display ?? 'cards', ...(more.hint ? { hint: more.hint } : {}) };
}

function count<N extends string>(name: N, label: string, limits: { min: number; max: number; defaultValue: number; step?: number; hint?: string }): CountField<N> {
  const { hint, step = 1, ...rest } = limits;
  return { kind: 'count', name, label, step, ...rest, ...(hint ? { hint } : {}) };
}

function toggle<N extends string>(name: N, label: string, defaultValue: boolean, hint?: string): ToggleField<N> {
  return { kind: 'toggle', name, label, defaultValue, ...(hint ? { hint } : {}) };
}

function address<N extends string>(name: N, label: string, hint?: string): AddressField<N> {
  return { kind: 'address', name, label, ...(hint ? { hint } : {}) };
}

const HOME = 'Where should the pro come?';

const FREQUENCIES = [
  { value: 'one_off', label: 'Just once' },
  { value: 'weekly', label: 'Every week' },
  { value: 'fortnightly', label: 'Every two weeks' },
  { value: 'monthly', label: 'Every month' },
] as const;

export const SERVICE_FORMS: ServiceForms = {
  'home-cleaning': {
    service: 'home-cleaning',
    addressTitle: HOME,
    fields: {
      cleaningType: choice('cleaningType', 'Type of cleaning', 'standard', [
        { value: 'standard', label: 'Standard clean', hint: 'Regular upkeep: dusting, floors, kitchen and bathrooms' },
        { value: 'deep', label: 'Deep clean', hint: 'Inside cupboards, behind furniture, grout and appliances' },
        { value: 'move_in_out', label: 'Move-in or move-out', hint: 'An empty house cleaned from top to bottom' },
      ]),
      bedrooms: count('bedrooms', 'Bedrooms', { min: 1, max: 10, defaultValue: 2 }),
      bathrooms: count('bathrooms', 'Bathrooms and toilets', { min: 1, max: 10, defaultValue: 1 }),
    },
    build: (r, f) => ({ cleaningType: r.choice(f.cleaningType), bedrooms: r.count(f.bedrooms), bathrooms: r.count(f.bathrooms) }),
  },
  carpentery: {
    service: 'carpentery',
    addressTitle: HOME,
    fields: {
      task: choice('task', 'What needs doing?', 'furniture_assembly', [
        { value: 'furniture_assembly', label: 'Assemble new furniture' },
        { value: 'furniture_repair', label: 'Repair furniture' },
        { value: 'door_repair', label: 'Fix a door or lock' },
        { value: 'cabinet_installation', label: 'Fit kitchen or wardrobe cabinets' },
        { value: 'shelving', label: 'Put up shelves' },
        { value: 'other', label: 'Something else (tell us in the notes)' },
      ], { display: 'select' }),
      items: count('items', 'How many items?', { min: 1, max: 50, defaultValue: 1, hint: 'Each bed, door, cabinet or shelf counts as one.' }),
    },
    build: (r, f) => ({ task: r.choice(f.task), items: r.count(f.items) }),
  },
  plumbing: {
    service: 'plumbing',
    addressTitle: HOME,
    fields: {
      issue: choice('issue', 'What is the problem?', 'leak', [
        { value: 'leak', label: 'Leaking pipe or tap' },
        { value: 'blocked_drain', label: 'Blocked sink, drain or shower' },
        { value: 'toilet', label: 'Toilet not flushing or leaking' },
        { value: 'water_heater', label: 'Water heater not working' },
        { value: 'pumping_machine', label: 'Pumping machine or borehole pump' },
        { value: 'new_installation', label: 'Fit new taps, sinks or pipes' },
        { value: 'other', label: 'Something else (tell us in the notes)' },
      ], { display: 'select' }),
      fixtures: count('fixtures', 'How many taps, toilets or fittings?', { min: 1, max: 50, defaultValue: 1 }),
    },
    build: (r, f) => ({ issue: r.choice(f.issue), fixtures: r.count(f.fixtures) }),
  },
  fumigation: {
    service: 'fumigation',
    addressTitle: HOME,
    fields: {
      pest: choice('pest', 'Which pests?', 'general', [
        { value: 'general', label: 'General pest control' },
        { value: 'cockroaches', label: 'Cockroaches' },
        { value: 'bedbugs', label: 'Bedbugs' },
        { value: 'termites', label: 'Termites' },
        { value: 'rodents', label: 'Rats and mice' },
        { value: 'mosquitoes', label: 'Mosquitoes' },
      ], { display: 'select' }),
      propertyType: choice('propertyType', 'Type of property', 'flat', [
        { value: 'flat', label: 'Flat' },
        { value: 'bungalow', label: 'Bungalow' },
        { value: 'duplex', label: 'Duplex' },
        { value: 'office', label: 'Office' },
        { value: 'shop', label: 'Shop' },
      ], { display: 'select' }),
      rooms: count('rooms', 'How many rooms?', { min: 1, max: 30, defaultValue: 3, hint: 'Count the kitchen, stores and parlour too.' }),
    },
    build: (r, f) => ({ propertyType: r.choice(f.propertyType), rooms: r.count(f.rooms), pest: r.choice(f.pest) }),
  },
  electricals: {
    service: 'electricals',
    addressTitle: HOME,
    fields: {
      issue: choice('issue', 'What do you need?', 'fault_finding', [
        { value: 'fault_finding', label: 'Find and fix a fault' },
        { value: 'sockets_switches', label: 'Sockets or switches' },
        { value: 'lighting', label: 'Lights and fittings' },
        { value: 'wiring', label: 'Wiring or rewiring' },
        { value: 'inverter', label: 'Inverter installation' },
        { value: 'changeover_switch', label: 'Changeover switch' },
        { value: 'other', label: 'Something else (tell us in the notes)' },
      ], { display: 'select' }),
      points: count('points', 'How many points?', { min: 1, max: 50, defaultValue: 1, hint: 'Each socket, switch or light is one point.' }),
    },
    build: (r, f) => ({ issue: r.choice(f.issue), points: r.count(f.points) }),
  },
  painting: {
    service: 'painting',
    addressTitle: HOME,
    fields: {
      scope: choice('scope', 'Inside or outside?', 'interior', [
        { value: 'interior', label: 'Inside', hint: 'Priced per room' },
        { value: 'exterior', label: 'Outside', hint: 'Priced per wall of the house' },
      ]),
      rooms: count('rooms', 'How many rooms or walls?', { min: 1, max: 30, defaultValue: 1 }),
      paintSupplied: toggle('paintSupplied', 'I already have the paint', false, 'Leave this off and the painter brings quality emulsion, priced per room or wall.'),
    },
    build: (r, f) => ({ scope: r.choice(f.scope), rooms: r.count(f.rooms), paintSupplied: r.toggle(f.paintSupplied) }),
  },
  interiors: {
    service: 'interiors',
    addressTitle: HOME,
    fields: {
      rooms: count('rooms', 'How many rooms is the project?', { min: 1, max: 30, defaultValue: 1 }),
      budget: choice('budget', 'Your budget for the whole project', 'under_1m', [
        { value: 'under_1m', label: 'Under ₦1 million' },
        { value: 'from_1m_to_5m', label: '₦1 million to ₦5 million' },
        { value: 'from_5m_to_15m', label: '₦5 million to ₦15 million' },
        { value: 'over_15m', label: 'Over ₦15 million' },
      ], { hint: 'It helps the designer plan; you still get a quote to accept or decline.' }),
    },
    build: (r, f) => ({ rooms: r.count(f.rooms), budget: r.choice(f.budget) }),
  },
  'office-cleaning': {
    service: 'office-cleaning',
    addressTitle: 'Where is the office?',
    fields: {
      areaSqm: count('areaSqm', 'Floor area in square metres (m²)', { min: 10, max: 20000, defaultValue: 50, step: 10, hint: 'A guess is fine: a standard open-plan floor for 10 desks is about 100 m².' }),
      workstations: count('workstations', 'Desks or workstations', { min: 0, max: 2000, defaultValue: 5 }),
      frequency: choice('frequency', 'How often?', 'one_off', FREQUENCIES, { hint: 'This visit is booked and paid now; we arrange the next ones with you.' }),
    },
    build: (r, f) => ({ areaSqm: r.count(f.areaSqm), workstations: r.count(f.workstations), frequency: r.choice(f.frequency) }),
  },
  'ac-repairs': {
    service: 'ac-repairs',
    addressTitle: HOME,
    fields: {
      job: choice('job', 'What does the AC need?', 'servicing', [
        { value: 'servicing', label: 'Servicing', hint: 'Washing, filters and a check-up' },
        { value: 'gas_refill', label: 'Gas refill', hint: 'Blowing warm air or not cooling' },
        { value: 'repair', label: 'Repair', hint: 'Leaking, noisy or not starting' },
        { value: 'installation', label: 'Installation', hint: 'A new or moved unit' },
      ]),
      acType: choice('acType', 'Type of AC', 'split', [
        { value: 'split', label: 'Split unit' },
        { value: 'window', label: 'Window unit' },
        { value: 'standing', label: 'Standing unit' },
        { value: 'central', label: 'Central or ducted' },
      ], { display: 'select' }),
      units: count('units', 'How many units?', { min: 1, max: 20, defaultValue: 1 }),
    },
    build: (r, f) => ({ units: r.count(f.units), acType: r.choice(f.acType), job: r.choice(f.job) }),
  },
  'tv-installs': {
    service: 'tv-installs',
    addressTitle: HOME,
    fields: {
      tvs: count('tvs', 'How many TVs?', { min: 1, max: 10, defaultValue: 1 }),
      size: choice('size', 'Screen size', 'up_to_43in', [
        { value: 'up_to_43in', label: 'Up to 43 inches' },
        { value: 'from_44_to_65in', label: '44 to 65 inches' },
        { value: 'over_65in', label: 'Over 65 inches' },
      ]),
      wallMount: toggle('wallMount', 'Mount it on the wall', true, 'Bring your bracket, or the installer fits a standard one.'),
    },
    build: (r, f) => ({ tvs: r.count(f.tvs), size: r.choice(f.size), wallMount: r.toggle(f.wallMount) }),
  },
  'dish-installs': {
    service: 'dish-installs',
    addressTitle: HOME,
    fields: {
      provider: choice('provider', 'Your TV provider', 'dstv', [
        { value: 'dstv', label: 'DStv' },
        { value: 'gotv', label: 'GOtv' },
        { value: 'startimes', label: 'StarTimes' },
        { value: 'other', label: 'Other' },
      ]),
      job: choice('job', 'What do you need?', 'new_installation', [
        { value: 'new_installation', label: 'New installation', hint: 'Dish, cable and decoder set up' },
        { value: 'relocation', label: 'Move my dish', hint: 'To a new spot or a new house' },
        { value: 'realignment', label: 'Fix my signal', hint: 'No signal or it drops when it rains' },
      ]),
    },
    build: (r, f) => ({ provider: r.choice(f.provider), job: r.choice(f.job) }),
  },
  'window-repairs': {
    service: 'window-repairs',
    addressTitle: HOME,
    fields: {
      windowType: choice('windowType', 'What kind of work?', 'sliding', [
        { value: 'sliding', label: 'Sliding windows' },
        { value: 'casement', label: 'Casement (hinged) windows' },
        { value: 'louvre', label: 'Louvre blades' },
        { value: 'glass_replacement', label: 'Replace broken glass' },
        { value: 'mosquito_net', label: 'Mosquito nets' },
      ], { display: 'select' }),
      windows: count('windows', 'How many windows?', { min: 1, max: 50, defaultValue: 1 }),
    },
    build: (r, f) => ({ windows: r.count(f.windows), windowType: r.choice(f.windowType) }),
  },
  'wifi-setup': {
    service: 'wifi-setup',
    addressTitle: HOME,
    fields: {
      coverage: choice('coverage', 'Where do you need wifi?', 'flat', [
        { value: 'flat', label: 'Flat or bungalow' },
        { value: 'duplex', label: 'Duplex or storey building' },
        { value: 'office', label: 'Office' },
      ]),
      devices: count('devices', 'How many phones, laptops and TVs to connect?', { min: 1, max: 100, defaultValue: 4 }),
      routerSupplied: toggle('routerSupplied', 'I already have a router', true, 'Turn this off and the technician brings a dual-band router.'),
    },
    build: (r, f) => ({ coverage: r.choice(f.coverage), devices: r.count(f.devices), routerSupplied: r.toggle(f.routerSupplied) }),
  },
  'home-theatre-setup': {
    service: 'home-theatre-setup',
    addressTitle: HOME,
    fields: {
      systemType: choice('systemType', 'What are you setting up?', 'soundbar', [
        { value: 'soundbar', label: 'Soundbar' },
        { value: 'surround_5_1', label: '5.1 surround system' },
        { value: 'surround_7_1', label: '7.1 surround system' },
        { value: 'projector', label: 'Projector and screen' },
      ]),
      speakers: count('speakers', 'How many speakers?', { min: 1, max: 12, defaultValue: 1, hint: 'Count the subwoofer too.' }),
      wallMount: toggle('wallMount', 'Mount speakers or projector on the wall', false),
    },
    build: (r, f) => ({ systemType: r.choice(f.systemType), speakers: r.count(f.speakers), wallMount: r.toggle(f.wallMount) }),
  },
  'garbage-disposal': {
    service: 'garbage-disposal',
    addressTitle: 'Where do we collect from?',
    fields: {
      volume: choice('volume', 'How much waste?', 'up_to_5_bags', [
        { value: 'up_to_5_bags', label: 'Up to 5 bags' },
        { value: 'up_to_15_bags', label: 'Up to 15 bags' },
        { value: 'small_truck', label: 'A small truck load', hint: 'After a party or a clear-out' },
        { value: 'large_truck', label: 'A large truck load', hint: 'Building rubble or a whole compound' },
      ]),
      frequency: choice('frequency', 'How often?', 'one_off', FREQUENCIES, { display: 'select', hint: 'This pick-up is booked and paid now; we arrange the next ones with you.' }),
    },
    build: (r, f) => ({ volume: r.choice(f.volume), frequency: r.choice(f.frequency) }),
  },
  'moving-help': {
    service: 'moving-help',
    addressTitle: 'Where are you moving from?',
    fields: {
      homeSize: choice('homeSize', 'What are you moving?', 'one_bedroom', [
        { value: 'single_room', label: 'A single room (self-contain)' },
        { value: 'one_bedroom', label: 'A one-bedroom flat' },
        { value: 'two_bedroom', label: 'A two-bedroom flat' },
        { value: 'three_bedroom', label: 'A three-bedroom flat or house' },
        { value: 'four_plus_bedroom', label: 'Four bedrooms or more' },
        { value: 'office', label: 'An office' },
      ], { display: 'select' }),
      packingHelp: toggle('packingHelp', 'I would like help packing', false, 'The crew brings boxes and wrapping; the survey visit prices it.'),
      destination: address('destination', 'Where are you moving to?'),
    },
    build: (r, f) => ({ destination: r.address(f.destination), homeSize: r.choice(f.homeSize), packingHelp: r.toggle(f.packingHelp) }),
  },
  curtains: {
    service: 'curtains',
    addressTitle: HOME,
    fields: {
      job: choice('job', 'What do you need?', 'rods_and_hanging', [
        { value: 'hang_only', label: 'Hang my curtains', hint: 'The rods are already up' },
        { value: 'rods_and_hanging', label: 'Fit rods and hang', hint: 'New rods or tracks, then hanging' },
        { value: 'sew_and_hang', label: 'Sew and hang', hint: 'Bring your fabric; we sew and fit' },
      ]),
      windows: count('windows', 'How many windows?', { min: 1, max: 50, defaultValue: 2 }),
      measuring: toggle('measuring', 'Measure my windows first', false, 'A short visit before the fitting, so rods and fabric are the right size.'),
    },
    build: (r, f) => ({ windows: r.count(f.windows), job: r.choice(f.job), measuring: r.toggle(f.measuring) }),
  },
};

/** A service's config, typed by its key. */
export function formConfig<K extends ServiceKey>(service: K): ServiceFormConfig<K> {
  return SERVICE_FORMS[service];
}
