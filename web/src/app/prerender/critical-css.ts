// The rules of a page's stylesheets that its pre-rendered markup uses, to inline in its <head>: the
// page then paints from its HTML alone, one round trip sooner than after fetching the stylesheet
// (on a 300 ms mobile link, 300-600 ms). The whole stylesheet still loads, with the page's scripts
// (index.html's startScripts), for what the app shows later (errors, other screens).
import Beasties from 'beasties';

export interface CriticalCssInput {
  /** The page's markup, as it goes into #root. */
  markup: string;
  /** The stylesheets the page links (absolute paths under the build, e.g. /assets/style-1.css). */
  stylesheets: readonly string[];
  /** The client build's folder (web/dist), where those paths are read from. */
  distDir: string;
}

/** The used rules, minified, in the stylesheets' order. */
export async function criticalCss({ markup, stylesheets, distDir }: CriticalCssInput): Promise<string> {
  if (stylesheets.length === 0) return '';
  // A document shaped like the real one (html, body, #root), so rules for those elements match too.
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const doc = `<!doctype html><html><head>${links}</head><body><div id="root">${markup}</div></body></html>`;
  const beasties = new Beasties({
    path: distDir,
    publicPath: '/',
    // Only the inlined rules are taken from the result (whatever it does with the links is dropped:
    // page-html.ts places them).
    preload: 'body',
    pruneSource: false,
    inlineThreshold: 0,
    reduceInlineStyles: false,
    inlineFonts: false,
    preloadFonts: false,
    compress: true,
    logLevel: 'silent',
  });
  const result = await beasties.process(doc);
  const css = [...result.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, rules = '']) => rules).join('');
  // Nothing in our stylesheets should ever end the element early; if it does, fail the render loudly.
  if (/<\/style/i.test(css)) throw new Error('a stylesheet holds "</style", which cannot be inlined');
  return css;
}
