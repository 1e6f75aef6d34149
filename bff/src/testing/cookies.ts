// Reading Set-Cookie headers in tests.

export function setCookieLines(headers: Record<string, unknown>): string[] {
  const value = headers['set-cookie'];
  if (Array.isArray(value)) return value.filter((line): line is string => typeof line === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** The full Set-Cookie line for a cookie name, or undefined. */
export function setCookie(headers: Record<string, unknown>, name: string): string | undefined {
  return setCookieLines(headers).find((line) => line.startsWith(`${name}=`));
}

/** The value a Set-Cookie line gives a cookie, or undefined. */
export function cookieValue(headers: Record<string, unknown>, name: string): string | undefined {
  const line = setCookie(headers, name);
  if (!line) return undefined;
  return decodeURIComponent(line.slice(name.length + 1).split(';')[0] ?? '');
}
