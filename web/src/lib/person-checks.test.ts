// Proves the forms' e-mail check is the one rule the spec's Email and the BFF enforce, with the same message.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EMAIL_HINT, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@ile/domain';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkEmail } from './person-checks.ts';

const spec = parse(readFileSync(fileURLToPath(new URL('../../../openapi.yaml', import.meta.url)), 'utf8')) as { components: { schemas: { Email: Record<string, unknown> } } };

describe('checkEmail', () => {
  it('when the address is one no mail can reach, then the field shows the server’s message', () => {
    for (const email of ['x@localhost', 'v@io', 'f!!@test', '"a b"@example.ng', 'f!!@test.ng', '"ab"@example.ng', 'ada..okafor@example.ng', '.ada@example.ng', 'ada@example.c']) {
      expect(checkEmail(email), email).toBe(EMAIL_HINT);
    }
  });

  it('when the address is plain and dotted, then it passes, spaces around it trimmed', () => {
    for (const email of ['someone@example.ng', ' ada.okafor+ile@mail.example.com.ng ', 'musa_ibrahim@ile.ng']) expect(checkEmail(email), email).toBeUndefined();
    expect(checkEmail('  ')).toBe('Enter your e-mail address.');
  });

  it('the spec’s Email has the domain rule as its pattern and length', () => {
    expect(spec.components.schemas.Email).toMatchObject({ type: 'string', format: 'email', pattern: EMAIL_PATTERN, maxLength: EMAIL_MAX_LENGTH });
  });
});
