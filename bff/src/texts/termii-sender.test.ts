// Proves the Termii sender sends Termii's documented request and tells a retryable failure (time-out, 5xx) from one that is not (4xx, an unreadable answer), never showing the API key.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTermii, type FakeTermii } from '../testing/fake-termii.ts';
import { createTermiiSender } from './termii-sender.ts';
import { TextSendError, type TextSender } from './text-sender.ts';

const API_KEY = 'TLtestkey-do-not-leak';

describe('the Termii sender', () => {
  let termii: FakeTermii;
  let sender: TextSender;
  beforeAll(async () => {
    termii = await startFakeTermii();
    sender = createTermiiSender({ config: { apiKey: API_KEY, baseUrl: termii.url, senderId: 'Ile', channel: 'dnd' }, timeoutMs: 300 });
  });
  afterAll(async () => {
    await termii?.close();
  });
  beforeEach(() => {
    termii.behaviour = 'ok';
    termii.calls.length = 0;
  });

  async function failure(): Promise<TextSendError> {
    const error: unknown = await sender.send('+2348031234567', 'Your Ilé code is 482913.').then(
      () => null,
      (err: unknown) => err,
    );
    if (!(error instanceof TextSendError)) throw new Error(`expected a TextSendError, got ${String(error)}`);
    expect(error.message).not.toContain(API_KEY);
    expect(error.message).not.toContain('482913');
    return error;
  }

  it('when Termii takes the text, then it answers its message id, having sent the number without "+", the sender ID, plain type and the dnd channel', async () => {
    const sent = await sender.send('+2348031234567', 'Your Ilé code is 482913.');
    expect(sent.messageId).toMatch(/^3017\d{6}$/);
    expect(termii.calls).toEqual([{ api_key: API_KEY, to: '2348031234567', from: 'Ile', sms: 'Your Ilé code is 482913.', type: 'plain', channel: 'dnd' }]);
  });

  it('when Termii answers 400 (a bad number), then the failure is not retryable and says what Termii said', async () => {
    termii.behaviour = 'error400';
    const error = await failure();
    expect(error.retryable).toBe(false);
    expect(error.message).toBe('Termii answered 400: Invalid phone number');
  });

  it('when Termii answers 500, then the failure is retryable', async () => {
    termii.behaviour = 'error500';
    const error = await failure();
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/^Termii answered 500/);
  });

  it('when Termii does not answer in time, then the failure is retryable and names the time-out', async () => {
    termii.behaviour = 'hang';
    const error = await failure();
    expect(error.retryable).toBe(true);
    expect(error.message).toBe('Termii did not answer within 0.3 s');
  });

  it('when Termii answers 200 with broken JSON, then it is not retried (the text may have left) and says so', async () => {
    termii.behaviour = 'malformed';
    const error = await failure();
    expect(error.retryable).toBe(false);
    expect(error.message).toBe('Termii answered 200 without a message id');
  });

  it('when Termii cannot be reached, then the failure is retryable', async () => {
    const closed = await startFakeTermii();
    await closed.close();
    const unreachable = createTermiiSender({ config: { apiKey: API_KEY, baseUrl: closed.url, senderId: 'Ile', channel: 'dnd' }, timeoutMs: 300 });
    const error: unknown = await unreachable.send('+2348031234567', 'hello').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(TextSendError);
    expect(error).toMatchObject({ retryable: true, message: 'Termii could not be reached' });
  });
});
