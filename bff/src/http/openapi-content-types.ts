// express-openapi-validator 5.6.2 parses media types afresh on every request: the request's
// Content-Type in its request validator (ContentType.from, to pick the cached middleware) and, when
// answers are checked, again in its response validator, then the answer's type and each type the
// spec lists for it (ContentType.fromString in findResponseContent): two regular expressions, a
// split, a sort and several strings each time, for the same few texts ("application/json",
// "application/json; charset=utf-8"). Until the validator keeps them itself, its own ContentType
// class answers a text it has parsed before from a cache. A parsed type is only ever read (grep
// ContentType in its dist: mediaType, parameters, isWildCard, normalize(), equivalents()), and the
// cached ones are frozen, so a change upstream that writes to one fails loudly in the tests.
import { patchOnce, VALIDATOR_UTIL, validatorModule } from './openapi-validator-modules.ts';

interface ContentTypeClass {
  from(req: { headers: Record<string, unknown> }): object;
  fromString(type: unknown): object;
}

interface ValidatorUtilModule {
  ContentType: ContentTypeClass;
}

/** Headers are the client's to choose: only this many texts, this short, are kept (the rest are parsed as before). */
const MAX_ENTRIES = 32;
const MAX_HEADER_LENGTH = 200;

function freezeParsed(parsed: object): object {
  for (const value of Object.values(parsed)) if (typeof value === 'object' && value !== null) Object.freeze(value);
  return Object.freeze(parsed);
}

/** Makes `ContentType.from` and `ContentType.fromString` answer a text parsed before from a cache (once per module). */
export function cacheContentTypes(util = validatorModule<ValidatorUtilModule>(VALIDATOR_UTIL)): void {
  const { ContentType } = util;
  const patched = patchOnce(ContentType, 'fromString', (parse) => {
    const cache = new Map<string | undefined, object>();
    return (text: unknown): object => {
      if (text !== undefined && (typeof text !== 'string' || text.length > MAX_HEADER_LENGTH)) return parse.call(ContentType, text);
      let parsed = cache.get(text);
      if (parsed === undefined) {
        parsed = parse.call(ContentType, text);
        if (cache.size < MAX_ENTRIES) cache.set(text, freezeParsed(parsed));
      }
      return parsed;
    };
  });
  // from(req) is fromString(req.headers['content-type']): both construct a ContentType of the text.
  if (patched) ContentType.from = (req) => ContentType.fromString(req.headers['content-type']);
}
