// Proves how the acknowledgement goes out: with SMTP it is sent after the application commits
// (never from inside the write, never for an application refused), and a failing SMTP server does
// not undo the application; names typed with HTML are escaped in the HTML part.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../clock.ts';
import { createLogger } from '../../logger.ts';
import type { Mail, Mailer } from '../../mail/mailer.ts';
import { clearDispatch, readOutbox, startTestApp, testDialects, type TestApp } from '../../testing/index.ts';
import { createAccountsRepository, createAccountsService } from '../accounts/index.ts';
import { createAuditLog } from '../audit/index.ts';
import { createCatalogueRepository } from '../catalogue/index.ts';
import { proModels } from '../../db/pro-models.ts';
import { createProsRepository } from './repository.ts';
import { createProsService } from './service.ts';
import { application } from './test-fixtures.ts';

const dialects = await testDialects();

describe.each(dialects)('the application acknowledgement on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.db.write((transaction) => clearDispatch(t.db, transaction));
    await t.db.write((transaction) => t.db.models.OutboxEmail.destroy({ where: {}, transaction }));
  });

  /** The pros service with an SMTP mailer that records (or fails) and notes whether the application was committed when it sent. */
  function withSmtp(fail = false) {
    const sent: { mail: Mail; committedRows: number }[] = [];
    const mailer: Mailer = {
      transport: 'smtp',
      async send(mail) {
        // A read outside any transaction: it sees the application only once the write has committed.
        sent.push({ mail, committedRows: await proModels(t.db).Pro.count() });
        if (fail) throw new Error('SMTP server said 421');
      },
      close: () => undefined,
    };
    const service = createProsService({
      db: t.db,
      repo: createProsRepository(t.db),
      catalogue: createCatalogueRepository(t.db),
      audit: createAuditLog(t.db),
      assignedBookings: async () => [],
      accounts: createAccountsService({ db: t.db, repo: createAccountsRepository(t.db), mailer, clock: systemClock, logger: createLogger('silent'), publicUrl: 'http://localhost' }),
      mailer,
      clock: systemClock,
      logger: createLogger('silent'),
    });
    return { service, sent };
  }

  /** The send starts right after commit but finishes on its own time: wait for it to be recorded. */
  const sentOnce = (sent: unknown[]) => vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 });

  it('when SMTP is configured, then the acknowledgement is sent once, after commit, and nothing goes to the outbox', async () => {
    const { service, sent } = withSmtp();
    const pro = await service.apply(application());
    await sentOnce(sent);
    expect(sent[0]?.committedRows).toBe(1);
    expect(sent[0]?.mail).toMatchObject({ to: 'musa.ibrahim@example.ng', subject: expect.stringContaining(pro.reference) });
    expect(await readOutbox(t.db)).toEqual([]);
  });

  it('when the SMTP server fails, then the application stays stored', async () => {
    const { service, sent } = withSmtp(true);
    const pro = await service.apply(application());
    await sentOnce(sent);
    expect(await proModels(t.db).Pro.findByPk(pro.id)).not.toBeNull();
  });

  it('when the application is refused as a duplicate, then no acknowledgement is sent', async () => {
    const { service, sent } = withSmtp();
    await service.apply(application());
    await sentOnce(sent);
    await expect(service.apply(application())).rejects.toMatchObject({ status: 409, code: 'application_pending' });
    // Give a wrongly sent second mail the time the first one took.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toHaveLength(1);
  });

  it('when the name holds HTML, then the text part keeps it as typed and the HTML part escapes it', async () => {
    const { service, sent } = withSmtp();
    await service.apply(application({ name: 'Musa <b>Ibrahim</b>', area: 'Wuse & Garki' }));
    await sentOnce(sent);
    const mail = sent[0]?.mail;
    expect(mail?.text).toContain('Hello Musa <b>Ibrahim</b>,');
    expect(mail?.text).toContain('Where you work: Wuse & Garki, FCT (Abuja)');
    expect(mail?.html).toContain('Hello Musa &lt;b&gt;Ibrahim&lt;/b&gt;,');
    expect(mail?.html).toContain('Wuse &amp; Garki');
    expect(mail?.html).not.toContain('<b>');
  });
});
