// The catalogue entry form as plain data: what an admin edits (prices as naira text), the checks the
// spec's ServiceUpdate makes (so most mistakes are caught before sending), the body in kobo, and the
// server's field paths mapped back onto the form's fields.
import type { Service } from '../../api/types.ts';
import type { ServiceUpdate } from './api/requests.ts';
import { koboToNairaText, parseNaira } from './naira.ts';

export const MAX_INCLUDES = 20;
export const LIMITS = { name: 80, tagline: 160, description: 2000, include: 200 } as const;

export interface IncludeLine {
  /** A stable key for React while lines are added and removed. */
  id: number;
  text: string;
}

export interface ServiceFormValues {
  name: string;
  tagline: string;
  description: string;
  includes: IncludeLine[];
  /** One naira text per price item, in the service's order. */
  prices: string[];
  active: boolean;
}

/** A form field: name, tagline, description, active, includes / includes.N, priceItems / priceItems.N. */
export type ServiceFieldKey = string;
export type ServiceFormErrors = Partial<Record<ServiceFieldKey, string>>;

export function formFromService(service: Service): ServiceFormValues {
  return {
    name: service.name,
    tagline: service.tagline,
    description: service.description,
    includes: service.includes.map((text, id) => ({ id, text })),
    prices: service.priceItems.map((item) => koboToNairaText(item.amountKobo)),
    active: service.active,
  };
}

function textProblem(value: string, max: number, what: string): string | undefined {
  const text = value.trim();
  if (text.length === 0) return `Enter the ${what}.`;
  if (text.length < 2) return `Use at least 2 characters for the ${what}.`;
  if (text.length > max) return `Use at most ${max} characters for the ${what} (now ${text.length}).`;
  return undefined;
}

export type ServiceFormResult = { ok: true; body: ServiceUpdate } | { ok: false; errors: ServiceFormErrors };

/** Checks the form and builds the request body (every price item, by key, in kobo). */
export function toServiceUpdate(values: ServiceFormValues, service: Service): ServiceFormResult {
  const errors: ServiceFormErrors = {};
  const put = (key: ServiceFieldKey, message: string | undefined) => {
    if (message) errors[key] = message;
  };
  put('name', textProblem(values.name, LIMITS.name, 'name'));
  put('tagline', textProblem(values.tagline, LIMITS.tagline, 'tagline'));
  put('description', textProblem(values.description, LIMITS.description, 'description'));
  if (values.includes.length > MAX_INCLUDES) put('includes', `List at most ${MAX_INCLUDES} things.`);
  values.includes.forEach((line, index) => {
    const text = line.text.trim();
    if (text.length === 0) put(`includes.${index}`, 'Write what is included, or remove this line.');
    else if (text.length > LIMITS.include) put(`includes.${index}`, `Use at most ${LIMITS.include} characters (now ${text.length}).`);
  });
  const priceItems = service.priceItems.map((item, index) => {
    const parsed = parseNaira(values.prices[index] ?? '');
    if (!parsed.ok) {
      put(`priceItems.${index}`, parsed.message);
      return item;
    }
    return { key: item.key, label: item.label, amountKobo: parsed.kobo };
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name: values.name.trim(),
      tagline: values.tagline.trim(),
      description: values.description.trim(),
      includes: values.includes.map((line) => line.text.trim()),
      priceItems,
      active: values.active,
    },
  };
}

/**
 * The server's field errors on the form's fields: `priceItems.2.amountKobo` is the third price,
 * `includes.1` the second line. Messages for anything else are returned apart, for the summary.
 */
export function mapServerFields(fields: Readonly<Record<string, string>> | undefined, values: ServiceFormValues): { errors: ServiceFormErrors; other: string[] } {
  const errors: ServiceFormErrors = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields ?? {})) {
    const [head, index] = path.split('.');
    if ((head === 'name' || head === 'tagline' || head === 'description' || head === 'active') && index === undefined) errors[head] = message;
    else if (head === 'includes' && index === undefined) errors.includes = message;
    else if (head === 'includes' && index !== undefined && Number(index) < values.includes.length) errors[`includes.${Number(index)}`] = message;
    else if (head === 'priceItems' && index === undefined) errors.priceItems = message;
    else if (head === 'priceItems' && index !== undefined && Number(index) < values.prices.length) errors[`priceItems.${Number(index)}`] = message;
    else other.push(message);
  }
  return { errors, other };
}

/** True when the form differs from the service as stored. */
export function isChanged(values: ServiceFormValues, service: Service): boolean {
  const stored = formFromService(service);
  return (
    values.name !== stored.name ||
    values.tagline !== stored.tagline ||
    values.description !== stored.description ||
    values.active !== stored.active ||
    values.includes.length !== stored.includes.length ||
    values.includes.some((line, i) => line.text !== stored.includes[i]?.text) ||
    values.prices.some((text, i) => {
      const parsed = parseNaira(text);
      return !parsed.ok || parsed.kobo !== service.priceItems[i]?.amountKobo;
    })
  );
}
