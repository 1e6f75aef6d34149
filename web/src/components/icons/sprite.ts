// Icons are `<use href="#icon-name">` into symbols in the document, so no icon waits for a request:
// a pre-rendered page carries its own symbols (`spriteFor`), the running app adds the rest from
// sprite.svg (`loadIconSprite`). A symbol not there yet draws nothing in its kept space: no layout shift.
import spriteUrl from './sprite.svg?no-inline';

/** The id of the hidden <svg> that holds a document's symbols. */
const SPRITE_ID = 'icon-sprite';
const SYMBOL_PREFIX = 'icon-';

/** The id of the symbol of lucide's icon `name` (e.g. 'circle-check' → 'icon-circle-check'). */
export const symbolId = (name: string) => `${SYMBOL_PREFIX}${name}`;

// sprite.svg is generated (scripts/icon-sprite.mjs): one <symbol> per line, id first.
const SYMBOL = /<symbol id="([^"]+)"[^>]*>.*?<\/symbol>/g;

/** Symbol id → its markup, for every symbol of a sprite's text. */
export function symbolsOf(sprite: string): Map<string, string> {
  return new Map([...sprite.matchAll(SYMBOL)].map(([markup, id = '']) => [id, markup]));
}

/** The ids of the symbols a page's markup draws, each once, in order of first use. */
export function symbolsUsedBy(markup: string): string[] {
  const ids = [...markup.matchAll(/<use href="#([^"]+)"/g)].map(([, id = '']) => id);
  return [...new Set(ids.filter((id) => id.startsWith(SYMBOL_PREFIX)))];
}

// display="none" is a presentation attribute, not a style (the CSP allows no inline styles); symbols
// in an undisplayed <svg> still draw wherever they are used.
const holder = (symbols: string) => `<svg id="${SPRITE_ID}" xmlns="http://www.w3.org/2000/svg" display="none" aria-hidden="true">${symbols}</svg>`;

/** The hidden <svg> holding the symbols of `ids` (empty string when there are none). Throws on an id the sprite lacks. */
export function spriteFor(sprite: string, ids: readonly string[]): string {
  if (!ids.length) return '';
  const symbols = symbolsOf(sprite);
  return holder(ids.map((id) => symbols.get(id) ?? missing(id)).join(''));
}

function missing(id: string): never {
  throw new Error(`the icon sprite has no symbol "${id}": run \`npm run generate\``);
}

let loading: Promise<void> | null = null;

/**
 * Adds every symbol of sprite.svg that the document lacks to its sprite <svg> (made if the page has
 * none). Once per page; a failed download (offline) is tried again at the next call.
 */
export function loadIconSprite(doc: Document = document): Promise<void> {
  loading ??= fetch(spriteUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`icon sprite: HTTP ${response.status}`);
      return response.text();
    })
    .then((text) => addSymbols(doc, text))
    .catch(() => {
      loading = null;
    });
  return loading;
}

function addSymbols(doc: Document, sprite: string): void {
  const lacking = [...symbolsOf(sprite)].filter(([id]) => !doc.getElementById(id)).map(([, markup]) => markup);
  const existing = doc.getElementById(SPRITE_ID);
  // Parsed in the <svg>'s context, so the symbols are SVG elements.
  if (existing) existing.insertAdjacentHTML('beforeend', lacking.join(''));
  else doc.body.insertAdjacentHTML('beforeend', holder(lacking.join('')));
}
