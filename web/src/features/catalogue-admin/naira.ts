// Prices are typed in naira and sent in kobo. The conversion works on the digits as text, never
// through a float: "1234.56" is 123456 kobo, exactly, and "0.1 + 0.2" problems cannot happen.

/** The spec's Kobo maximum: ₦1,000,000,000. */
export const MAX_KOBO = 100_000_000_000;

export type NairaParse = { ok: true; kobo: number } | { ok: false; message: string };

// Digits with optional thousands commas (1,234,567 or 1234567), then at most two decimals.
const NAIRA = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** An amount as an admin types it ("₦15,000", "27500", "1,250.50") → kobo, or what is wrong with it. */
export function parseNaira(text: string): NairaParse {
  const trimmed = text.trim().replace(/^₦\s*/, '');
  if (trimmed === '') return { ok: false, message: 'Enter an amount in naira, like 15000.' };
  if (trimmed.startsWith('-')) return { ok: false, message: 'A price can’t be negative.' };
  const match = NAIRA.exec(trimmed);
  if (!match) {
    if (/^[\d,]*\.\d{3,}$/.test(trimmed)) return { ok: false, message: 'Use at most two digits after the point (kobo).' };
    return { ok: false, message: 'Enter an amount in naira using digits only, like 15000 or 15,000.50.' };
  }
  const [whole = '0'] = trimmed.split('.');
  const digits = whole.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  // 10 naira digits are ₦9,999,999,999: anything longer is over the limit before any arithmetic.
  if (digits.length > 10) return { ok: false, message: 'That is more than ₦1,000,000,000.' };
  const fraction = (match[1] ?? '').padEnd(2, '0');
  const kobo = Number(digits) * 100 + Number(fraction);
  if (kobo > MAX_KOBO) return { ok: false, message: 'That is more than ₦1,000,000,000.' };
  return { ok: true, kobo };
}

/** Kobo as the text an admin edits: "15000" or "1250.50" (integer arithmetic only). */
export function koboToNairaText(kobo: number): string {
  if (!Number.isSafeInteger(kobo) || kobo < 0) throw new RangeError(`kobo must be a non-negative integer, got ${kobo}`);
  const naira = Math.floor(kobo / 100);
  const rest = kobo % 100;
  return rest === 0 ? String(naira) : `${naira}.${String(rest).padStart(2, '0')}`;
}
