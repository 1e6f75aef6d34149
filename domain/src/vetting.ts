// How Ilé vets a pro before their first job: the one list every page, the terms, the help and the
// applicant's e-mail state, so no page promises a check another leaves out.

export interface VettingStep {
  key: 'id' | 'references' | 'background' | 'interview';
  /** A heading: "ID check". */
  title: string;
  /** One sentence on what it involves, true for a customer or an applicant reading it. */
  detail: string;
  /** The step inside a sentence: "two references we call". */
  phrase: string;
}

export const VETTING_STEPS: readonly VettingStep[] = [
  {
    key: 'id',
    title: 'ID check',
    detail: 'A government ID (NIN, driver’s licence, voter’s card or international passport), matched to the person in front of us.',
    phrase: 'a government ID check (NIN, driver’s licence, voter’s card or international passport)',
  },
  { key: 'references', title: 'Two references', detail: 'Two people the pro has worked for, who we call to ask how it went.', phrase: 'two references we call' },
  { key: 'background', title: 'Background check', detail: 'A background check, which every applicant agrees to when they apply.', phrase: 'a background check' },
  { key: 'interview', title: 'A skills interview', detail: 'A conversation with one of our experienced pros about the work they do.', phrase: 'a skills interview' },
];

/** "a government ID check (…), two references we call, a background check and a skills interview". */
export const VETTING_SUMMARY = `${VETTING_STEPS.slice(0, -1)
  .map((step) => step.phrase)
  .join(', ')} and ${VETTING_STEPS[VETTING_STEPS.length - 1]?.phrase ?? ''}`;
