// Termii's send API (POST /api/sms/send) over global fetch. The API key and the text's body are
// never logged or put in an error: a sign-in code must not end up in logs.
import { isRecord } from '@ile/domain';
import type { TermiiConfig } from '../config.ts';
import { TextSendError, type TextSender } from './text-sender.ts';

export interface TermiiSenderOptions {
  config: TermiiConfig;
  timeoutMs: number;
}

/** Termii's error text, kept short and on one line (it goes into text_outbox.last_error). */
function describe(body: unknown): string {
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : '';
  return message.replace(/\s+/g, ' ').slice(0, 200);
}

export function createTermiiSender({ config, timeoutMs }: TermiiSenderOptions): TextSender {
  const url = `${config.baseUrl}/api/sms/send`;
  return {
    name: 'termii',
    async send(to, body) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          // Termii wants the number in E.164 without its "+".
          body: JSON.stringify({ api_key: config.apiKey, to: to.replace(/^\+/, ''), from: config.senderId, sms: body, type: 'plain', channel: config.channel }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
        throw new TextSendError(timedOut ? `Termii did not answer within ${timeoutMs / 1000} s` : 'Termii could not be reached', true);
      }
      let answer: unknown;
      try {
        answer = await res.json();
      } catch {
        answer = undefined;
      }
      if (!res.ok) {
        const detail = describe(answer);
        // 5xx, 408 and 429 may pass on a later try; any other 4xx (a bad number, no credit) will not.
        const retryable = res.status >= 500 || res.status === 408 || res.status === 429;
        throw new TextSendError(`Termii answered ${res.status}${detail ? `: ${detail}` : ''}`, retryable);
      }
      if (!isRecord(answer) || typeof answer.message_id !== 'string' || !answer.message_id) {
        // Not retried: Termii may have taken the text, and a second copy is worse than a missing one (a new code can be asked).
        throw new TextSendError(`Termii answered ${res.status} without a message id`, false);
      }
      return { messageId: answer.message_id.slice(0, 100) };
    },
  };
}
