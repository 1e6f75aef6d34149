// Sample form details per service (bigger than the smallest job, so every price line counts) and
// the wrong values each form must refuse. Test-only.
import type { DetailsByService, ServiceKey } from '@ile/domain';

export const SAMPLE_DETAILS: { [K in ServiceKey]: DetailsByService[K] } = {
  'home-cleaning': { cleaningType: 'deep', bedrooms: 3, bathrooms: 2 },
  carpentery: { task: 'door_repair', items: 2 },
  plumbing: { issue: 'blocked_drain', fixtures: 3 },
  fumigation: { propertyType: 'duplex', rooms: 6, pest: 'termites' },
  electricals: { issue: 'sockets_switches', points: 4 },
  painting: { scope: 'exterior', rooms: 4, paintSupplied: false },
  interiors: { rooms: 3, budget: 'from_1m_to_5m' },
  'office-cleaning': { areaSqm: 125, workstations: 12, frequency: 'weekly' },
  'ac-repairs': { units: 2, acType: 'split', job: 'gas_refill' },
  'tv-installs': { tvs: 2, size: 'from_44_to_65in', wallMount: true },
  'dish-installs': { provider: 'gotv', job: 'new_installation' },
  'window-repairs': { windows: 5, windowType: 'casement' },
  'wifi-setup': { coverage: 'duplex', devices: 8, routerSupplied: false },
  'home-theatre-setup': { systemType: 'surround_5_1', speakers: 6, wallMount: true },
  'garbage-disposal': { volume: 'small_truck', frequency: 'monthly' },
  'moving-help': {
    destination: { street: '7 Admiralty Way', area: 'Lekki Phase 1', city: 'Lagos', state: 'Lagos' },
    homeSize: 'two_bedroom',
    packingHelp: true,
  },
  curtains: { windows: 4, job: 'rods_and_hanging', measuring: true },
};

/** Per form: [details field, wrong value, the message the customer sees]. */
export const BAD_DETAILS: Record<ServiceKey, [string, unknown, string][]> = {
  'home-cleaning': [['cleaningType', 'sparkle', 'Choose one of the options offered.'], ['bedrooms', 11, 'Enter at most 10.'], ['bathrooms', 0, 'Enter at least 1.']],
  carpentery: [['task', 'roofing', 'Choose one of the options offered.'], ['items', 51, 'Enter at most 50.']],
  plumbing: [['issue', 'flood', 'Choose one of the options offered.'], ['fixtures', 0, 'Enter at least 1.']],
  fumigation: [['pest', 'lions', 'Choose one of the options offered.'], ['rooms', 31, 'Enter at most 30.']],
  electricals: [['issue', 'nepa', 'Choose one of the options offered.'], ['points', 2.5, 'Enter a whole number.']],
  painting: [['scope', 'ceiling', 'Choose one of the options offered.'], ['rooms', 0, 'Enter at least 1.'], ['paintSupplied', 'yes', 'Choose yes or no.']],
  interiors: [['budget', 'free', 'Choose one of the options offered.'], ['rooms', 31, 'Enter at most 30.']],
  'office-cleaning': [['frequency', 'daily', 'Choose one of the options offered.'], ['areaSqm', 9, 'Enter at least 10.'], ['workstations', -1, 'Enter at least 0.']],
  'ac-repairs': [['acType', 'ceiling_fan', 'Choose one of the options offered.'], ['units', 21, 'Enter at most 20.']],
  'tv-installs': [['size', '100in', 'Choose one of the options offered.'], ['tvs', 11, 'Enter at most 10.']],
  'dish-installs': [['provider', 'netflix', 'Choose one of the options offered.'], ['job', 'repair', 'Choose one of the options offered.']],
  'window-repairs': [['windowType', 'stained_glass', 'Choose one of the options offered.'], ['windows', 0, 'Enter at least 1.']],
  'wifi-setup': [['coverage', 'estate', 'Choose one of the options offered.'], ['devices', 101, 'Enter at most 100.']],
  'home-theatre-setup': [['systemType', 'gramophone', 'Choose one of the options offered.'], ['speakers', 13, 'Enter at most 12.']],
  'garbage-disposal': [['volume', 'lorry', 'Choose one of the options offered.'], ['frequency', 'hourly', 'Choose one of the options offered.']],
  'moving-help': [['homeSize', 'mansion', 'Choose one of the options offered.'], ['packingHelp', 1, 'Choose yes or no.']],
  curtains: [['job', 'dye', 'Choose one of the options offered.'], ['windows', 51, 'Enter at most 50.']],
};
