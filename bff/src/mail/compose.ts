// Builds a mail's plain-text and simple HTML parts from the same blocks, so the two never say
// different things. Every value is escaped in the HTML part: names, reasons and addresses come
// from people.
export type MailBlock =
  /** A paragraph. */
  | string
  /** Label and value lines, e.g. ['Reference', 'ILE-7KX2Q9']. */
  | { rows: readonly (readonly [string, string])[] }
  /** A link on its own line: the sentence before it, then the address. */
  | { label: string; url: string };

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

export function composeMail(blocks: readonly MailBlock[]): { text: string; html: string } {
  return {
    text: blocks.map(textOf).join('\n\n'),
    html: `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">${blocks.map(htmlOf).join('\n')}</body></html>`,
  };
}
