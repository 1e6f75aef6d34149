// Proves the catalogue form sends exactly what the spec's ServiceUpdate takes: prices in kobo by key,
// trimmed words, every check made before sending, and the server's field paths shown on the right field.
import { describe, expect, it } from 'vitest';
import { buildService } from '../../testing/fixtures/index.ts';
import { formFromService, isChanged, mapServerFields, toServiceUpdate, type ServiceFormValues } from './service-form.ts';

const service = buildService({ key: 'home-cleaning' });

function edit(change: Partial<ServiceFormValues>): ServiceFormValues {
  return { ...formFromService(service), ...change };
}

describe('toServiceUpdate', () => {
  it('when the form is untouched, then the body is the service as stored', () => {
    const result = toServiceUpdate(formFromService(service), service);
    expect(result).toEqual({
      ok: true,
      body: { name: service.name, tagline: service.tagline, description: service.description, includes: service.includes, priceItems: service.priceItems, active: true },
    });
  });

  it('when a price is typed in naira with kobo, then the body carries exact kobo for that key and keeps the label', () => {
    const prices = formFromService(service).prices.map((p, i) => (i === 1 ? '27,500.10' : p));
    const result = toServiceUpdate(edit({ prices }), service);
    if (!result.ok) throw new Error('expected a body');
    expect(result.body.priceItems[1]).toEqual({ key: 'base.deep', label: 'Deep cleaning', amountKobo: 2_750_010 });
    expect(result.body.priceItems.map((p) => p.key)).toEqual(service.priceItems.map((p) => p.key));
  });

  it('when words have spaces around them, then they are trimmed; hiding is sent as active false', () => {
    const result = toServiceUpdate(edit({ name: '  Home cleaning  ', includes: [{ id: 0, text: ' Laundry folded ' }], active: false }), service);
    expect(result).toMatchObject({ ok: true, body: { name: 'Home cleaning', includes: ['Laundry folded'], active: false } });
  });

  it('when fields are wrong, then each gets its own message and nothing is sent', () => {
    const prices = formFromService(service).prices.map((p, i) => (i === 0 ? '15k' : i === 4 ? '' : p));
    const result = toServiceUpdate(edit({ name: ' ', tagline: 'x'.repeat(161), includes: [{ id: 0, text: 'Dusting' }, { id: 1, text: '  ' }], prices }), service);
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Enter the name.',
        tagline: 'Use at most 160 characters for the tagline (now 161).',
        'includes.1': 'Write what is included, or remove this line.',
        'priceItems.0': 'Enter an amount in naira using digits only, like 15000 or 15,000.50.',
        'priceItems.4': 'Enter an amount in naira, like 15000.',
      },
    });
  });

  it('when there are more than 20 inclusions, then the list is refused', () => {
    const includes = Array.from({ length: 21 }, (_, id) => ({ id, text: `Thing ${id}` }));
    expect(toServiceUpdate(edit({ includes }), service)).toEqual({ ok: false, errors: { includes: 'List at most 20 things.' } });
  });
});

describe('mapServerFields', () => {
  it('when the server names fields by their body path, then each lands on its form field and the rest are kept apart', () => {
    const values = formFromService(service);
    expect(
      mapServerFields(
        { name: 'Use at least 2 characters.', 'priceItems.2.amountKobo': 'Enter at most 100000000000.', 'includes.3': 'Use at most 200 characters.', priceItems: 'Keys cannot change.', 'includes.9': 'Out of range.', sortOrder: 'Not allowed.' },
        values,
      ),
    ).toEqual({
      errors: { name: 'Use at least 2 characters.', 'priceItems.2': 'Enter at most 100000000000.', 'includes.3': 'Use at most 200 characters.', priceItems: 'Keys cannot change.' },
      other: ['Out of range.', 'Not allowed.'],
    });
  });
});

describe('isChanged', () => {
  it('when only the way a price is written differs, then nothing changed; a new amount is a change', () => {
    expect(isChanged(formFromService(service), service)).toBe(false);
    expect(isChanged(edit({ prices: formFromService(service).prices.map((p, i) => (i === 0 ? '₦15,000.00' : p)) }), service)).toBe(false);
    expect(isChanged(edit({ prices: formFromService(service).prices.map((p, i) => (i === 0 ? '16000' : p)) }), service)).toBe(true);
    expect(isChanged(edit({ active: false }), service)).toBe(true);
    expect(isChanged(edit({ includes: formFromService(service).includes.slice(1) }), service)).toBe(true);
  });
});
