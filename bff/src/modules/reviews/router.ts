// HTTP for reviews: the public list, a customer's review of a completed booking, and the admin's
// moderation (x-roles in openapi.yaml, enforced by the roles middleware before these run).
import { SERVICE_KEYS } from '@ile/domain';
import { Router } from 'express';
import type { RequestBody, ResponseBody } from '../../api/types.ts';
import { toAdminReview, toReview } from './mapper.ts';
import { DEFAULT_REVIEWS_LIMIT, type ReviewsService } from './service.ts';
import { pageOf, positiveInteger, signedInUser } from '../../http/route-params.ts';

/** A boolean query value the validator checked, as a boolean or its text. */
function flag(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

export function reviewsRouter(service: ReviewsService): Router {
  const router = Router();

  router.get('/fetchReviews', async (req, res) => {
    const key = SERVICE_KEYS.find((known) => known === req.query.service);
    const limit = positiveInteger(req.query.limit, DEFAULT_REVIEWS_LIMIT);
    const { items, summary } = await service.list({ ...(key ? { service: key } : {}), limit });
    const body: ResponseBody<'listReviews', 200> = { data: items.map(toReview), summary };
    res.json(body);
  });

  router.post('/addReview', async (req, res) => {
    const input: RequestBody<'addReview'> = req.body;
    const review = await service.add(signedInUser(req), input);
    const body: ResponseBody<'addReview', 201> = { data: toReview(review) };
    res.status(201).json(body);
  });

  router.get('/admin/reviews', async (req, res) => {
    const hidden = flag(req.query.hidden);
    const { page, pageSize } = pageOf(req);
    const { items, total } = await service.adminList({ ...(hidden === undefined ? {} : { hidden }), page, pageSize });
    const body: ResponseBody<'adminListReviews', 200> = { data: { items: items.map(toAdminReview), total, page, pageSize } };
    res.json(body);
  });

  router.post('/admin/reviews/:id/visibility', async (req, res) => {
    const input: RequestBody<'adminSetReviewVisibility'> = req.body;
    const view = await service.setVisibility(signedInUser(req), req.params.id, input.hidden, input.note);
    const body: ResponseBody<'adminSetReviewVisibility', 200> = { data: toAdminReview(view) };
    res.json(body);
  });

  return router;
}
