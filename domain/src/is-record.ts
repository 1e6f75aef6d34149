// The one check that an unknown value (parsed JSON, stored data, a library's answer) is a plain object.
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
