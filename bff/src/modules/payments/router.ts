// HTTP for payments under /app: start a checkout, come back from it, read the receipt, and the
// built-in test checkout's two calls. Requests and answers are checked against openapi.yaml.
import { Router, type Request } from 'express';
import type { RequestBody, ResponseBody } from '../../api/types.ts';
import { signInRequired } from '../../http/app-error.ts';
import type { UserRecord } from '../accounts/repository.ts';
import { toBooking } from '../bookings/mapper.ts';
import { toPaymentCheckout, toReceipt, toTestCheckout } from './mapper.ts';
import type { PaymentsService } from './service.ts';

/** The roles middleware ran first, so a handler of a customer-only call always has a user. */
function customer(req: Request): UserRecord {
  if (!req.currentUser) throw signInRequired();
  return req.currentUser;
}

export function paymentsRouter(service: PaymentsService): Router {
  const router = Router();

  router.post('/payments/start', async (req, res) => {
    const input: RequestBody<'startPayment'> = req.body;
    const checkout = await service.startPayment(customer(req), input.bookingId);
    const body: ResponseBody<'startPayment', 200> = { data: toPaymentCheckout(checkout) };
    res.json(body);
  });

  router.post('/handlePayment', async (req, res) => {
    const input: RequestBody<'handlePayment'> = req.body;
    const answer = await service.handlePayment(customer(req), input);
    const body: ResponseBody<'handlePayment', 200 | 202> = { data: toBooking(answer.booking) };
    res.status(answer.status).json(body);
  });

  router.get('/bookings/:id/receipt', async (req, res) => {
    const receipt = await service.receipt(customer(req), req.params.id);
    const body: ResponseBody<'getReceipt', 200> = { data: toReceipt(receipt) };
    res.json(body);
  });

  router.get('/payments/test/:reference', async (req, res) => {
    const checkout = await service.testCheckout(customer(req), req.params.reference);
    const body: ResponseBody<'getTestCheckout', 200> = { data: toTestCheckout(checkout) };
    res.json(body);
  });

  router.post('/payments/test/:reference/complete', async (req, res) => {
    const input: RequestBody<'completeTestCheckout'> = req.body;
    const answer = await service.completeTestCheckout(customer(req), req.params.reference, input.outcome);
    const body: ResponseBody<'completeTestCheckout', 200> = { data: answer };
    res.json(body);
  });

  return router;
}
