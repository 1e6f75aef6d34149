// A pre-rendered page's HTML: the built index.html with the page's markup in #root, its title, the
// data the app hydrates with, and links for the page's own route chunk (its CSS, so the page looks
// right before any JavaScript runs; its JavaScript as modulepreload, so it downloads alongside the
// entry instead of after it; all of the JavaScript at low priority, as the page paints without it).
import type { Manifest } from 'vite';
import { pageDataScript, type PageData } from './page-data.ts';

export interface RenderedPage {
  /** React's markup for #root. */
  markup: string;
  /** The document title the screen asks for, if any. */
  title: string | null;
  data: PageData;
  /** Source modules (manifest keys, e.g. src/app/routes/home/home.tsx) of the page's lazy routes. */
  modules: readonly string[];
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

/** index.html (as built) with the page in it. */
export function pageHtml(template: string, manifest: Manifest, page: RenderedPage): string {
  const { scripts, styles } = routeAssets(manifest, page.modules);
  const links = [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" fetchpriority="low">`),
  ].join('');
  // The page is on screen from the HTML and its stylesheet alone; its JavaScript only hydrates it. At
  // low priority the scripts do not take bandwidth from the stylesheet (or a pre-render's images)
  // that the first paint waits for, and no browser or audit counts them as holding up that paint.
  let html = template.replace(/<script type="module"(?![^>]*\bfetchpriority=)([^>]*)>/g, '<script type="module"$1 fetchpriority="low">');
  if (page.title !== null) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`);
  if (links) html = html.replace('</head>', `${links}</head>`);
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  // A function replacement, so `$` in the markup or data is never read as a replacement pattern.
  return html.replace(root, () => `<div id="root">${page.markup}</div>${pageDataScript(page.data)}`);
}
