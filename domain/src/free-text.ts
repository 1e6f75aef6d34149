// What people may type where others will read it: a name is letters (any script) in words joined by
// spaces, hyphens or apostrophes, so it cannot carry a link into an e-mail subject; a note carries no links.

/** The spec's PersonName pattern (openapi.yaml), with the unicode flag as the validator uses it. */
export const PERSON_NAME = /^\s*[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*\s*$/u;
export const NAME_HINT = 'Use letters, spaces, hyphens and apostrophes only.';

// A scheme, www., or a word.word ending like a domain (ile.ng, bit.ly/x).
const LINK = /(?:[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[\p{L}\p{N}-]+\.(?:[a-z]{2,})(?:\/|\b))/iu;
export const NO_LINKS_HINT = 'Leave links out of the note: the invitation carries our sign-up link.';

export function isPersonName(value: string): boolean {
  return PERSON_NAME.test(value);
}

export function containsLink(text: string): boolean {
  return LINK.test(text);
}
