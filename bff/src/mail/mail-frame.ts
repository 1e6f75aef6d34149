// Builds a mail's plain-text and simple HTML parts from the same blocks, so the two never say
// different things, inside one small branded frame (the Ilé name at the top, how to reach support
// at the bottom). Every value is escaped in the HTML part: names, reasons and addresses come
// from people.
export type MailBlock =
  /** A paragraph. */
  | string
  /** Label and value lines, e.g. ['Reference', 'ILE-7KX2Q9']. */
  | { rows: readonly (readonly [string, string])[] }
  /** A link on its own line: the sentence before it, then the address. */
  | { label: string; url: string };

/** What every mail's footer says; the same details as the web app's site config. */
export const MAIL_BRAND = {
  name: 'Ilé',
  supportPhone: '+234 803 555 0199',
  supportPhoneHref: 'tel:+2348035550199',
  supportEmail: 'support@ile.ng',
  address: 'Ilé, Plot 1021, Aminu Kano Crescent, Wuse 2, Abuja',
} as const;

const GREEN = '#1f6b4a';
const MUTED = '#5c5c5c';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

function textOf(block: MailBlock): string {
  if (typeof block === 'string') return block;
  if ('rows' in block) return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  return `${block.label}\n${block.url}`;
}

function htmlOf(block: MailBlock): string {
  if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`;
  if ('rows' in block) {
    const rows = block.rows.map(([label, value]) => `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`);
    return `<table role="presentation" cellspacing="0" cellpadding="0">${rows.join('')}</table>`;
  }
  return `<p>${escapeHtml(block.label)}<br><a href="${escapeHtml(block.url)}">${escapeHtml(block.url)}</a></p>`;
}

const TEXT_HEADER = MAIL_BRAND.name;
// "-- " is the usual plain-text signature separator: mail clients grey out or fold what follows.
const TEXT_FOOTER = [
  '-- ',
  `Questions? Call ${MAIL_BRAND.supportPhone} or write to ${MAIL_BRAND.supportEmail}.`,
  MAIL_BRAND.address,
].join('\n');

const HTML_HEADER = `<p style="margin:0 0 20px;font-size:24px;font-weight:bold;color:${GREEN}">${escapeHtml(MAIL_BRAND.name)}</p>`;
const HTML_FOOTER = [
  `<hr style="border:0;border-top:1px solid #dddddd;margin:24px 0 12px">`,
  `<p style="font-size:13px;color:${MUTED}">`,
  `Questions? Call <a href="${escapeHtml(MAIL_BRAND.supportPhoneHref)}" style="color:${MUTED}">${escapeHtml(MAIL_BRAND.supportPhone)}</a>`,
  ` or write to <a href="mailto:${escapeHtml(MAIL_BRAND.supportEmail)}" style="color:${MUTED}">${escapeHtml(MAIL_BRAND.supportEmail)}</a>.`,
  `<br>${escapeHtml(MAIL_BRAND.address)}</p>`,
].join('');

export function composeMail(blocks: readonly MailBlock[]): { text: string; html: string } {
  return {
    text: [TEXT_HEADER, ...blocks.map(textOf), TEXT_FOOTER].join('\n\n'),
    html: [
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>',
      '<body style="margin:0;padding:0;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
      '<div style="max-width:560px;margin:0 auto;padding:24px 16px">',
      HTML_HEADER,
      ...blocks.map(htmlOf),
      HTML_FOOTER,
      '</div></body></html>',
    ].join('\n'),
  };
}
