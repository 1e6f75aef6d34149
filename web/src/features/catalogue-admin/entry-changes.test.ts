// Proves a service's history says what changed in words an admin reads: prices by their label in ₦,
// the on-sale flag as words, unchanged fields left out, unknown fields still shown.
import { describe, expect, it } from 'vitest';
import { describeChanges } from './entry-changes.ts';

const prices = (deep: number, bedroom = 400_000) => [
  { key: 'base.standard', label: 'Standard cleaning', amountKobo: 1_500_000 },
  { key: 'base.deep', label: 'Deep cleaning', amountKobo: deep },
  { key: 'bedroom', label: 'Per bedroom', amountKobo: bedroom },
];

describe('describeChanges', () => {
  it('when one price changed, then only that price shows, by its label, in naira', () => {
    expect(describeChanges({ before: { priceItems: prices(2_500_000) }, after: { priceItems: prices(2_750_050) } })).toEqual([
      { label: 'Price: Deep cleaning', before: '₦25,000', after: '₦27,500.50' },
    ]);
  });

  it('when a price is renamed, then both label and amount show on each side', () => {
    const renamed = prices(2_500_000).map((p) => (p.key === 'bedroom' ? { ...p, label: 'Each bedroom' } : p));
    expect(describeChanges({ before: { priceItems: prices(2_500_000) }, after: { priceItems: renamed } })).toEqual([
      { label: 'Price: Each bedroom', before: 'Per bedroom, ₦4,000', after: 'Each bedroom, ₦4,000' },
    ]);
  });

  it('when the words, the inclusions and the on-sale flag changed, then each is one line, and equal fields are left out', () => {
    expect(
      describeChanges({
        before: { name: 'Home cleaning', tagline: 'Same', includes: ['Dusting', 'Bins emptied'], active: true },
        after: { name: 'Home cleaning & laundry', tagline: 'Same', includes: ['Dusting', 'Laundry folded'], active: false },
      }),
    ).toEqual([
      { label: 'Name', before: 'Home cleaning', after: 'Home cleaning & laundry' },
      { label: 'What’s included', before: 'Dusting; Bins emptied', after: 'Dusting; Laundry folded' },
      { label: 'On sale', before: 'On sale', after: 'Hidden' },
    ]);
  });

  it('when a field is new, removed or unknown, then it still shows, with a dash for the missing side', () => {
    expect(describeChanges({ before: null, after: { name: 'Plumbing', inspectionFeeKobo: 500_000 } })).toEqual([
      { label: 'Name', before: '—', after: 'Plumbing' },
      { label: 'Visit fee', before: '—', after: '₦5,000' },
    ]);
    expect(describeChanges({ before: { colour: { r: 1 } }, after: {} })).toEqual([{ label: 'colour', before: '{"r":1}', after: '—' }]);
    expect(describeChanges({ before: { inspectionFeeKobo: 500_000 }, after: { inspectionFeeKobo: null } })).toEqual([{ label: 'Visit fee', before: '₦5,000', after: '—' }]);
  });

  it('when nothing differs, then there is nothing to show', () => {
    expect(describeChanges({ before: { priceItems: prices(2_500_000) }, after: { priceItems: prices(2_500_000) } })).toEqual([]);
    expect(describeChanges({ before: null, after: null })).toEqual([]);
  });
});
