// Proves the forms' rules are the spec's: every config's fields, limits and options equal openapi.yaml's schemas.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEFAULT_CATALOGUE, NIGERIAN_STATES, SERVICE_KEYS, normalizeNigerianPhone } from '@ile/domain';
import { SERVICE_FORMS } from './configs.ts';
import { ADDRESS_LIMITS } from './fields.ts';
import { detailFields } from './parse.ts';
import { TIME_WINDOWS, VISIT_FIELDS, VISIT_LIMITS } from './visit.ts';

type Json = Record<string, unknown>;

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const spec: unknown = parse(readFileSync(fileURLToPath(new URL('../../../../openapi.yaml', import.meta.url)), 'utf8'));

function at(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) current = isJson(current) ? current[key] : undefined;
  return current;
}

/** A schema with its `$ref` followed (the spec only refers within components/schemas). */
function schema(value: unknown): Json {
  const ref = at(value, '$ref');
  const resolved = typeof ref === 'string' ? at(spec, 'components', 'schemas', ref.replace('#/components/schemas/', '')) : value;
  if (!isJson(resolved)) throw new Error(`no schema at ${String(ref)}`);
  return resolved;
}

function properties(s: Json): Json {
  const props = s.properties;
  if (!isJson(props)) throw new Error('schema has no properties');
  return props;
}

function detailsSchemaOf(formPath: string): Json {
  const body = schema(at(spec, 'paths', formPath, 'post', 'requestBody', 'content', 'application/json', 'schema'));
  expect(Object.keys(properties(body)).sort()).toEqual(['details', 'visit']);
  return schema(properties(body).details);
}

const sorted = (values: readonly unknown[]) => [...values].map(String).sort();

describe('service form configs against openapi.yaml', () => {
  it('when the catalogue lists 17 services, then there is one config for each', () => {
    expect(Object.keys(SERVICE_FORMS).sort()).toEqual([...SERVICE_KEYS].sort());
  });

  for (const entry of DEFAULT_CATALOGUE) {
    describe(`${entry.key} (POST ${entry.formPath})`, () => {
      const details = detailsSchemaOf(entry.formPath);
      const props = properties(details);
      const fields = detailFields(SERVICE_FORMS[entry.key]);

      it('asks exactly the details the schema has, all of them required', () => {
        expect(sorted(fields.map((f) => f.name))).toEqual(sorted(Object.keys(props)));
        expect(sorted(Array.isArray(details.required) ? details.required : [])).toEqual(sorted(Object.keys(props)));
        expect(details.additionalProperties).toBe(false);
      });

      for (const field of fields) {
        it(`"${field.name}" is a ${field.kind} with the schema's limits`, () => {
          const prop = schema(props[field.name]);
          switch (field.kind) {
            case 'count':
              expect(prop.type).toBe('integer');
              expect({ min: field.min, max: field.max }).toEqual({ min: prop.minimum, max: prop.maximum });
              expect(field.defaultValue).toBeGreaterThanOrEqual(field.min);
              expect(field.defaultValue).toBeLessThanOrEqual(field.max);
              break;
            case 'choice':
              expect(prop.type).toBe('string');
              expect(sorted(field.options.map((o) => o.value))).toEqual(sorted(Array.isArray(prop.enum) ? prop.enum : []));
              expect(field.options.map((o) => o.value)).toContain(field.defaultValue);
              break;
            case 'toggle':
              expect(prop.type).toBe('boolean');
              break;
            case 'address':
              expect(prop).toEqual(schema({ $ref: '#/components/schemas/Address' }));
              break;
          }
        });
      }
    });
  }
});

describe('the visit questions against openapi.yaml', () => {
  const visit = schema({ $ref: '#/components/schemas/Visit' });
  // The form asks for the spec's Phone; an erased customer's old booking carries ErasedPhone instead (the other branch).
  const phoneRef = { $ref: '#/components/schemas/Phone' };
  const contactPhone = schema(properties(visit).contactPhone);
  const visitPhone = schema(Array.isArray(contactPhone.oneOf) && contactPhone.oneOf.some((branch) => JSON.stringify(branch) === JSON.stringify(phoneRef)) ? phoneRef : contactPhone);
  const address = schema({ $ref: '#/components/schemas/Address' });

  it('the address limits are the spec Address limits, and the same parts are required', () => {
    const props = properties(address);
    for (const [part, limits] of Object.entries(ADDRESS_LIMITS)) {
      const prop = schema(props[part]);
      expect({ part, minLength: prop.minLength, maxLength: prop.maxLength }).toEqual({ part, minLength: 'minLength' in limits ? limits.minLength : undefined, maxLength: limits.maxLength });
    }
    expect(sorted(Array.isArray(address.required) ? address.required : [])).toEqual(['area', 'city', 'state', 'street']);
  });

  it('the states are the spec NigerianState enum, in its order', () => {
    expect([...NIGERIAN_STATES]).toEqual(schema({ $ref: '#/components/schemas/NigerianState' }).enum);
  });

  it('the time windows are the spec TimeWindow enum', () => {
    expect(TIME_WINDOWS.map((w) => w.value)).toEqual(schema({ $ref: '#/components/schemas/TimeWindow' }).enum);
  });

  it('notes, date and phone have the spec limits', () => {
    const props = properties(visit);
    expect(schema(props.notes).maxLength).toBe(VISIT_LIMITS.notes.maxLength);
    expect(schema(props.date).maxLength).toBe(VISIT_LIMITS.date.maxLength);
    expect({ minLength: visitPhone.minLength, maxLength: visitPhone.maxLength }).toEqual(VISIT_LIMITS.contactPhone);
  });

  it('every visit property has a question (the address as its parts, who is at home as a choice, a name and a phone)', () => {
    const asked = new Set<string>(VISIT_FIELDS);
    for (const key of Object.keys(properties(visit))) {
      if (key === 'address') continue;
      if (key === 'atHome') {
        for (const part of Object.keys(properties(schema(properties(visit).atHome)))) {
          expect(asked.has(`atHome${part[0]?.toUpperCase()}${part.slice(1)}`), `atHome.${part}`).toBe(true);
        }
        continue;
      }
      expect(asked.has(key), key).toBe(true);
    }
    for (const part of Object.keys(properties(address))) {
      // The LGA is optional and not asked: people rarely know it, and pros find houses by landmark.
      if (part === 'lga') continue;
      expect(asked.has(part), part).toBe(true);
    }
  });

  it('the phone the form sends matches the spec Phone pattern for each way people type it', () => {
    const pattern = new RegExp(String(visitPhone.pattern));
    for (const typed of ['0803 123 4567', '08031234567', '+234 803 123 4567', '+2348031234567', '234 803 123 4567', '0803-123-4567']) {
      const sent = normalizeNigerianPhone(typed);
      expect(sent, typed).not.toBeNull();
      expect(pattern.test(sent ?? ''), typed).toBe(true);
    }
  });
});
