// A notification's link is followed inside the app only: a path on this site, never another site
// (the spec's pattern `^/[^/\\]`, checked again here because the list is shown to customers).

/** The in-app path to open, or null when the link is missing or not a path on this site. */
export function inAppPath(link: string | null | undefined): string | null {
  if (typeof link !== 'string' || link.length > 200) return null;
  // Whitespace or control characters have no place in a path (and could hide a scheme).
  const hasControl = [...link].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  return /^\/(?:[^/\\]|$)/.test(link) && !/\s/.test(link) && !hasControl ? link : null;
}
