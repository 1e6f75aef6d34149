// The catalogue as the app shows it: the bundled default (so pages render with no request) and the
// 18 service pages, each mapped to the catalogue entry it books and any preset its form starts with.
import { DEFAULT_CATALOGUE, SERVICE_PAGES, fromPriceKobo, type CatalogueEntry, type ServiceKey } from '@ile/domain';
import type { Service } from '../../api/types.ts';

export type ServicePageSlug = (typeof SERVICE_PAGES)[number]['slug'];

export interface ServicePage {
  slug: ServicePageSlug;
  service: ServiceKey;
  /** Details the page's form starts with (interior painting books painting, inside). */
  preset: Readonly<Record<string, string>>;
}

const PRESETS: Partial<Record<ServicePageSlug, Readonly<Record<string, string>>>> = {
  'interior-painting': { scope: 'interior' },
};

export const SERVICE_PAGE_LIST: readonly ServicePage[] = SERVICE_PAGES.map((page) => ({ slug: page.slug, service: page.service, preset: PRESETS[page.slug] ?? {} }));

/** The page for a /services/<slug>, or null for an unknown slug. */
export function servicePageOf(slug: string | undefined): ServicePage | null {
  return SERVICE_PAGE_LIST.find((page) => page.slug === slug) ?? null;
}

/** A default catalogue entry in the API's shape (the one mapping the bundle and the test fixtures share). */
export function bundledService(entry: CatalogueEntry): Service {
  return {
    id: `default-${entry.key}`,
    key: entry.key,
    name: entry.name,
    tagline: entry.tagline,
    description: entry.description,
    includes: [...entry.includes],
    formPath: entry.formPath,
    priceItems: entry.priceItems.map((item) => ({ ...item })),
    fromPriceKobo: fromPriceKobo(entry),
    inspectionFeeKobo: entry.inspectionFeeKobo,
    active: true,
    sortOrder: entry.sortOrder,
  };
}

/** The catalogue bundled with the app: what every page shows before (or without) the request. */
export const BUNDLED_SERVICES: readonly Service[] = DEFAULT_CATALOGUE.map(bundledService);
