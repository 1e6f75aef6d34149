// Money is integer kobo everywhere (₦1 = 100 kobo); shown as ₦ with the en-NG locale.
const whole = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const withKobo = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₦15,000 for 1500000 kobo; ₦15,000.50 only when there are kobo. */
export function formatNaira(kobo: number): string {
  if (!Number.isInteger(kobo)) throw new RangeError(`kobo must be an integer, got ${kobo}`);
  return kobo % 100 === 0 ? whole.format(kobo / 100) : withKobo.format(kobo / 100);
}

export function nairaToKobo(naira: number): number {
  return Math.round(naira * 100);
}
