// Values for the fuzzer: schema-valid ones from json-schema-faker (seeded by fast-check, so a run
// replays from its seed), and the odd text that breaks naive string handling.
import { JSONSchemaFaker } from 'json-schema-faker';
import type { JsonSchema } from './spec.ts';
import { seededRandom } from '../seeded-random.ts';

/** The choices a case is built from; the test backs it with fast-check's gen(), so every choice comes from the run's seed. */
export interface Choose {
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A 32-bit seed (for json-schema-faker's random). */
  seed(): number;
  /** Any code points, lone surrogates included (fast-check's binary unit). */
  anyText(maxLength: number): string;
}

/** Text that trips naive handling: each is its own hazard (NUL, direction overrides, invisible characters, surrogates…). */
export const ODD_TEXT: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800', // a lone high surrogate
  '\udfff', // a lone low surrogate
  'x\ud83dy', // half an emoji
  '\u202eevil\u202c', // right-to-left override
  '\u200f\u200e\u061c', // direction marks
  '\u200b\u200c\u200d\u2060\ufeff', // zero-width characters and BOM
  '😀👩🏽‍🔧🇳🇬', // emoji, a ZWJ sequence, a flag
  'e\u0301\u0301\u0301\u0301', // stacked combining marks
  'Z̸̡̛̗̮͈̝͈͔̬̻̟̫̀̐͐͑̈́̓̀̚a̸̡',
  '\u0085\u2028\u2029', // line separators JSON allows and JavaScript once did not
  '\r\n\t\u000b\u000c',
  '\u00ad', // soft hyphen
  'ﷺ', // one code point that renders very wide
  '𝒜𝓁𝒶', // astral letters
  '\uffff\ufffe', // noncharacters
  '%00%2e%2e%2f',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
];

JSONSchemaFaker.option({
  // Never invent properties the schema does not list: an extra property is a mutation of its own.
  fillProperties: false,
  alwaysFakeOptionals: false,
  optionalsProbability: 0.5,
  failOnInvalidFormat: false,
  useExamplesValue: false,
  useDefaultValue: false,
  maxItems: 3,
  maxLength: 60,
});

/** A value json-schema-faker makes for `schema`, reproducible from `seed`. */
export function fakeValue(schema: JsonSchema, seed: number): unknown {
  JSONSchemaFaker.option({ random: seededRandom(seed) });
  // JSF mutates nothing it is given, but it resolves in place in some versions: hand it a copy.
  return JSONSchemaFaker.generate(structuredClone(schema));
}

/** Some odd text: a hazard on its own, inside ordinary text, or random code points. */
export function oddText(choose: Choose, ordinary: string): string {
  const odd = choose.pick([...ODD_TEXT, choose.anyText(12)]);
  switch (choose.int(0, 2)) {
    case 0:
      return odd;
    case 1: {
      const at = choose.int(0, ordinary.length);
      return `${ordinary.slice(0, at)}${odd}${ordinary.slice(at)}`;
    }
    default:
      return `${odd}${ordinary}${odd}`;
  }
}

/** A string of exactly `codePoints` code points (what JSON Schema's lengths count), made of `unit`. */
export function textOfLength(codePoints: number, unit: string): string {
  const units = [...unit];
  let out = '';
  for (let i = 0; i < codePoints; i++) out += units[i % units.length];
  return out;
}
