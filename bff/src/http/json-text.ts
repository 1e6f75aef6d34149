// Answers with JSON that is already text (a booking's answer, kept for replays as text) without
// parsing it and serialising it again: two passes over the customer's open bookings per booking.
import type { Response } from 'express';

/**
 * Outside production the OpenAPI validator checks each answer by putting its own `json` on this
 * response (express-openapi-validator's response validator); the body then goes through it, so
 * the answer is checked as every other one is.
 */
export function sendJsonText(res: Response, status: number, text: string): void {
  if (Object.hasOwn(res, 'json')) {
    res.status(status).json(JSON.parse(text));
    return;
  }
  res.status(status).type('application/json').send(text);
}
