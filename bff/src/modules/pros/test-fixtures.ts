// A valid pro application as the form sends it, for the BFF tests (test-only).
import type { ProApplicationRequest } from './service.ts';

/** Musa's application; `overrides` may also hold invalid values on purpose (typed loosely for that). */
export function application(overrides: Record<string, unknown> = {}): ProApplicationRequest & Record<string, unknown> {
  return {
    name: 'Musa Ibrahim',
    email: 'Musa.Ibrahim@Example.ng',
    phone: '0803 123 4599',
    services: ['plumbing', 'home-cleaning'],
    state: 'FCT',
    area: 'Wuse 2',
    yearsExperience: 7,
    about: 'Seven years fixing leaks, pumps and water heaters around Abuja. Customers call me back.',
    idType: 'nin',
    idNumber: '12345678901',
    ownTools: true,
    daysAvailable: ['sat', 'mon', 'tue'],
    referees: [
      { name: 'Aisha Bello', phone: '0805 111 2233' },
      { name: 'Tunde Bakare', phone: '0806 444 5566' },
    ],
    consent: true,
    ...overrides,
  };
}
