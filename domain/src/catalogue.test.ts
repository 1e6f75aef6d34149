// Proves the seeded catalogue is complete and its "from" prices follow the price items.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE, SERVICE_KEYS, SERVICE_PAGES } from './catalogue.ts';
import { fromPriceKobo } from './pricing.ts';

describe('the default catalogue', () => {
  it('when seeded, then it has one entry per bookable service with a unique booking call', () => {
    expect(DEFAULT_CATALOGUE.map((e) => e.key).sort()).toEqual([...SERVICE_KEYS].sort());
    expect(new Set(DEFAULT_CATALOGUE.map((e) => e.formPath)).size).toBe(17);
  });
  it('when listing pages, then all 18 service pages book a catalogue entry', () => {
    expect(SERVICE_PAGES).toHaveLength(18);
    for (const page of SERVICE_PAGES) expect(SERVICE_KEYS).toContain(page.service);
  });
  it('when prices are shown, then every amount is whole kobo and every "from" price is positive', () => {
    for (const entry of DEFAULT_CATALOGUE) {
      for (const item of entry.priceItems) expect(Number.isInteger(item.amountKobo)).toBe(true);
      expect(fromPriceKobo(entry)).toBeGreaterThan(0);
    }
  });
  it('when the smallest home clean is priced, then it is a standard clean of one bedroom and one bathroom', () => {
    const cleaning = DEFAULT_CATALOGUE.find((e) => e.key === 'home-cleaning');
    expect(cleaning && fromPriceKobo(cleaning)).toBe(2_200_000);
  });
  it('when an admin changes a price, then the "from" price follows', () => {
    const cleaning = DEFAULT_CATALOGUE.find((e) => e.key === 'home-cleaning');
    if (!cleaning) throw new Error('home-cleaning missing');
    const cheaper = { ...cleaning, priceItems: cleaning.priceItems.map((p) => (p.key === 'bedroom' ? { ...p, amountKobo: 100_000 } : p)) };
    expect(fromPriceKobo(cheaper)).toBe(1_900_000);
  });
  it('when a service is quoted after a visit, then "from" is its inspection fee', () => {
    const interiors = DEFAULT_CATALOGUE.find((e) => e.key === 'interiors');
    expect(interiors && fromPriceKobo(interiors)).toBe(1_500_000);
  });
});
