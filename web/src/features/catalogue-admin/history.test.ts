// Proves the history says what changed in words an admin reads: prices by their label in ₦, the
// on-sale flag as words, unchanged fields left out, unknown fields still shown.
import { describe, expect, it } from 'vitest';
import { describeAction, describeChanges } from './history.ts';

const prices = (deep: number, bedroom = 400_000) => [
  { key: 'base.standard', label: 'Standard cleaning', amountKobo: 1_500_000 },
  { key: 'base.deep', label: 'Deep cleaning', amountKobo: deep },
  { key: 'bedroom', label: 'Per bedroom', amountKobo: bedroom },
];

describe('describeChanges', () => {
  it('when one price changed, then only that price shows, by its label, in naira', () => {
    expect(describeChanges({ priceItems: prices(2_500_000) }, { priceItems: prices(2_750_050) })).toEqual([
      { label: 'Price: Deep cleaning', before: '₦25,000', after: '₦27,500.50' },
    ]);
  });

  it('when the words, the inclusions and the on-sale flag changed, then each is one line, and equal fields are left out', () => {
    expect(
      describeChanges(
        { name: 'Home cleaning', tagline: 'Same', includes: ['Dusting', 'Bins emptied'], active: true },
        { name: 'Home cleaning & laundry', tagline: 'Same', includes: ['Dusting', 'Laundry folded'], active: false },
      ),
    ).toEqual([
      { label: 'Name', before: 'Home cleaning', after: 'Home cleaning & laundry' },
      { label: 'What’s included', before: 'Dusting; Bins emptied', after: 'Dusting; Laundry folded' },
      { label: 'On sale', before: 'On sale', after: 'Hidden' },
    ]);
  });

  it('when a field is new, removed or unknown, then it still shows, with null for the missing side', () => {
    expect(describeChanges(null, { name: 'Plumbing', inspectionFeeKobo: 500_000 })).toEqual([
      { label: 'Name', before: null, after: 'Plumbing' },
      { label: 'Visit fee', before: null, after: '₦5,000' },
    ]);
    expect(describeChanges({ colour: { r: 1 } }, {})).toEqual([{ label: 'colour', before: '{"r":1}', after: null }]);
    expect(describeChanges({ inspectionFeeKobo: 500_000 }, { inspectionFeeKobo: null })).toEqual([{ label: 'Visit fee', before: '₦5,000', after: '—' }]);
  });

  it('when nothing differs, then there is nothing to show', () => {
    expect(describeChanges({ priceItems: prices(2_500_000) }, { priceItems: prices(2_500_000) })).toEqual([]);
    expect(describeChanges(null, null)).toEqual([]);
  });
});

describe('describeAction', () => {
  it('when the action is a service update, then it is said in words; other actions show as recorded', () => {
    expect(describeAction('service.update')).toBe('Changed the service');
    expect(describeAction('service.reorder')).toBe('service.reorder');
  });
});
