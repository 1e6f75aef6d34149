// HTTP for payments under /app: start a checkout, come back from it, read the receipt, and the
// built-in test checkout's two calls. Requests and answers are checked against openapi.yaml.
import { Router } from 'express';
import type { RequestBody, ResponseBody } from '../../api/types.ts';
import { toBooking } from '../bookings/index.ts';
import { toPaymentCheckout, toReceipt, toTestCheckout } from './mapper.ts';
import type { PaymentsService } from './service.ts';
import { signedInUser } from '../../http/route-params.ts';

export function paymentsRouter(service: PaymentsService): Router {
  const router = Router();

  router.post('/payments/start', async (req, res) => {
    const input: RequestBody<'startPayment'> = req.body;
    const checkout = await service.startPayment(signedInUser(req), input.bookingId);
    const body: ResponseBody<'startPayment', 200> = { data: toPaymentCheckout(checkout) };
    res.json(body);
  });

  router.post('/handlePayment', async (req, res) => {
    const input: RequestBody<'handlePayment'> = req.body;
    const result = await service.handlePayment(signedInUser(req), input);
    const body: ResponseBody<'handlePayment', 200 | 202> = { data: toBooking(result.booking) };
    // 202: not confirmed yet; the client asks again.
    res.status(result.kind === 'paid' ? 200 : 202).json(body);
  });

  router.get('/bookings/:id/receipt', async (req, res) => {
    const receipt = await service.receipt(signedInUser(req), req.params.id);
    const body: ResponseBody<'getReceipt', 200> = { data: toReceipt(receipt) };
    res.json(body);
  });

  router.get('/payments/test/:reference', async (req, res) => {
    const checkout = await service.testCheckout(signedInUser(req), req.params.reference);
    const body: ResponseBody<'getTestCheckout', 200> = { data: toTestCheckout(checkout) };
    res.json(body);
  });

  router.post('/payments/test/:reference/complete', async (req, res) => {
    const input: RequestBody<'completeTestCheckout'> = req.body;
    const answer = await service.completeTestCheckout(signedInUser(req), req.params.reference, input.outcome);
    const body: ResponseBody<'completeTestCheckout', 200> = { data: answer };
    res.json(body);
  });

  return router;
}
