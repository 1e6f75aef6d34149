// The building blocks of a service form: the kinds of field a config can declare, the values a form
// holds (as typed, so nothing is lost), and a reader that turns those values into the request's
// typed details, recording a message per field path when a value breaks the spec's rules.
import { isRecord, NIGERIAN_STATES } from '@ile/domain';
import type { components } from '@ile/domain/schema';

export type Address = components['schemas']['Address'];
export type NigerianState = components['schemas']['NigerianState'];

/** Messages keyed by the field's path in the request body, the way the server names them (`visit.address.state`). */
export type FieldErrors = Record<string, string>;

export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
  hint?: string;
}

interface FieldBase<N extends string> {
  name: N;
  label: string;
  hint?: string;
}

export interface ChoiceField<V extends string = string, N extends string = string> extends FieldBase<N> {
  kind: 'choice';
  options: readonly ChoiceOption<V>[];
  /** Radio cards for a few options a person compares; a select for longer lists. */
  display: 'cards' | 'select';
  defaultValue: V;
}

export interface CountField<N extends string = string> extends FieldBase<N> {
  kind: 'count';
  min: number;
  max: number;
  /** How much the stepper buttons move the value (floor area moves by 10 m²). */
  step: number;
  defaultValue: number;
}

export interface ToggleField<N extends string = string> extends FieldBase<N> {
  kind: 'toggle';
  defaultValue: boolean;
}

export interface AddressField<N extends string = string> extends FieldBase<N> {
  kind: 'address';
}

export type DetailField = ChoiceField | CountField | ToggleField | AddressField;

// Tuples stop the conditional distributing over an enum's members.
type FieldFor<V, N extends string> = [V] extends [boolean]
  ? ToggleField<N>
  : [V] extends [number]
    ? CountField<N>
    : [V] extends [string]
      ? ChoiceField<V, N>
      : AddressField<N>;

/** One field per property of a service's details, of the kind its type calls for, named by its key. */
export type FieldsOf<T> = { [P in keyof T & string]-?: FieldFor<T[P], P> };

export const ADDRESS_PARTS = ['street', 'landmark', 'area', 'city', 'state'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export type AddressValues = Record<AddressPart, string>;

/** What one detail holds while the form is filled: counts stay strings, as typed. */
export type DetailValue = string | boolean | AddressValues;
export type DetailValues = Record<string, DetailValue>;

/** The spec's Address constraints (openapi.yaml `Address`); a unit test keeps them equal. */
export const ADDRESS_LIMITS = {
  street: { minLength: 3, maxLength: 200 },
  landmark: { maxLength: 200 },
  area: { minLength: 2, maxLength: 100 },
  city: { minLength: 2, maxLength: 100 },
} as const;

export const EMPTY_ADDRESS: AddressValues = { street: '', landmark: '', area: '', city: '', state: '' };

export function isNigerianState(value: string): value is NigerianState {
  return NIGERIAN_STATES.some((state) => state === value);
}

/** An address as stored in a draft, read defensively (missing parts become empty). */
export function toAddressValues(value: unknown): AddressValues {
  const record = isRecord(value) ? value : {};
  const part = (key: AddressPart) => (typeof record[key] === 'string' ? record[key] : '');
  return { street: part('street'), landmark: part('landmark'), area: part('area'), city: part('city'), state: part('state') };
}

function textProblem(value: string, limits: { minLength?: number; maxLength: number }, empty: string, short: string): string | undefined {
  if (value.length === 0) return limits.minLength ? empty : undefined;
  if (limits.minLength && value.length < limits.minLength) return short;
  if (value.length > limits.maxLength) return `Use at most ${limits.maxLength} characters.`;
  return undefined;
}

/** An address parsed from what was typed; problems go into `errors` under `path.<part>`. */
export function readAddress(values: AddressValues, path: string, errors: FieldErrors): Address {
  const street = values.street.trim();
  const landmark = values.landmark.trim();
  const area = values.area.trim();
  const city = values.city.trim();
  const problems: Partial<Record<AddressPart, string | undefined>> = {
    street: textProblem(street, ADDRESS_LIMITS.street, 'Enter the house number and street.', 'Enter the house number and street, like 12 Aminu Kano Crescent.'),
    landmark: textProblem(landmark, ADDRESS_LIMITS.landmark, '', ''),
    area: textProblem(area, ADDRESS_LIMITS.area, 'Enter the area or estate, like Wuse 2 or Lekki Phase 1.', 'Enter the full name of the area or estate.'),
    city: textProblem(city, ADDRESS_LIMITS.city, 'Enter the town or city.', 'Enter the full name of the town or city.'),
    state: isNigerianState(values.state) ? undefined : 'Choose the state.',
  };
  for (const part of ADDRESS_PARTS) {
    const problem = problems[part];
    if (problem) errors[`${path}.${part}`] = problem;
  }
  const state: NigerianState = isNigerianState(values.state) ? values.state : 'Lagos';
  return { street, area, city, state, ...(landmark ? { landmark } : {}) };
}

/** Reads a form's values into typed details. Each method answers a value of the right type (the
 * default when the typed one is wrong) and records why it was wrong, so one pass finds every problem. */
export interface Reader {
  choice<V extends string>(field: ChoiceField<V>): V;
  count(field: CountField): number;
  toggle(field: ToggleField): boolean;
  address(field: AddressField): Address;
}

export function countProblem(raw: DetailValue | undefined, field: Pick<CountField, 'min' | 'max'>): { value: number } | { problem: string } {
  const typed = typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,7}$/.test(typed)) return { problem: `Enter a whole number from ${field.min} to ${field.max}.` };
  const value = Number(typed);
  if (value < field.min) return { problem: `Choose at least ${field.min}.` };
  if (value > field.max) return { problem: `Choose ${field.max} or fewer.` };
  return { value };
}

export function createReader(values: DetailValues, errors: FieldErrors, prefix = 'details'): Reader {
  return {
    choice(field) {
      const raw = values[field.name];
      const option = field.options.find((o) => o.value === raw);
      if (!option) {
        errors[`${prefix}.${field.name}`] = 'Choose one of the options.';
        return field.defaultValue;
      }
      return option.value;
    },
    count(field) {
      const result = countProblem(values[field.name], field);
      if ('problem' in result) {
        errors[`${prefix}.${field.name}`] = result.problem;
        return field.defaultValue;
      }
      return result.value;
    },
    toggle(field) {
      const raw = values[field.name];
      return typeof raw === 'boolean' ? raw : field.defaultValue;
    },
    address(field) {
      return readAddress(toAddressValues(values[field.name]), `${prefix}.${field.name}`, errors);
    },
  };
}

/** The id of the control for a field path, so errors, labels and focus agree. */
export function fieldId(path: string): string {
  return `sf-${path.replace(/\./g, '-')}`;
}
