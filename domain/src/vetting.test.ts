// Proves the vetting steps read as one sentence, in order, each named once.
import { describe, expect, it } from 'vitest';
import { VETTING_STEPS, VETTING_SUMMARY } from './vetting.ts';

describe('vetting', () => {
  it('when the steps are summed up, then each appears once, in order, the last after "and"', () => {
    expect(VETTING_SUMMARY).toBe(
      'a government ID check (NIN, driver’s licence, voter’s card or international passport), two references we call, a background check and a skills interview',
    );
    expect(new Set(VETTING_STEPS.map((step) => step.key)).size).toBe(VETTING_STEPS.length);
  });
});
