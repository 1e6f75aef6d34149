// Proves what the database itself guarantees for pros (one pending application per phone and per
// e-mail, whatever the service checked first) and the repository calls dispatch relies on:
// findById and findApprovedCandidates (approved, offering the service, the booking's state first).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearDispatch, seedPro, startTestApp, testDialects, type TestApp } from '../../testing/index.ts';
import { createProsRepository, DuplicatePendingError, type NewPro } from './repository.ts';

const dialects = await testDialects();

const newPro = (overrides: Partial<NewPro> = {}): NewPro => ({
  reference: `PRO-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  name: 'Musa Ibrahim',
  email: 'musa@example.ng',
  phone: '+2348031234599',
  services: ['plumbing'],
  state: 'FCT',
  area: 'Wuse 2',
  yearsExperience: 7,
  about: 'Seven years fixing leaks and pumps around Abuja.',
  idType: 'nin',
  idNumber: '12345678901',
  ownTools: true,
  daysAvailable: ['mon'],
  ...overrides,
});

describe.each(dialects)('the pros repository on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.db.write((transaction) => clearDispatch(t.db, transaction));
  });

  const store = (pro: NewPro) => t.db.write((transaction) => createProsRepository(t.db).create(transaction, pro, new Date()));

  it.each([
    ['phone', { email: 'other@example.ng' }],
    ['email', { phone: '+2348055550101', email: 'MUSA@example.ng' }],
  ] as const)('when a second pending row with the same %s is inserted without any check, then the database refuses it', async (field, overrides) => {
    await store(newPro());
    const second = store(newPro(overrides));
    await expect(second).rejects.toBeInstanceOf(DuplicatePendingError);
    await expect(second).rejects.toMatchObject({ conflict: field });
    expect(await createProsRepository(t.db).countByStatus('pending')).toBe(1);
  });

  it('when the earlier row with that phone and e-mail is no longer pending, then a new pending row is stored', async () => {
    await store(newPro({ status: 'rejected' }));
    await store(newPro({ status: 'approved' }));
    await store(newPro());
    expect(await createProsRepository(t.db).countByStatus('pending')).toBe(1);
  });

  it('when a pro is read by id, then the services come back in catalogue order; an unknown id is null', async () => {
    const stored = await store(newPro({ services: ['curtains', 'home-cleaning', 'plumbing'] }));
    const repo = createProsRepository(t.db);
    expect((await repo.findById(stored.id))?.services).toEqual(['home-cleaning', 'plumbing', 'curtains']);
    expect(await repo.findById('no-such-pro')).toBeNull();
  });

  it('when candidates for a Lagos plumbing job are asked, then approved plumbers in Lagos come first, then the others by name, and no one else', async () => {
    await seedPro(t.db, { name: 'Bola Ade', services: ['plumbing'], state: 'FCT' });
    await seedPro(t.db, { name: 'Yusuf Bello', services: ['plumbing', 'electricals'], state: 'Lagos' });
    await seedPro(t.db, { name: 'Chidi Eze', services: ['plumbing'], state: 'Lagos' });
    await seedPro(t.db, { name: 'Aisha Musa', services: ['plumbing'], state: 'Rivers' });
    await seedPro(t.db, { name: 'Pending Plumber', services: ['plumbing'], state: 'Lagos', status: 'pending' });
    await seedPro(t.db, { name: 'Suspended Plumber', services: ['plumbing'], state: 'Lagos', status: 'suspended' });
    await seedPro(t.db, { name: 'Rejected Plumber', services: ['plumbing'], state: 'Lagos', status: 'rejected' });
    await seedPro(t.db, { name: 'Lagos Cleaner', services: ['home-cleaning'], state: 'Lagos' });

    const candidates = await createProsRepository(t.db).findApprovedCandidates('plumbing', 'Lagos');
    expect(candidates.map((pro) => [pro.name, pro.state])).toEqual([
      ['Chidi Eze', 'Lagos'],
      ['Yusuf Bello', 'Lagos'],
      ['Aisha Musa', 'Rivers'],
      ['Bola Ade', 'FCT'],
    ]);
    expect(candidates[1]?.services).toEqual(['plumbing', 'electricals']);
    expect(await createProsRepository(t.db).findApprovedCandidates('curtains', 'Lagos')).toEqual([]);
  });
});
