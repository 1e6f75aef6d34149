// Money is integer kobo everywhere (₦1 = 100 kobo); shown as ₦ the way en-NG writes it.
import { formatCount } from './numbers.ts';

/** ₦15,000 for 1500000 kobo; ₦15,000.50 only when there are kobo. */
export function formatNaira(kobo: number): string {
  if (!Number.isInteger(kobo)) throw new RangeError(`kobo must be an integer, got ${kobo}`);
  const abs = Math.abs(kobo);
  const rest = abs % 100;
  const amount = `₦${formatCount(Math.floor(abs / 100))}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
  return kobo < 0 ? `-${amount}` : amount;
}

export function nairaToKobo(naira: number): number {
  return Math.round(naira * 100);
}
