// The Content-Type cache the OpenAPI validator's lookups go through (openapi-content-types.ts).
import { describe, expect, it } from 'vitest';
import { cacheContentTypes } from './openapi-content-types.ts';
import { VALIDATOR_UTIL, validatorModule } from './openapi-validator-modules.ts';

function countingModule() {
  const parsed: unknown[] = [];
  const ContentType = {
    from(req: { headers: Record<string, unknown> }): object {
      return ContentType.fromString(req.headers['content-type']);
    },
    fromString(type: unknown): object {
      parsed.push(type);
      return { mediaType: type ?? null, parameters: {} };
    },
  };
  return { module: { ContentType }, parsed };
}

const request = (contentType?: string) => ({ headers: contentType === undefined ? {} : { 'content-type': contentType } });

describe('Content-Type cache for the OpenAPI validator', () => {
  it('when the same header comes again, then it is parsed once and the same frozen answer is given', () => {
    const { module, parsed } = countingModule();
    cacheContentTypes(module);
    const first = module.ContentType.from(request('application/json'));
    const again = module.ContentType.from(request('application/json'));
    module.ContentType.from(request());
    module.ContentType.from(request());
    // The response validator's fromString shares the cache with the request's header.
    expect(module.ContentType.fromString('application/json')).toBe(first);
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen((first as { parameters: object }).parameters)).toBe(true);
    expect(parsed).toEqual(['application/json', undefined]);
  });

  it('when headers differ, are long, or keep coming new, then each is parsed and the cache stays small', () => {
    const { module, parsed } = countingModule();
    cacheContentTypes(module);
    module.ContentType.from(request('application/json'));
    module.ContentType.from(request('application/json; charset=utf-8'));
    const long = `application/json; x=${'a'.repeat(300)}`;
    module.ContentType.from(request(long));
    module.ContentType.from(request(long));
    expect(parsed).toHaveLength(4);
    for (let n = 0; n < 40; n++) module.ContentType.from(request(`text/x-${n}`));
    // 2 cached before, 30 more fit: the 31st new header on is parsed every time.
    module.ContentType.from(request('text/x-39'));
    module.ContentType.from(request('text/x-5'));
    expect(parsed).toHaveLength(4 + 40 + 1);
  });

  it('when asked twice for the same module, then it caches once', () => {
    const { module } = countingModule();
    cacheContentTypes(module);
    const cached = module.ContentType.fromString;
    cacheContentTypes(module);
    expect(module.ContentType.fromString).toBe(cached);
  });

  it('when the validator’s own ContentType answers from the cache, then it reads as a fresh parse does', () => {
    const util = validatorModule<NonNullable<Parameters<typeof cacheContentTypes>[0]>>(VALIDATOR_UTIL);
    const header = 'Application/JSON; Charset=UTF-8';
    type Parsed = { mediaType: string; parameters: Record<string, string>; normalize(): string };
    const fresh = util.ContentType.from(request(header)) as Parsed;
    cacheContentTypes(util);
    const cached = util.ContentType.from(request(header)) as Parsed;
    expect(util.ContentType.from(request(header))).toBe(cached);
    expect(cached.mediaType).toBe('application/json');
    expect(cached.parameters).toEqual(fresh.parameters);
    expect(cached.normalize()).toBe(fresh.normalize());
    expect(cached.normalize()).toBe('application/json; charset=utf-8');
    expect(util.ContentType.fromString(header)).toBe(cached);
  });
});
