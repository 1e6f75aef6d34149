// What a handler received, so play functions can count requests and read their bodies or queries.
// One log per story, cleared in `beforeEach`, so a re-run starts from zero.
export interface RequestLog<T> {
  readonly requests: T[];
  clear(): void;
}

export function createRequestLog<T>(): RequestLog<T> {
  const requests: T[] = [];
  return { requests, clear: () => void requests.splice(0) };
}

/** A request's query string as a plain object ({ status: 'paid', page: '2' }). */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams.entries());
}
