// The data a pre-rendered page carries for the app: the catalogue it was rendered with and when.
// The app seeds its cache from it before hydrating, so the first client render is the server's and
// no catalogue request is needed before the booking form is usable.
import type { Service } from '../../api/types.ts';
import { isRecord } from '@ile/domain';

/** The id of the `<script type="application/json">` element that holds the page's data. */
export const PAGE_DATA_ID = 'ile-data';

export interface PageData {
  /** The public catalogue (what GET /app/fetchServices answers a visitor) the page was rendered with. */
  catalogue: Service[];
  /** When the page was rendered (ISO 8601): parts that depend on today (the visit date) hydrate with it. */
  renderedAt: string;
}

// `<` and `>` could close the script element or open a comment (`<!--`), `&` could start an entity
// in old parsers; U+2028/2029 are line breaks some JavaScript parsers refuse inside strings. Each
// becomes a JSON \u escape, which JSON.parse reads back as the same character.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** JSON that can sit inside a `<script>` element: nothing in it can end the element early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The element that carries the data, to go right after the page's markup. */
export function pageDataScript(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(data)}</script>`;
}

// Our own server wrote it, but a proxy or an old cached page may have changed it: anything that does
// not look like a catalogue makes the app start as it would on a page that was not pre-rendered.
function isService(value: unknown): value is Service {
  return (
    isRecord(value) &&
    typeof value.key === 'string' &&
    typeof value.name === 'string' &&
    Array.isArray(value.priceItems) &&
    Array.isArray(value.includes) &&
    typeof value.active === 'boolean' &&
    typeof value.sortOrder === 'number'
  );
}

/** The page's data from the element's text, or null when it is missing or not what we wrote. */
export function parsePageData(text: string | null | undefined): PageData | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.renderedAt !== 'string' || Number.isNaN(Date.parse(value.renderedAt))) return null;
  const { catalogue } = value;
  if (!Array.isArray(catalogue) || !catalogue.every(isService)) return null;
  return { catalogue, renderedAt: value.renderedAt };
}

/** The data of a pre-rendered page, or null for a page the app renders itself. */
export function readPageData(doc: Document): PageData | null {
  return parsePageData(doc.getElementById(PAGE_DATA_ID)?.textContent);
}

/** JSON with object keys sorted, so the same catalogue always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** cyrb53: a fast 53-bit string hash, as hex. Enough to tell catalogue versions apart; not for secrets. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * What a page rendered from this catalogue shows, as a short fingerprint: the BFF re-renders a page
 * when the live catalogue's differs from the page's. Ids are left out: the bundled catalogue's
 * (`default-…`) and the database's differ, no public page shows or uses them, and including them
 * would re-render every page on every start.
 */
export function catalogueFingerprint(catalogue: readonly Service[]): string {
  return hash53(canonicalJson(catalogue.map(({ id: _id, ...shown }) => shown)));
}
