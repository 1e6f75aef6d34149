// Proves the text gate on SQLite and PostgreSQL: every text counts (codes too) toward the limits
// per booking and number, per number, per account and the daily ceiling over a rolling 24 hours;
// a text past one is written as held (never queued) while the write commits; held texts do not
// count; codes to a proven number pass the ceilings; the log warns once at 80 % without numbers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { movableClock, type MovableClock } from '../testing/clock.ts';
import { NO_TEXT_LIMITS, readTexts, startTestApp, testDialects, type TestApp } from '../testing/index.ts';
import { outboxTextModel } from './models.ts';
import { createTextLimits, TEXT_LIMIT_WINDOW_MS, type TextLimitsConfig } from './text-limits.ts';
import { createTextOnCommit } from './text-on-commit.ts';
import type { Text, TextOutcome } from './text.ts';

const dialects = await testDialects();

describe.each(dialects)('text limits on %s', (dialect) => {
  let t: TestApp;
  let clock: MovableClock;
  let lines: string[];
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    clock = movableClock();
    lines = [];
    await t.db.write((transaction) => outboxTextModel(t.db).destroy({ where: {}, transaction }));
  });

  const logger = () => {
    const silent = createLogger('silent');
    return { ...silent, warn: (message: string, fields?: object) => void lines.push(JSON.stringify({ message, ...fields })) };
  };
  /** A TextOnCommit with a provider (texts are queued) under `limits`. */
  const gate = (limits: Partial<TextLimitsConfig>) => createTextOnCommit({ db: t.db, sends: true, limits: createTextLimits(t.db, { ...NO_TEXT_LIMITS, ...limits }), logger: logger() });
  let serial = 0;
  const text = (overrides: Partial<Text> = {}): Text => ({ to: '+2348059876543', body: 'Ilé ILE-5TB6HN: moved.', purpose: 'rescheduled', eventKey: `event:${serial++}`, accountId: 'ada', bookingId: 'b1', ...overrides });
  const write = (texts: ReturnType<typeof gate>, one: Text): Promise<TextOutcome> => t.db.write((transaction) => texts(transaction, one, clock.now()));
  const statuses = async (to?: string) => (await readTexts(t.db, to)).map((row) => row.status).sort();

  it('when a booking texts one number past its limit, then the rest are held with the reason and the booking texts other numbers', async () => {
    const texts = gate({ textsPerBookingRecipient: 2 });
    for (let i = 0; i < 4; i++) await write(texts, text());
    await write(texts, text({ to: '+2348021112222' }));
    expect(await statuses('+2348059876543')).toEqual(['held', 'held', 'queued', 'queued']);
    expect(await statuses('+2348021112222')).toEqual(['queued']);
    const held = (await readTexts(t.db, '+2348059876543')).filter((row) => row.status === 'held');
    for (const row of held) expect(row).toMatchObject({ nextAttemptAtMs: null, lastError: expect.stringMatching(/TEXT_LIMIT_PER_BOOKING/) });
    // Another booking of the same customer to that number is its own count.
    expect((await write(texts, text({ bookingId: 'b2' }))).written).toBe('queued');
  });

  it('when a number had its texts of the day (codes count too), then the next is held; 24 hours on, it goes again', async () => {
    const texts = gate({ textsPerNumber: 2 });
    await write(texts, text({ purpose: 'sign_in_code', bookingId: null, accountId: null }));
    await write(texts, text({ bookingId: 'b2' }));
    expect(await write(texts, text({ bookingId: 'b3' }))).toMatchObject({ written: 'held', held: { limit: 'per_number' } });
    clock.advance(TEXT_LIMIT_WINDOW_MS + 1000);
    expect((await write(texts, text({ bookingId: 'b4' }))).written).toBe('queued');
  });

  it('when one account had its texts of the day, then texts for it to any number are held; another account still texts', async () => {
    const texts = gate({ textsPerAccount: 2 });
    await write(texts, text({ to: '+2348031230001', bookingId: 'b1' }));
    await write(texts, text({ to: '+2348031230002', bookingId: 'b2' }));
    expect(await write(texts, text({ to: '+2348031230003', bookingId: 'b3' }))).toMatchObject({ written: 'held', held: { limit: 'per_account' } });
    expect((await write(texts, text({ to: '+2348031230003', accountId: 'bola', bookingId: 'b9' }))).written).toBe('queued');
  });

  it('when the daily ceiling is reached, then every text is held but a code to a proven number; held texts do not count', async () => {
    const texts = gate({ textsPerDay: 3, signInTextsPerDay: 100 });
    for (let i = 0; i < 3; i++) await write(texts, text({ to: `+23480312300${String(10 + i)}`, bookingId: `b${i}` }));
    expect(await write(texts, text({ to: '+2348031230099' }))).toMatchObject({ written: 'held', held: { limit: 'daily_ceiling' } });
    expect(await write(texts, text({ to: '+2348031230098', purpose: 'sign_in_code', bookingId: null }))).toMatchObject({ written: 'held', held: { limit: 'daily_ceiling' } });
    expect((await write(texts, text({ to: '+2348031230097', purpose: 'sign_in_code', bookingId: null, provenNumber: true }))).written).toBe('queued');
    expect(await outboxTextModel(t.db).count({ where: { status: 'held' } })).toBe(2);
  });

  it('when a text is held, then the write it belongs to still commits', async () => {
    const texts = gate({ textsPerNumber: 1 });
    await write(texts, text());
    const booked = await t.db.write(async (transaction) => {
      const outcome = await texts(transaction, text(), clock.now());
      return outcome.written;
    });
    expect(booked).toBe('held');
    expect(await statuses()).toEqual(['held', 'queued']);
  });

  it('when a repeated event is written again, then it is neither a second text nor held', async () => {
    const texts = gate({ textsPerNumber: 1 });
    const once = text();
    expect((await write(texts, once)).written).toBe('queued');
    expect((await write(texts, once)).written).toBe('duplicate');
    expect(await statuses()).toEqual(['queued']);
  });

  it('when a daily ceiling comes to 80 %, then the log warns once, with the counts and no number or body; each held text is logged by its purpose and limit', async () => {
    const texts = gate({ textsPerDay: 5 });
    for (let i = 0; i < 6; i++) await write(texts, text({ to: `+23480312300${String(20 + i)}`, bookingId: `b${i}` }));
    expect(lines).toEqual([
      JSON.stringify({ message: 'texts near their daily ceiling', ceiling: 'all_texts', used: 4, limit: 5, percent: 80 }),
      JSON.stringify({ message: 'text held by a limit; not sent', purpose: 'rescheduled', limit: 'daily_ceiling' }),
    ]);
    for (const line of lines) expect(line).not.toMatch(/234|moved/);
  });
});
