// Proves a pre-rendered page's inlined data survives the trip through HTML: nothing in it can close
// the script element, it reads back equal, a damaged copy is refused, and the catalogue fingerprint
// changes with what a page shows (a price) but not with database ids.
import { describe, expect, it } from 'vitest';
import { buildCatalogue, buildService } from '../../testing/fixtures/index.ts';
import { catalogueFingerprint, jsonForScript, PAGE_DATA_ID, pageDataScript, parsePageData, type PageData } from './page-data.ts';

const RENDERED_AT = '2026-11-26T07:00:00.000Z';

/** The text a browser's HTML parser would put in the data element: up to the first `</script`. */
function scriptTextOf(html: string): string {
  const open = `<script type="application/json" id="${PAGE_DATA_ID}">`;
  const start = html.indexOf(open) + open.length;
  return html.slice(start, html.toLowerCase().indexOf('</script', start));
}

describe('the inlined page data', () => {
  it('when a catalogue text holds </script>, an HTML comment or line separators, then the element is not closed early and the text reads back unchanged', () => {
    const hostile = buildService({ name: 'Cleaning </script><script>alert(1)</script>', tagline: '<!-- a & b --> \u2028\u2029 ₦ é' });
    const data: PageData = { catalogue: [hostile], renderedAt: RENDERED_AT };
    const html = `<div id="root"></div>${pageDataScript(data)}<p>after</p>`;
    const text = scriptTextOf(html);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(html.endsWith('</script><p>after</p>')).toBe(true);
    expect(parsePageData(text)).toEqual(data);
  });

  it('when the element holds the whole catalogue, then the app reads back the same catalogue and render time', () => {
    const data: PageData = { catalogue: buildCatalogue(), renderedAt: RENDERED_AT };
    expect(parsePageData(scriptTextOf(pageDataScript(data)))).toEqual(data);
  });

  it('when the data is missing, not JSON, or not a catalogue, then the app gets null and renders the page itself', () => {
    expect(parsePageData(null)).toBeNull();
    expect(parsePageData('')).toBeNull();
    expect(parsePageData('{"catalogue": [')).toBeNull();
    expect(parsePageData(jsonForScript({ catalogue: [{ key: 'home-cleaning' }], renderedAt: RENDERED_AT }))).toBeNull();
    expect(parsePageData(jsonForScript({ catalogue: buildCatalogue(), renderedAt: 'yesterday' }))).toBeNull();
    expect(parsePageData(jsonForScript({ catalogue: 'none', renderedAt: RENDERED_AT }))).toBeNull();
  });
});

describe('catalogueFingerprint', () => {
  it('when only the ids differ (the bundled copy and the database), then the fingerprint is the same', () => {
    const withDatabaseIds = buildCatalogue();
    const withBundledIds = withDatabaseIds.map((service) => ({ ...service, id: `default-${service.key}` }));
    expect(catalogueFingerprint(withBundledIds)).toBe(catalogueFingerprint(withDatabaseIds));
  });

  it('when an admin changes a price or hides a service, then the fingerprint changes', () => {
    const catalogue = buildCatalogue();
    const [first, ...rest] = catalogue;
    if (!first) throw new Error('empty catalogue');
    const base = catalogueFingerprint(catalogue);
    const repriced = { ...first, priceItems: first.priceItems.map((item, i) => (i === 0 ? { ...item, amountKobo: item.amountKobo + 100 } : item)) };
    expect(catalogueFingerprint([repriced, ...rest])).not.toBe(base);
    expect(catalogueFingerprint(rest)).not.toBe(base);
  });

  it('when the same catalogue comes with its keys in another order, then the fingerprint is the same', () => {
    const catalogue = buildCatalogue();
    // sortOrder, active and name now come first.
    const reordered = catalogue.map(({ sortOrder, active, name, ...rest }) => ({ sortOrder, active, name, ...rest }));
    expect(Object.keys(reordered[0] ?? {})[0]).toBe('sortOrder');
    expect(catalogueFingerprint(reordered)).toBe(catalogueFingerprint(catalogue));
  });
});
