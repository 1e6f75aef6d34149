// How a service page is listed (landing page, /services, the page's own heading name) when that is
// not its catalogue entry's name and tagline: interior painting books the painting entry. Kept apart
// from copy.ts so the lists never download every page's long copy.
import type { ServicePageSlug } from './catalogue.ts';

export interface ServiceListCopy {
  listName: string;
  listTagline: string;
}

export const SERVICE_LIST_COPY: Partial<Record<ServicePageSlug, ServiceListCopy>> = {
  'interior-painting': { listName: 'Interior painting', listTagline: 'Bright rooms, painted neatly inside a lived-in home' },
};

/** The name a page is listed under: its own, or its catalogue entry's. */
export function listNameOf(slug: ServicePageSlug, service: { name: string }): string {
  return SERVICE_LIST_COPY[slug]?.listName ?? service.name;
}

/** The tagline a page is listed with: its own, or its catalogue entry's. */
export function listTaglineOf(slug: ServicePageSlug, service: { tagline: string }): string {
  return SERVICE_LIST_COPY[slug]?.listTagline ?? service.tagline;
}
