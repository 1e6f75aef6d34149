// Review rules: only the customer of a completed booking reviews it, once; the public sees visible
// reviews only, with a summary over all of them; admins hide and show reviews, each change
// recorded in the audit log in the same write.
import type { ServiceKey } from '@ile/domain';
import type { RequestBody } from '../../api/types.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { AppError, MESSAGES } from '../../http/app-error.ts';
import type { UserRecord } from '../accounts/index.ts';
import { ITEM_HISTORY_LIMIT, type AuditLog, type AuditRecord } from '../audit/index.ts';
import type { BookingsRepository } from '../bookings/index.ts';
import { DuplicateReviewError, type ReviewRecord, type ReviewsRepository, type ReviewSummary } from './repository.ts';

export type ReviewRequest = RequestBody<'addReview'>;

/** A review as an admin sees it: with what admins did to it, newest first. */
export interface AdminReviewView {
  review: ReviewRecord;
  history: AuditRecord[];
}

/** The spec's listReviews limit default. */
export const DEFAULT_REVIEWS_LIMIT = 20;

const notFound = () => new AppError(404, 'not_found', MESSAGES.notFound);
const notCompleted = () => new AppError(409, 'booking_not_completed', 'You can review a booking once the job is completed.');
const alreadyReviewed = () => new AppError(409, 'already_reviewed', 'You have already reviewed this booking.');

export interface ReviewsServiceDeps {
  db: Db;
  repo: ReviewsRepository;
  bookings: Pick<BookingsRepository, 'findOwned'>;
  audit: AuditLog;
  clock: Clock;
}

export function createReviewsService({ db, repo, bookings, audit, clock }: ReviewsServiceDeps) {
  /** The reviews with their histories, read for the whole page in one query. */
  async function withHistory(reviews: readonly ReviewRecord[]): Promise<AdminReviewView[]> {
    const histories = await audit.historyOf('review', reviews.map((review) => review.id), ITEM_HISTORY_LIMIT);
    return reviews.map((review) => ({ review, history: histories.get(review.id) ?? [] }));
  }

  return {
    /** Visible reviews, newest first, and the count and average of every visible one matching the filter. */
    async list(options: { service?: ServiceKey; limit?: number }): Promise<{ items: ReviewRecord[]; summary: ReviewSummary }> {
      const filter = options.service ? { service: options.service } : {};
      const [items, summary] = await Promise.all([repo.listVisible({ ...filter, limit: options.limit ?? DEFAULT_REVIEWS_LIMIT }), repo.summary(filter)]);
      return { items, summary };
    },

    /**
     * Publishes the customer's review of their completed booking. Someone else's booking is
     * answered like an unknown one (404), so nobody learns it exists. A second review → 409, also
     * when two race: the booking row is locked on PostgreSQL, and the unique index decides.
     */
    async add(user: UserRecord, input: ReviewRequest): Promise<ReviewRecord> {
      const comment = (input.comment ?? '').trim();
      try {
        return await db.write(async (transaction) => {
          const booking = await bookings.findOwned(user.id, input.bookingId, transaction);
          if (!booking) throw notFound();
          if (booking.review) throw alreadyReviewed();
          if (booking.status !== 'completed') throw notCompleted();
          return repo.create(transaction, { bookingId: booking.id, userId: user.id, service: booking.service, rating: input.rating, comment }, clock.now());
        });
      } catch (err) {
        if (err instanceof DuplicateReviewError) throw alreadyReviewed();
        throw err;
      }
    },

    async adminList(options: { hidden?: boolean; page: number; pageSize: number }): Promise<{ items: AdminReviewView[]; total: number }> {
      const { items, total } = await repo.list(options);
      return { items: await withHistory(items), total };
    },

    /**
     * Hides a review from the public pages or shows it again, with the admin's note, recorded in
     * the audit log (review.hide / review.show). Asking for the state it is in changes nothing.
     * Answered with its history, read after the write commits (so the write stays short).
     */
    async setVisibility(admin: Pick<UserRecord, 'id' | 'name'>, id: string, hidden: boolean, note: string | undefined): Promise<AdminReviewView> {
      const review = await db.write(async (transaction) => {
        const review = await repo.findById(id, transaction);
        if (!review) throw notFound();
        if (review.hidden === hidden) return review;
        const now = clock.now();
        await repo.setHidden(transaction, review.id, hidden, now);
        await audit.record(
          transaction,
          {
            actor: { id: admin.id, name: admin.name },
            action: hidden ? 'review.hide' : 'review.show',
            subject: { type: 'review', id: review.id },
            note: note ?? null,
            before: { hidden: review.hidden },
            after: { hidden },
          },
          now,
        );
        const changed = await repo.findById(review.id, transaction);
        if (!changed) throw new Error(`review ${review.id} vanished during a visibility change`);
        return changed;
      });
      const [view] = await withHistory([review]);
      if (!view) throw new Error(`review ${review.id} did not load`);
      return view;
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
