// Proves the pro form's checks mirror ProApplicationRequest, the body is sent in the spec's shape, and
// server field messages land next to their fields.
import { NIN_HINT, NIN_PATTERN } from '@ile/domain';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { EMPTY_PRO_FORM, parseProApplication, serverFieldErrors, type ProFormValues } from './application-form.ts';
import { clearProDraft, PRO_DRAFT_KEY, readProDraft, writeProDraft } from './draft.ts';
import { describeDays } from './id-types-and-weekdays.ts';

const filled: ProFormValues = {
  name: '  Musa Ibrahim ',
  email: ' musa.ibrahim@example.ng ',
  phone: '0803 123 4599',
  services: ['electricals', 'plumbing'],
  state: 'FCT',
  area: ' Wuse ',
  yearsExperience: '8',
  about: '  Plumber for eight years: leaks, drains and pumping machines.  ',
  idType: 'nin',
  idNumber: '123 4567 8901',
  ownTools: 'yes',
  daysAvailable: ['sat', 'mon'],
  referee1Name: ' Aisha Bello ',
  referee1Phone: '0802 123 4501',
  referee2Name: 'Chinedu Okeke',
  referee2Phone: '+234 802 123 4502',
  consent: true,
};

describe('parseProApplication', () => {
  it('when everything is filled, then the body is trimmed, the phone is +234…, lists are in the catalogue and week order', () => {
    const parsed = parseProApplication(filled);
    expect(parsed).toEqual({
      ok: true,
      body: {
        name: 'Musa Ibrahim',
        email: 'musa.ibrahim@example.ng',
        phone: '+2348031234599',
        services: ['plumbing', 'electricals'],
        state: 'FCT',
        area: 'Wuse',
        yearsExperience: 8,
        about: 'Plumber for eight years: leaks, drains and pumping machines.',
        idType: 'nin',
        idNumber: '12345678901',
        ownTools: true,
        daysAvailable: ['mon', 'sat'],
        referees: [
          { name: 'Aisha Bello', phone: '+2348021234501' },
          { name: 'Chinedu Okeke', phone: '+2348021234502' },
        ],
        consent: true,
      },
    });
  });

  it('when nothing is filled, then every one of the 17 fields says what to do (years of experience too: it starts empty)', () => {
    const parsed = parseProApplication(EMPTY_PRO_FORM);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(['about', 'area', 'consent', 'daysAvailable', 'email', 'idNumber', 'idType', 'name', 'ownTools', 'phone', 'services', 'state', 'yearsExperience', 'referee1Name', 'referee1Phone', 'referee2Name', 'referee2Phone'].sort());
    expect(parsed.errors.consent).toMatch(/agree to the checks/);
    expect(EMPTY_PRO_FORM.yearsExperience).toBe('');
    expect(parsed.errors.yearsExperience).toBe('Enter how many years you have done this work (0 if you are starting).');
  });

  it('when a reference gives the applicant’s own phone, or both give the same one, or one is not a Nigerian mobile, then that phone is refused', () => {
    const own = parseProApplication({ ...filled, referee1Phone: '+234 803 123 4599' });
    expect(own.ok ? {} : own.errors).toEqual({ referee1Phone: 'Give the number of someone you have worked for, not your own.' });
    const twice = parseProApplication({ ...filled, referee2Phone: '08021234501' });
    expect(twice.ok ? {} : twice.errors).toEqual({ referee2Phone: 'Give two different people, each with their own number.' });
    const landline = parseProApplication({ ...filled, referee2Phone: '01 234 5678', referee1Name: 'Aisha 2' });
    expect(landline.ok ? {} : Object.keys(landline.errors).sort()).toEqual(['referee1Name', 'referee2Phone']);
  });

  it('when the server names a reference by index, then the message lands on that reference’s field', () => {
    expect(serverFieldErrors({ 'referees.1.phone': 'x', 'referees.0.name': 'y', referees: 'z' }).errors).toEqual({ referee2Phone: 'x', referee1Name: 'y' });
  });

  it('when the limits of the spec are crossed, then the messages say how', () => {
    const parsed = parseProApplication({ ...filled, phone: '0123 456 7890', yearsExperience: '61', about: 'Too short.', area: 'W', idNumber: '1234' });
    expect(parsed.ok ? {} : parsed.errors).toEqual({
      phone: 'Enter a Nigerian mobile number, like 0803 123 4567.',
      yearsExperience: 'Enter at most 60 years.',
      about: 'Write at least 20 characters: the work you do and what customers say.',
      area: 'Enter the full name of the area.',
      idNumber: NIN_HINT,
    });
  });

  it('when the years are not a whole number or the about is too long, then they are refused', () => {
    const parsed = parseProApplication({ ...filled, yearsExperience: '2.5', about: 'x'.repeat(1001) });
    expect(parsed.ok ? {} : parsed.errors).toEqual({ yearsExperience: 'Enter a whole number of years, like 5.', about: 'Use at most 1000 characters.' });
  });

  it('when another ID is used, then it is kept as printed and only letters, digits, spaces and dashes pass', () => {
    const passport = parseProApplication({ ...filled, idType: 'international_passport', idNumber: ' A0123 4567 ' });
    expect(passport.ok && passport.body.idNumber).toBe('A0123 4567');
    const odd = parseProApplication({ ...filled, idType: 'voters_card', idNumber: '90F5/B1C2' });
    expect(odd.ok ? {} : odd.errors).toEqual({ idNumber: 'Use only letters, digits, spaces and dashes, as printed on the ID.' });
  });

  it('when 0 years are typed, then a beginner can apply', () => {
    const parsed = parseProApplication({ ...filled, yearsExperience: '0' });
    expect(parsed.ok && parsed.body.yearsExperience).toBe(0);
  });
});

describe('serverFieldErrors', () => {
  it('when the server names fields and list items, then each goes to its field and the rest to the summary', () => {
    expect(serverFieldErrors({ phone: 'Already being reviewed.', 'services.1': 'Not a service we offer.', 'x.y': 'Something else.' })).toEqual({
      errors: { phone: 'Already being reviewed.', services: 'Not a service we offer.' },
      other: ['Something else.'],
    });
  });
});

describe('the draft', () => {
  function memoryStorage(): Storage {
    const data = new Map<string, string>();
    return {
      get length() {
        return data.size;
      },
      clear: () => data.clear(),
      getItem: (key) => data.get(key) ?? null,
      key: (index) => [...data.keys()][index] ?? null,
      removeItem: (key) => void data.delete(key),
      setItem: (key, value) => void data.set(key, value),
    };
  }

  it('when kept and read back, then everything comes back (lists in their usual order) except the ID number and the consent', () => {
    const store = memoryStorage();
    writeProDraft(filled, store);
    expect(store.getItem(PRO_DRAFT_KEY)).not.toContain('4567');
    expect(readProDraft(store)).toEqual({ ...filled, services: ['plumbing', 'electricals'], daysAvailable: ['mon', 'sat'], idNumber: '', consent: false });
    clearProDraft(store);
    expect(readProDraft(store)).toBeNull();
  });

  it('when storage holds something else, then it is read as well as it can be, never trusted', () => {
    const store = memoryStorage();
    store.setItem(PRO_DRAFT_KEY, JSON.stringify({ name: 42, services: ['plumbing', 'gardening'], ownTools: 'maybe', daysAvailable: 'mon' }));
    expect(readProDraft(store)).toEqual({ ...EMPTY_PRO_FORM, services: ['plumbing'] });
    store.setItem(PRO_DRAFT_KEY, '{not json');
    expect(readProDraft(store)).toBeNull();
  });
});

describe('describeDays', () => {
  it('when days run on, then they read as a range; otherwise as a list', () => {
    expect(describeDays(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'])).toBe('Monday to Saturday');
    expect(describeDays(['mon', 'wed', 'fri'])).toBe('Monday, Wednesday and Friday');
    expect(describeDays(['sun'])).toBe('Sunday');
    expect(describeDays(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])).toBe('Every day');
  });
});

describe('the NIN rule', () => {
  it('is the one the spec gives a NIN in ProApplicationRequest (its if/then pattern)', () => {
    const spec = parse(readFileSync(fileURLToPath(new URL('../../../../openapi.yaml', import.meta.url)), 'utf8')) as {
      components: { schemas: { ProApplicationRequest: { if: unknown; then: { properties: { idNumber: { pattern: string } } } } } };
    };
    const request = spec.components.schemas.ProApplicationRequest;
    expect(request.if).toEqual({ required: ['idType'], properties: { idType: { const: 'nin' } } });
    expect(request.then.properties.idNumber.pattern).toBe(NIN_PATTERN);
  });
});
