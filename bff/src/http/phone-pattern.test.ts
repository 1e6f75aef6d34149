// Proves openapi.yaml's Phone pattern says exactly what the server accepts: a number fits the pattern
// if and only if the domain's rule takes it, so a tool reading the spec never sends a "valid" number
// the server refuses.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isNigerianMobile } from '@ile/domain';
import { OPENAPI_FILE } from './openapi-validator.ts';

const spec = parse(readFileSync(OPENAPI_FILE, 'utf8'));
const pattern = new RegExp(spec.components.schemas.Phone.pattern);

describe('the spec\'s Phone pattern', () => {
  it.each(['2347000000000', '0800 000 0000', '0702 3123456', '0917 123 4567', '0803 123'])('when %s is not a Nigerian mobile, then the pattern refuses it too', (phone) => {
    expect(isNigerianMobile(phone)).toBe(false);
    expect(pattern.test(phone)).toBe(false);
  });

  it.each(['0803 123 4567', '+234 803 123 4567', '2348031234567', '0702-012-3456', '0819 123 4567', '0916 123 4567', '07011234567'])('when %s is a Nigerian mobile, then the pattern takes it', (phone) => {
    expect(isNigerianMobile(phone)).toBe(true);
    expect(pattern.test(phone)).toBe(true);
  });

  it('when any prefix, ten digits and spaces or dashes are typed, then the pattern and the server agree', () => {
    const typed = fc
      .tuple(fc.constantFrom('0', '234', '+234'), fc.array(fc.tuple(fc.constantFrom('', '', ' ', '-'), fc.integer({ min: 0, max: 9 })), { minLength: 10, maxLength: 10 }))
      .map(([prefix, digits]) => prefix + digits.map(([separator, digit]) => separator + digit).join(''))
      .filter((phone) => phone.length <= 20);
    // Mobile prefixes are rare among random digits: bias half the runs towards 7, 8 and 9.
    const likely = typed.map((phone) => phone.replace(/^(\+?234|0)([ -]?)\d/, (_m, prefix: string, sep: string) => `${prefix}${sep}${'789'[phone.length % 3]}`));
    fc.assert(fc.property(fc.oneof(typed, likely), (phone) => pattern.test(phone) === isNigerianMobile(phone)), { numRuns: 5000 });
  });
});
