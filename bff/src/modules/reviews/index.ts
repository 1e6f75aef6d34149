// The reviews module's public face: its factory (the reviews table is read by bookings through db/trust-models.ts).
import type { Router } from 'express';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { AuditLog } from '../audit/index.ts';
import type { BookingsRepository } from '../bookings/index.ts';
import { createReviewsRepository } from './repository.ts';
import { reviewsRouter } from './router.ts';
import { createReviewsService } from './service.ts';

export interface ReviewsModuleDeps {
  db: Db;
  bookings: Pick<BookingsRepository, 'findOwned'>;
  audit: AuditLog;
  clock: Clock;
}

export function createReviewsModule({ db, bookings, audit, clock }: ReviewsModuleDeps): { router: Router } {
  return { router: reviewsRouter(createReviewsService({ db, repo: createReviewsRepository(db), bookings, audit, clock })) };
}
