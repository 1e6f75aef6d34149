// Proves what the form sends: typed values become the spec's body (phones normalised, text trimmed),
// each problem is reported under the server's field path, the live price is the domain's quote, and a
// kept draft is summarised for the finalize screen.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE, quote, REAL_DATE_HINT, type ServiceKey } from '@ile/domain';
import { formConfig } from './configs.ts';
import { summariseDraft } from './draft-summary.ts';
import { loadDraftForm } from './form-loaders.ts';
import { defaultDetails, draftVisit, parseBooking, previewPrice, type FormValues } from './parse.ts';
import { defaultVisit, windowChoices, type VisitValues } from './visit.ts';

const NOW = new Date('2026-03-10T09:00:00+01:00');
const prices = (key: ServiceKey) => DEFAULT_CATALOGUE.find((e) => e.key === key)?.priceItems ?? [];

const visit = (overrides: Partial<VisitValues> = {}): VisitValues => ({
  ...defaultVisit(NOW),
  street: ' 12 Aminu Kano Crescent ',
  landmark: 'Opposite Banex Plaza',
  area: 'Wuse 2',
  city: 'Abuja',
  state: 'FCT',
  date: '2026-03-14',
  timeWindow: 'afternoon',
  contactPhone: '0803 123 4567',
  ...overrides,
});

describe('parseBooking', () => {
  it('when everything is filled, then the body is the spec shape with the phone normalised and text trimmed', () => {
    const values: FormValues = { details: { ...defaultDetails(formConfig('home-cleaning')), cleaningType: 'deep', bedrooms: '3' }, visit: visit() };
    expect(parseBooking(formConfig('home-cleaning'), values, NOW)).toEqual({
      ok: true,
      body: {
        details: { cleaningType: 'deep', bedrooms: 3, bathrooms: 1 },
        visit: {
          address: { street: '12 Aminu Kano Crescent', landmark: 'Opposite Banex Plaza', area: 'Wuse 2', city: 'Abuja', state: 'FCT' },
          date: '2026-03-14',
          timeWindow: 'afternoon',
          contactPhone: '+2348031234567',
        },
      },
    });
  });

  it('when the phone is typed with +234, then it is accepted', () => {
    const result = parseBooking(formConfig('plumbing'), { details: defaultDetails(formConfig('plumbing')), visit: visit({ contactPhone: '+234 803 123 4567' }) }, NOW);
    expect(result.ok && result.body.visit.contactPhone).toBe('+2348031234567');
  });

  it('when fields break the rules, then each has a message under the server path', () => {
    const values: FormValues = {
      details: { ...defaultDetails(formConfig('home-cleaning')), bedrooms: '11', bathrooms: 'two' },
      visit: visit({ street: 'No', area: '', state: 'Abuja', date: '2026-03-09', contactPhone: '0123', notes: 'x'.repeat(1001) }),
    };
    const result = parseBooking(formConfig('home-cleaning'), values, NOW);
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual([
      'details.bathrooms',
      'details.bedrooms',
      'visit.address.area',
      'visit.address.state',
      'visit.address.street',
      'visit.contactPhone',
      'visit.date',
      'visit.notes',
    ]);
    expect(!result.ok && result.errors['details.bedrooms']).toBe('Choose 10 or fewer.');
    expect(!result.ok && result.errors['visit.date']).toBe('Choose today or a later day.');
  });

  it('when a day is more than 60 days ahead, then it is refused', () => {
    const result = parseBooking(formConfig('carpentery'), { details: defaultDetails(formConfig('carpentery')), visit: visit({ date: '2026-05-10' }) }, NOW);
    expect(!result.ok && result.errors['visit.date']).toBe('Choose a day within the next 60 days.');
  });

  it('when a day inside the window is not on the calendar, then the message is the one the server gives', () => {
    // NOW is 10 March 2026: 31 April and 29 February 2027 look like days but are not.
    for (const [date, now] of [['2026-04-31', NOW], ['2027-02-29', new Date('2027-02-01T09:00:00+01:00')]] as const) {
      const result = parseBooking(formConfig('plumbing'), { details: defaultDetails(formConfig('plumbing')), visit: visit({ date }) }, now);
      expect(result.ok, date).toBe(false);
      expect(!result.ok && result.errors, date).toEqual({ 'visit.date': REAL_DATE_HINT });
    }
  });

  it('when moving, then the destination is checked part by part', () => {
    const result = parseBooking(formConfig('moving-help'), { details: defaultDetails(formConfig('moving-help')), visit: visit() }, NOW);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['details.destination.area', 'details.destination.city', 'details.destination.state', 'details.destination.street']);
  });
});

describe('visit windows', () => {
  const home = formConfig('home-cleaning');
  const withVisit = (overrides: Partial<VisitValues>): FormValues => ({ details: defaultDetails(home), visit: visit(overrides) });

  it('when today\'s morning starts in less than 2 hours, then it is not offered, the note says why, and choosing it gets the server\'s sentence', () => {
    // NOW is 09:00 in Lagos on 10 March: morning has begun, afternoon (12:00) is 3 hours away.
    expect(windowChoices('2026-03-10', NOW)).toEqual({
      options: [expect.objectContaining({ value: 'afternoon' }), expect.objectContaining({ value: 'evening' })],
      note: "Morning has passed for today (a visit needs 2 hours' notice).",
    });
    expect(parseBooking(home, withVisit({ date: '2026-03-10', timeWindow: 'morning' }), NOW)).toEqual({
      ok: false,
      errors: { 'visit.timeWindow': 'That time is too soon: choose a window that starts at least 2 hours from now.' },
    });
    expect(parseBooking(home, withVisit({ date: '2026-03-10', timeWindow: 'afternoon' }), NOW).ok).toBe(true);
  });

  it('when the day is later or not bookable, then every window is offered and no note is shown', () => {
    expect(windowChoices('2026-03-11', NOW)).toEqual({ options: expect.arrayContaining([expect.objectContaining({ value: 'morning' })]), note: null });
    expect(windowChoices('2026-03-09', NOW).options).toHaveLength(3);
  });
});

describe('previewPrice', () => {
  it('when the details are valid, then it is the domain quote', () => {
    const details = { ...defaultDetails(formConfig('tv-installs')), tvs: '2', size: 'over_65in' };
    expect(previewPrice(formConfig('tv-installs'), details, prices('tv-installs'))).toEqual(quote('tv-installs', { tvs: 2, size: 'over_65in', wallMount: true }, prices('tv-installs')));
  });

  it('when a count is out of range, then there is no price rather than a wrong one', () => {
    expect(previewPrice(formConfig('home-cleaning'), { ...defaultDetails(formConfig('home-cleaning')), bedrooms: '0' }, prices('home-cleaning'))).toBeNull();
  });

  it('when the moving destination is still empty, then the survey fee shows anyway', () => {
    expect(previewPrice(formConfig('moving-help'), defaultDetails(formConfig('moving-help')), prices('moving-help'))).toMatchObject({ totalKobo: 1_000_000, inspectionOnly: true });
  });

  it('when the fetched catalogue lacks a price the job needs, then there is no price', () => {
    expect(previewPrice(formConfig('plumbing'), defaultDetails(formConfig('plumbing')), [])).toBeNull();
  });

  it('when interior painting is preset, then the defaults price one room inside', () => {
    const price = previewPrice(formConfig('painting'), defaultDetails(formConfig('painting'), { scope: 'interior' }), prices('painting'));
    expect(price?.totalKobo).toBe(2_500_000 + 2_000_000);
  });
});

describe('summariseDraft', () => {
  const draft = {
    service: 'home-cleaning' as const,
    visit: draftVisit(visit()),
    details: { cleaningType: 'deep', bedrooms: '3', bathrooms: '2' },
  };

  it('when the draft is complete, then it has lines in words, the price and the typed body', async () => {
    const summary = summariseDraft(await loadDraftForm('home-cleaning'), draft, prices('home-cleaning'), NOW);
    expect(summary.lines).toEqual([
      { label: 'Type of cleaning', value: 'Deep clean' },
      { label: 'Bedrooms', value: '3' },
      { label: 'Bathrooms and toilets', value: '2' },
    ]);
    expect(summary.visitLines).toContainEqual({ label: 'Address', value: '12 Aminu Kano Crescent, Wuse 2, Abuja, FCT (Abuja)' });
    expect(summary.visitLines).toContainEqual({ label: 'Day', value: '14 March 2026' });
    expect(summary.visitLines).toContainEqual({ label: 'Time', value: 'Afternoon, 12pm to 4pm' });
    expect(summary.price?.totalKobo).toBe(2_500_000 + 3 * 400_000 + 2 * 300_000);
    expect(summary.parsed.ok && summary.parsed.booking.service).toBe('home-cleaning');
    expect(summary.parsed.ok && summary.parsed.booking.body.details).toEqual({ cleaningType: 'deep', bedrooms: 3, bathrooms: 2 });
  });

  it('when the day in a kept draft has passed, then it is a problem of visit.date', async () => {
    const summary = summariseDraft(await loadDraftForm('home-cleaning'), draft, prices('home-cleaning'), new Date('2026-04-01T09:00:00+01:00'));
    expect(summary.parsed).toEqual({ ok: false, problems: [{ field: 'visit.date', message: 'Choose today or a later day.' }] });
  });

  it('when a draft holds counts as numbers or an old shape, then it is read defensively', async () => {
    const summary = summariseDraft(await loadDraftForm('curtains'), { visit: { address: 'nonsense' }, details: { windows: 4, job: 'sew_and_hang', measuring: true } }, prices('curtains'), NOW);
    expect(summary.lines).toContainEqual({ label: 'How many windows?', value: '4' });
    expect(summary.lines).toContainEqual({ label: 'Measure my windows first', value: 'Yes' });
    expect(summary.parsed.ok).toBe(false);
  });

  it('when the form for a draft of any service is loaded, then it is that service\'s form, and its parse names the service', async () => {
    for (const entry of DEFAULT_CATALOGUE) {
      const { form, parse } = await loadDraftForm(entry.key);
      expect(form).toBe(formConfig(entry.key));
      const values: FormValues = { details: defaultDetails(form), visit: visit() };
      expect(parse(values, NOW).booking.service).toBe(entry.key);
    }
  });
});
