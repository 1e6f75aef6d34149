// Play-function helpers for the service forms: fill any service's details and the visit through the
// real controls (found by the engine's field ids), and the price the form should then show.
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatNaira, type ServiceKey } from '@ile/domain';
import { defaultDetails, detailFields, fieldId, formConfig, previewPrice, toDetailValues, type DetailValues } from '../../features/service-forms/index.ts';
import { buildService, buildVisitInput } from '../fixtures/index.ts';

function control(root: HTMLElement, path: string, suffix = ''): HTMLElement {
  const element = root.querySelector<HTMLElement>(`#${fieldId(path)}${suffix}`);
  if (!element) throw new Error(`no control for ${path}${suffix}`);
  return element;
}

export async function formReady(root: HTMLElement) {
  return within(root).findByRole('button', { name: 'Continue' }, { timeout: 5000 });
}

async function typeInto(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  if (text) await userEvent.type(element, text);
}

async function fillAddress(root: HTMLElement, path: string, address: Record<string, string>) {
  for (const part of ['street', 'landmark', 'area', 'city'] as const) {
    const value = address[part];
    if (value !== undefined) await typeInto(control(root, `${path}.${part}`), value);
  }
  if (address.state) await userEvent.selectOptions(control(root, `${path}.state`), address.state);
}

export async function fillDetails(root: HTMLElement, service: ServiceKey, details: Readonly<Record<string, unknown>>) {
  for (const field of detailFields(formConfig(service))) {
    const value = details[field.name];
    const path = `details.${field.name}`;
    if (value === undefined) continue;
    if (field.kind === 'choice' && typeof value === 'string') {
      if (field.display === 'select') await userEvent.selectOptions(control(root, path), value);
      else await userEvent.click(control(root, path, field.options[0]?.value === value ? '' : `-${value}`));
    } else if (field.kind === 'count' && typeof value === 'string') {
      await typeInto(control(root, path), value);
    } else if (field.kind === 'toggle' && typeof value === 'boolean') {
      const toggle = control(root, path);
      if (toggle instanceof HTMLInputElement && toggle.checked !== value) await userEvent.click(toggle);
    } else if (field.kind === 'address' && typeof value === 'object' && value !== null) {
      await fillAddress(root, path, Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string')));
    }
  }
}

export async function fillVisit(root: HTMLElement, overrides: Partial<Record<string, string>> = {}) {
  const visit = buildVisitInput(overrides);
  await fillAddress(root, 'visit.address', visit);
  await typeInto(control(root, 'visit.contactPhone'), visit.contactPhone ?? '');
}

/** The total the form should show for these details (the domain's quote over the seeded catalogue). */
export function expectedTotal(service: ServiceKey, details: Readonly<Record<string, unknown>>, preset: Readonly<DetailValues> = {}): string {
  const form = formConfig(service);
  const price = previewPrice(form, toDetailValues(form, details, defaultDetails(form, preset)), buildService({ key: service }).priceItems);
  if (!price) throw new Error(`no price for ${service}`);
  return formatNaira(price.totalKobo);
}

export async function expectTotal(root: HTMLElement, total: string) {
  await waitFor(() => expect(within(root).getByTestId('price-total')).toHaveTextContent(total));
}
