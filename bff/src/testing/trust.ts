// Seeding for reviews and happiness claims, shared by the BFF tests and the Pact provider states:
// completed bookings with a completion time, reviews shown or hidden, claims open or resolved. Test-only.
import type { ServiceKey } from '@ile/domain';
import type { Transaction } from 'sequelize';
import type { Db } from '../db/index.ts';
import type { BookingRecord } from '../modules/bookings/repository.ts';
import { claimModel, reviewModel } from '../db/trust-models.ts';
import { createClaimsRepository, type ClaimRecord } from '../modules/claims/repository.ts';
import { newClaimReference } from '../modules/claims/service.ts';
import { createReviewsRepository, type ReviewRecord } from '../modules/reviews/repository.ts';
import { seedBooking, type SeedBookingInput } from './index.ts';

export type { ClaimRecord } from '../modules/claims/repository.ts';
export type { ReviewRecord } from '../modules/reviews/repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment `days` days before `from` (default now), for completions and reviews in the past. */
export function daysAgo(days: number, from: Date = new Date()): Date {
  return new Date(from.getTime() - days * DAY_MS);
}

/** A completed booking (pro assigned, paid) that was completed at `completedAt`: default yesterday. */
export async function seedCompletedBooking<K extends ServiceKey = 'home-cleaning'>(
  db: Db,
  input: Omit<SeedBookingInput<K>, 'status'> & { completedAt?: Date },
): Promise<BookingRecord> {
  const completedAt = input.completedAt ?? daysAgo(1);
  // Booked a few days before it was done.
  return seedBooking(db, { createdAt: daysAgo(3, completedAt), ...input, status: 'completed', completedAt });
}

export interface SeedReviewInput {
  /** The completed booking reviewed; the review is its customer's. */
  booking: BookingRecord;
  /** Default 5. */
  rating?: number;
  comment?: string;
  /** Hidden by an admin; default false. */
  hidden?: boolean;
  /** Default now. */
  createdAt?: Date;
}

/** A review stored directly (no HTTP), shown or hidden. */
export async function seedReview(db: Db, input: SeedReviewInput): Promise<ReviewRecord> {
  const repo = createReviewsRepository(db);
  const createdAt = input.createdAt ?? new Date();
  const { booking } = input;
  return db.write(async (transaction) => {
    const review = await repo.create(
      transaction,
      {
        bookingId: booking.id,
        userId: booking.userId,
        service: booking.service,
        rating: input.rating ?? 5,
        comment: input.comment ?? 'The cleaner came on time and the flat was spotless.',
      },
      createdAt,
    );
    if (!input.hidden) return review;
    await repo.setHidden(transaction, review.id, true, createdAt);
    return { ...review, hidden: true };
  });
}

export interface SeedClaimInput {
  /** The completed booking claimed on; the claim is its customer's. */
  booking: BookingRecord;
  problem?: string;
  photoDescription?: string | null;
  /** Default open. */
  status?: 'open' | 'resolved';
  /** For a resolved claim; default a redo. */
  resolution?: string;
  /** The admin who resolved it (users.id); required for a resolved claim. */
  resolvedBy?: string;
  /** Default now. */
  createdAt?: Date;
}

/** A claim stored directly (no HTTP, no e-mail), open or resolved. */
export async function seedClaim(db: Db, input: SeedClaimInput): Promise<ClaimRecord> {
  const repo = createClaimsRepository(db);
  const createdAt = input.createdAt ?? new Date();
  const { booking } = input;
  return db.write(async (transaction) => {
    const claim = await repo.create(
      transaction,
      {
        reference: newClaimReference(),
        bookingId: booking.id,
        userId: booking.userId,
        problem: input.problem ?? 'The cleaner skipped the kitchen cabinets and left the bathroom floor wet and dirty.',
        photoDescription: input.photoDescription === undefined ? 'Grease still on the cabinet doors; muddy footprints by the shower.' : input.photoDescription,
      },
      createdAt,
    );
    if (input.status !== 'resolved') return claim;
    if (!input.resolvedBy) throw new Error('seedClaim: a resolved claim needs resolvedBy (an admin id)');
    await repo.resolve(transaction, claim.id, input.resolution ?? 'Chioma went back on Saturday and redid the kitchen and bathroom at no cost.', input.resolvedBy, createdAt);
    const resolved = await repo.findById(claim.id, transaction);
    if (!resolved) throw new Error(`seedClaim: claim ${claim.id} vanished`);
    return resolved;
  });
}

/** Empties the reviews and claims tables; inside resetData, before bookings (both reference them). */
export async function clearTrust(db: Db, transaction: Transaction): Promise<void> {
  await claimModel(db).destroy({ where: {}, transaction });
  await reviewModel(db).destroy({ where: {}, transaction });
}
