// Numbers as en-NG writes them, made by hand rather than with Intl: the first Intl formatter a page
// builds loads the browser's locale data, tens of milliseconds of blocked main thread on a cheap
// phone, for formats that never change. The tests hold these to Intl's own output.

/** "1,204" for 1204: an integer with its digits grouped in threes. */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`expected an integer, got ${value}`);
  const digits = String(Math.abs(value));
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) grouped = digits.slice(Math.max(0, end - 3), end) + (grouped && `,${grouped}`);
  return value < 0 ? `-${grouped}` : grouped;
}
