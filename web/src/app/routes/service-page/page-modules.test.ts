// Proves each of the catalogue's 18 service pages has its own module (pages/<slug>.ts) and nothing
// else is there, that each page carries the form of the service it books, with its words filled, and
// that a page promising a fix names the happiness-guarantee window as the domain states it.
import { readdirSync } from 'node:fs';
import { HAPPINESS_WINDOW } from '@ile/domain';
import { describe, expect, it } from 'vitest';
import { SERVICE_PAGE_LIST } from '../../../features/catalogue/catalogue.ts';
import type { ServicePageModule } from './page-content.ts';

const files = readdirSync(new URL('./pages/', import.meta.url)).sort();

describe('the service pages’ own modules', () => {
  it('when the catalogue lists the service pages, then there is one module for each and no other', () => {
    expect(files).toEqual(SERVICE_PAGE_LIST.map((page) => `${page.slug}.ts`).sort());
  });

  for (const page of SERVICE_PAGE_LIST) {
    it(`${page.slug} carries ${page.service}’s form and its own words`, async () => {
      const { PAGE }: ServicePageModule = await import(`./pages/${page.slug}.ts`);
      expect(PAGE.form.service).toBe(page.service);
      expect(PAGE.copy.title.trim()).not.toBe('');
      expect(PAGE.copy.cta.trim()).not.toBe('');
      expect(PAGE.copy.goodToKnow.length).toBeGreaterThan(0);
      // "Tell us within 24 hours" once contradicted the guarantee: any window a page names is the domain's.
      for (const [, window] of JSON.stringify(PAGE.copy).matchAll(/tell us within (\S+ \S+)/gi)) expect(window).toBe(HAPPINESS_WINDOW);
    });
  }
});
