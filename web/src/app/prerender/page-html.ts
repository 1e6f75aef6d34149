// A pre-rendered page's HTML: the built index.html with the page's markup, title, hydration data and
// critical CSS inline, and its stylesheets and scripts listed for index.html's start-up script to load
// after the first paint, so a slow link never holds that paint up (docs/performance.md).
import type { Manifest } from 'vite';
import { jsonForScript, pageDataScript, type PageData } from './page-data.ts';

/** The id of the `<script type="application/json">` element that lists a pre-rendered page's scripts. */
export const PAGE_SCRIPTS_ID = 'ile-scripts';

/** What index.html's start-up script loads once the page has painted: the entry, and the page's chunks to fetch alongside it. */
export interface PageScripts {
  /** The whole stylesheets (index.html's and the route's), for what the app shows beyond the markup. */
  styles: string[];
  entry: string;
  preload: string[];
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;
// The entry's own chunks (split from it, e.g. React DOM): in the list too, or they would download
// while the page paints.
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

export interface RenderedPage {
  /** React's markup for #root. */
  markup: string;
  /** The document title the screen asks for, if any. */
  title: string | null;
  data: PageData;
  /** Source modules (manifest keys, e.g. src/app/routes/home/home.tsx) of the page's lazy routes. */
  modules: readonly string[];
  /** The rules of the page's stylesheets its markup uses (critical-css.ts). */
  criticalCss: string;
  /** The hidden <svg> with the symbols of the icons the markup draws (components/icons/sprite.ts). */
  icons: string;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The JavaScript and CSS files a module needs beyond what index.html already loads. */
export function routeAssets(manifest: Manifest, modules: readonly string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no "${key}"`);
    // The entry and what it imports are already in index.html.
    if (chunk.isEntry) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  // Files index.html loads already (the entry's own chunks) are not repeated.
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set<string>();
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(chunk.file)) return;
    loaded.add(chunk.file);
    for (const css of chunk.css ?? []) loaded.add(css);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  if (entry?.src) collect(entry.src);
  return { scripts: [...scripts].filter((f) => !loaded.has(f)), styles: [...styles].filter((f) => !loaded.has(f)) };
}

/** What a page loads after its first paint: every stylesheet (index.html's, then its route chunks'), the entry, the entry's chunks, the route chunks. */
export function pageScripts(template: string, manifest: Manifest, modules: readonly string[]): PageScripts {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no <script type="module" src> for the entry');
  const route = routeAssets(manifest, modules);
  const own = [...template.matchAll(STYLESHEET_LINK)].map(([, href = '']) => href);
  const entryChunks = [...template.matchAll(MODULE_PRELOAD)].map(([, href = '']) => href);
  return { styles: [...own, ...route.styles.map((file) => `/${file}`)], entry, preload: [...entryChunks, ...route.scripts.map((file) => `/${file}`)] };
}

/** index.html (as built) with the page in it. */
export function pageHtml(template: string, manifest: Manifest, page: RenderedPage): string {
  const list = pageScripts(template, manifest, page.modules);
  // Without JavaScript nothing loads the list: the whole stylesheets then come the classic way.
  const noscript = list.styles.length > 0 ? `<noscript>${list.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</noscript>` : '';
  const head = [
    page.criticalCss ? `<style>${page.criticalCss}</style>` : '',
    noscript,
    `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${jsonForScript(list)}</script>`,
  ].join('');
  let html = template.replace(ENTRY_SCRIPT, '').replace(STYLESHEET_LINK, '').replace(MODULE_PRELOAD, '');
  if (page.title !== null) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`);
  html = html.replace('</head>', () => `${head}</head>`);
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  // A function replacement, so `$` in the markup or data is never read as a replacement pattern.
  return html.replace(root, () => `<div id="root">${page.markup}</div>${page.icons}${pageDataScript(page.data)}`);
}
