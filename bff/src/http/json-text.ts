// Answers with JSON that is already text (a booking's answer, kept for replays as text) without
// parsing it and serialising it again: two passes over the customer's open bookings per booking.
import type { RequestHandler, Response } from 'express';

/** The JSON text each value handed to the response validator was made from (see sendJsonText). */
const textOfValue = new WeakMap<object, string>();

/**
 * Goes in front of express-openapi-validator's response validator, which puts its own `json` on
 * each response: it checks the value it is given, then calls the `json` it found, this one. A value
 * sendJsonText handed over then goes out as the text it came from rather than serialised once more
 * (the validator changes nothing in our answers: no defaults, no removal, no date conversion).
 */
export const sendCheckedJsonText: RequestHandler = (_req, res, next) => {
  const json = res.json;
  res.json = function (this: Response, value: unknown) {
    const text = typeof value === 'object' && value !== null ? textOfValue.get(value) : undefined;
    return text === undefined ? json.call(this, value) : this.type('application/json').send(text);
  };
  next();
};

/**
 * Outside production the OpenAPI validator checks each answer by putting its own `json` on this
 * response; the answer then goes through it as a value, so it is checked as every other one is.
 * `value` is what `text` was serialised from, when the caller still has it (saves parsing it back).
 */
export function sendJsonText(res: Response, status: number, text: string, value?: object): void {
  if (Object.hasOwn(res, 'json')) {
    const checked: unknown = value ?? JSON.parse(text);
    if (typeof checked === 'object' && checked !== null) textOfValue.set(checked, text);
    res.status(status).json(checked);
    return;
  }
  res.status(status).type('application/json').send(text);
}
