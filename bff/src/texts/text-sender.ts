// What sends one text (SMS) to a provider; the worker needs only this, so tests give it a fake.

export interface TextSender {
  name: 'termii';
  /** Sends `body` to `to` (`+234XXXXXXXXXX`); throws TextSendError when the provider did not take it. */
  send(to: string, body: string): Promise<{ messageId: string }>;
}

/** A send that failed; `retryable` says whether trying again later may help (time-out, 5xx, network). */
export class TextSendError extends Error {
  readonly retryable: boolean;

  constructor(message: string, retryable: boolean) {
    super(message);
    this.name = 'TextSendError';
    this.retryable = retryable;
  }
}
