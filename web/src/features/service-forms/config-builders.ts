// What a service form's config is, and the helpers the 17 configs (configs/<service>.ts) are written
// with: which details a form asks, of what kind, with the spec's limits and enums, the defaults that
// let the price show at once, and how the details are read into the request.
import type { DetailsByService, ServiceKey } from '@ile/domain';
import type { AddressField, ChoiceField, ChoiceOption, CountField, FieldsOf, Reader, ToggleField } from './fields.ts';

export interface ServiceFormConfig<K extends ServiceKey> {
  service: K;
  /** The heading over the visit address (moving asks where the move starts). */
  addressTitle: string;
  /** The details, in the order they are asked. */
  fields: FieldsOf<DetailsByService[K]>;
  build(read: Reader, fields: FieldsOf<DetailsByService[K]>): DetailsByService[K];
}

export function choice<N extends string, V extends string>(
  name: N,
  label: string,
  defaultValue: NoInfer<V>,
  options: readonly ChoiceOption<V>[],
  more: { display?: 'cards' | 'select'; hint?: string } = {},
): ChoiceField<V, N> {
  return { kind: 'choice', name, label, defaultValue, options, display: more.display ?? 'cards', ...(more.hint ? { hint: more.hint } : {}) };
}

export function count<N extends string>(name: N, label: string, limits: { min: number; max: number; defaultValue: number; step?: number; hint?: string }): CountField<N> {
  const { hint, step = 1, ...rest } = limits;
  return { kind: 'count', name, label, step, ...rest, ...(hint ? { hint } : {}) };
}

export function toggle<N extends string>(name: N, label: string, defaultValue: boolean, hint?: string): ToggleField<N> {
  return { kind: 'toggle', name, label, defaultValue, ...(hint ? { hint } : {}) };
}

export function address<N extends string>(name: N, label: string, hint?: string): AddressField<N> {
  return { kind: 'address', name, label, ...(hint ? { hint } : {}) };
}

/** The visit address's heading on most forms. */
export const HOME = 'Where should the pro come?';

/** How often a recurring service comes (office cleaning, garbage disposal). */
export const FREQUENCIES = [
  { value: 'one_off', label: 'Just once' },
  { value: 'weekly', label: 'Every week' },
  { value: 'fortnightly', label: 'Every two weeks' },
  { value: 'monthly', label: 'Every month' },
] as const;
