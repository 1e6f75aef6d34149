// What an erased person's records carry in place of their name and phone (Nigeria Data Protection
// Act 2023, the right to erasure): the rows stay for the law's records, the person does not.

/** A number no phone has (+234 then a 0): valid E.164 in the records, never a Nigerian mobile, so nobody signs in or is texted with it. */
export const ERASED_PHONE = '+2340000000000';

export const ERASED_NAMES = { user: 'Deleted customer', pro: 'Deleted pro' } as const;

/** Whether a stored name is an erased person's. */
export const isErasedName = (name: string): boolean => name === ERASED_NAMES.user || name === ERASED_NAMES.pro;
