// What a service page's own module (pages/<slug>.ts) holds: the page's words, written for customers in
// Nigeria (the heading, a short lead, the call to action, how a booking goes in three plain steps and
// what is good to know), and the form of the service it books. Prices never appear in the words: they
// come from the catalogue, which admins edit.
import type { SERVICE_PAGES } from '@ile/domain';
import type { ServicePageSlug } from '../../../features/catalogue/index.ts';
import type { ServiceFormConfig } from '../../../features/service-forms/index.ts';

export interface ServiceCopy {
  /** The page's heading. */
  title: string;
  lead: string;
  /** The hero's call to action, e.g. "Book a cleaner". */
  cta: string;
  steps: readonly [string, string, string];
  goodToKnow: readonly string[];
}

/** The catalogue entry a page books (interior painting books painting). */
type ServiceOfPage<S extends ServicePageSlug> = Extract<(typeof SERVICE_PAGES)[number], { slug: S }>['service'];

export interface ServicePageContent<S extends ServicePageSlug = ServicePageSlug> {
  copy: ServiceCopy;
  /** The form of the service the page books: typed, so a page cannot carry another service's form. */
  form: ServiceFormConfig<ServiceOfPage<S>>;
}

/** A page module as route-tree.tsx loads it. */
export interface ServicePageModule {
  PAGE: ServicePageContent;
}
