// A person's data rights: their export (the same document for them and for an admin), their erasure
// (refused while something is in flight, then one write), and their consent to marketing texts.
import { todayInLagos } from '@ile/domain';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { AppError, MESSAGES } from '../../http/app-error.ts';
import type { AuditLog } from '../audit/index.ts';
import { toPersonalData, toPersonSummary, type PersonalData, type PersonSummary } from './mapper.ts';
import type { Person, PersonalDataRepository } from './repository.ts';

export interface PersonalDataServiceDeps {
  db: Db;
  repo: PersonalDataRepository;
  audit: AuditLog;
  clock: Clock;
}

/** Who asked: the person themselves, or an admin acting on a request received by phone. */
export type Requester = { kind: 'self' } | { kind: 'admin'; id: string; name: string; reason: string };

const notFound = () => new AppError(404, 'not_found', MESSAGES.notFound);

function refusal(kind: 'booking' | 'claim' | 'job', reference: string, self: boolean): AppError {
  const then = self ? 'then delete your account.' : 'then erase the account.';
  const message = {
    booking: `${self ? 'You have' : 'They have'} a paid booking to come (${reference}). Cancel it or wait until it is done, ${then}`,
    claim: `${self ? 'Your' : 'Their'} claim ${reference} is still open. We will resolve it first; ${then}`,
    job: `${self ? 'You have' : 'They have'} a job assigned or in progress (${reference}). Finish or decline it first, ${then}`,
  }[kind];
  return new AppError(409, 'erasure_in_flight', message);
}

export function createPersonalDataService({ db, repo, audit, clock }: PersonalDataServiceDeps) {
  async function exportOf(person: Person): Promise<{ document: PersonalData; filename: string }> {
    const now = clock.now();
    return { document: toPersonalData(await repo.holdings(person), now), filename: `ile-data-${todayInLagos(now)}.json` };
  }

  async function erase(person: Person, requester: Requester): Promise<void> {
    await db.write(async (transaction) => {
      // Read again inside the write: a booking paid a moment ago refuses the erasure.
      const current = await repo.person(person.id, transaction);
      if (!current) throw notFound();
      const flight = await repo.inFlight(current, transaction);
      if (flight) throw refusal(flight.kind, flight.reference, requester.kind === 'self');
      const now = clock.now();
      await repo.eraseHoldings(transaction, current, now);
      await repo.eraseAccount(transaction, current, now);
      // The audit entry names the account by id and role only: nothing personal is kept about the erasure itself.
      await audit.record(
        transaction,
        {
          actor: requester.kind === 'admin' ? { id: requester.id, name: requester.name } : { id: null, name: 'The account holder' },
          action: 'person.erase',
          subject: { type: 'person', id: current.id },
          note: requester.kind === 'admin' ? requester.reason : 'Deleted their own account.',
          after: { role: current.role },
        },
        now,
      );
    });
  }

  async function personOrNotFound(id: string): Promise<Person> {
    const person = await repo.person(id);
    if (!person) throw notFound();
    return person;
  }

  return {
    async exportMine(userId: string) {
      return exportOf(await personOrNotFound(userId));
    },

    async eraseMine(userId: string): Promise<void> {
      await erase(await personOrNotFound(userId), { kind: 'self' });
    },

    async setMarketingTexts(userId: string, marketingTexts: boolean): Promise<void> {
      await db.write((transaction) => repo.setMarketingTexts(transaction, userId, marketingTexts, clock.now()));
    },

    async find(query: string): Promise<PersonSummary[]> {
      return (await repo.find(query.trim())).map(toPersonSummary);
    },

    /** An admin's export, recorded in the audit log (who read whose data, and when). */
    async exportFor(admin: { id: string; name: string }, id: string) {
      const person = await personOrNotFound(id);
      const exported = await exportOf(person);
      await db.write((transaction) =>
        audit.record(transaction, { actor: admin, action: 'person.export', subject: { type: 'person', id: person.id }, after: { role: person.role } }, clock.now()),
      );
      return exported;
    },

    async eraseFor(admin: { id: string; name: string }, id: string, reason: string): Promise<void> {
      const person = await personOrNotFound(id);
      if (person.role === 'admin') throw new AppError(403, 'admin_not_erasable', 'An admin account cannot be erased here. Ask another admin to remove its access first.');
      await erase(person, { kind: 'admin', ...admin, reason });
    },
  };
}

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;
