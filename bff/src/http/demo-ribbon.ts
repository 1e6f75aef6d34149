// The demo's notice on every page while the test checkout is on: plain HTML with its own inline style
// (hashed into the CSP like the page's other inline CSS), outside #root, so it shows before any script.
const STYLE =
  '<style>.demo-ribbon{margin:0;padding:.25rem .75rem;background:#fff4d6;color:#4a2f00;font:600 .8125rem/1.5 system-ui,sans-serif;text-align:center}</style>';
const RIBBON = '<p class="demo-ribbon" role="note">Demo: no real money moves.</p>';

export function withDemoRibbon(html: string): string {
  return html.replace(/<\/head>/i, `${STYLE}</head>`).replace(/<body([^>]*)>/i, `<body$1>${RIBBON}`);
}
