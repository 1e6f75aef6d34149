// Proves "Who will be home?": "Me" sends no atHome, "Someone else" sends their name and phone (as
// +234…) or says what is missing under the server's field paths, and the draft keeps what was typed.
import { describe, expect, it } from 'vitest';
import { formConfig } from './configs.ts';
import { defaultDetails, draftVisit, parseBooking, visitFromDraft, visitLines, type FormValues } from './parse.ts';
import { defaultVisit, type VisitValues } from './visit.ts';

const NOW = new Date('2026-03-10T09:00:00+01:00');
const visit = (overrides: Partial<VisitValues> = {}): VisitValues => ({
  ...defaultVisit(NOW),
  street: '12 Aminu Kano Crescent',
  area: 'Wuse 2',
  city: 'Abuja',
  state: 'FCT',
  date: '2026-03-14',
  timeWindow: 'afternoon',
  contactPhone: '0803 123 4567',
  ...overrides,
});
const values = (overrides: Partial<VisitValues>): FormValues => ({ details: defaultDetails(formConfig('home-cleaning')), visit: visit(overrides) });

describe('who will be home', () => {
  it('when it is the customer, then no atHome is sent, even with a name typed earlier', () => {
    const result = parseBooking(formConfig('home-cleaning'), values({ atHomeWho: 'me', atHomeName: 'Funke Bello', atHomePhone: '0805 987 6543' }), NOW);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.body.visit).not.toHaveProperty('atHome');
  });

  it('when it is someone else, then their name is trimmed and their phone sent as +234…', () => {
    const result = parseBooking(formConfig('home-cleaning'), values({ atHomeWho: 'someone', atHomeName: ' Funke Bello ', atHomePhone: '0805 987 6543' }), NOW);
    expect(result.ok && result.body.visit.atHome).toEqual({ name: 'Funke Bello', phone: '+2348059876543' });
  });

  it('when their name or phone is missing or wrong, then each message is under the server’s path', () => {
    const empty = parseBooking(formConfig('home-cleaning'), values({ atHomeWho: 'someone' }), NOW);
    expect(empty.ok ? {} : empty.errors).toEqual({
      'visit.atHome.name': 'Enter the name of the person who will be home.',
      'visit.atHome.phone': 'Enter a phone number for them, so the pro can call.',
    });
    const wrong = parseBooking(formConfig('home-cleaning'), values({ atHomeWho: 'someone', atHomeName: 'Funke <b>', atHomePhone: '0123' }), NOW);
    expect(wrong.ok ? {} : Object.keys(wrong.errors).sort()).toEqual(['visit.atHome.name', 'visit.atHome.phone']);
  });

  it('when the draft is kept and read back, then the choice, name and phone are as typed, and the summary names them', () => {
    const typed = visit({ atHomeWho: 'someone', atHomeName: 'Funke Bello', atHomePhone: '0805 987 6543' });
    const back = visitFromDraft(draftVisit(typed), defaultVisit(NOW));
    expect(back).toMatchObject({ atHomeWho: 'someone', atHomeName: 'Funke Bello', atHomePhone: '0805 987 6543' });
    expect(visitLines(back)).toContainEqual({ label: 'At home', value: 'Funke Bello, 0805 987 6543' });
    expect(visitLines(visit()).map((line) => line.label)).not.toContain('At home');
  });
});
