// What a mail's two parts say, for tests that prove the plain-text and HTML parts agree. Test-only.
import type { Mail } from '../mail/mailer.ts';

/** The words a reader sees: tags dropped, entities decoded, colons and lone punctuation (row labels, the "-- " line) ignored. */
function words(visible: string): string[] {
  return visible
    .replace(/:/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !/^[\p{P}\p{S}]+$/u.test(word));
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** What a mail's plain-text part and HTML part each say, word by word, to compare them. */
export function mailWords(mail: Pick<Mail, 'text' | 'html'>): { text: string[]; html: string[] } {
  const html = (mail.html ?? '')
    .replace(/<head>[\s\S]*?<\/head>/i, ' ')
    // Links sit inside a sentence ("support@ile.ng</a>."); every other tag breaks words apart.
    .replace(/<\/?a\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
  return { text: words(mail.text), html: words(html) };
}
