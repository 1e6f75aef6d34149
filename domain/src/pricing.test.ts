// Proves the one pricing implementation: each service's rule, whole-kobo totals, and that a
// missing price item is an error rather than a free job.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE, SERVICE_KEYS, type ServiceKey } from './catalogue.ts';
import { PricingError, SMALLEST_JOB, quote } from './pricing.ts';

function itemsOf(key: ServiceKey) {
  const entry = DEFAULT_CATALOGUE.find((e) => e.key === key);
  if (!entry) throw new Error(`no ${key}`);
  return entry.priceItems;
}

describe('quote', () => {
  it('when a deep clean of 3 bedrooms and 2 bathrooms is priced, then base and rooms add up', () => {
    const price = quote('home-cleaning', { cleaningType: 'deep', bedrooms: 3, bathrooms: 2 }, itemsOf('home-cleaning'));
    expect(price.lines.map((l) => l.amountKobo)).toEqual([2_500_000, 1_200_000, 600_000]);
    expect(price.totalKobo).toBe(4_300_000);
    expect(price.inspectionOnly).toBe(false);
    expect(price.lines[1]?.label).toBe('Bedroom × 3 (₦4,000 each)');
  });

  it('when paint is not supplied, then paint is added per room', () => {
    const own = quote('painting', { scope: 'interior', rooms: 2, paintSupplied: true }, itemsOf('painting'));
    const ours = quote('painting', { scope: 'interior', rooms: 2, paintSupplied: false }, itemsOf('painting'));
    expect(ours.totalKobo - own.totalKobo).toBe(2 * 2_000_000);
  });

  it('when a service is quoted after a visit, then only the inspection fee is charged', () => {
    const price = quote('moving-help', SMALLEST_JOB['moving-help'], itemsOf('moving-help'));
    expect(price).toEqual({ lines: [{ label: 'Survey visit', amountKobo: 1_000_000 }], totalKobo: 1_000_000, inspectionOnly: true });
  });

  it('when office floor area is not a multiple of 10 m², then it rounds up', () => {
    const price = quote('office-cleaning', { areaSqm: 95, workstations: 4, frequency: 'weekly' }, itemsOf('office-cleaning'));
    expect(price.totalKobo).toBe(2_000_000 + 10 * 150_000 + 4 * 50_000);
  });

  it('when a TV is larger than 43 inches and wall-mounted, then the surcharges apply per TV', () => {
    const price = quote('tv-installs', { tvs: 2, size: 'from_44_to_65in', wallMount: true }, itemsOf('tv-installs'));
    expect(price.totalKobo).toBe(2 * (800_000 + 400_000 + 600_000));
  });

  it('when any service is priced, then the total is the sum of whole-kobo lines', () => {
    for (const key of SERVICE_KEYS) {
      const price = quote(key, SMALLEST_JOB[key], itemsOf(key));
      expect(price.totalKobo, key).toBe(price.lines.reduce((sum, l) => sum + l.amountKobo, 0));
      expect(Number.isInteger(price.totalKobo), key).toBe(true);
      expect(price.totalKobo, key).toBeGreaterThan(0);
    }
  });

  it('when the catalogue lacks a price the rule needs, then pricing fails loudly', () => {
    expect(() => quote('plumbing', { issue: 'leak', fixtures: 1 }, [])).toThrow(PricingError);
  });
});
