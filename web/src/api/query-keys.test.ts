// Proves the shared bookings key is the prefix the bookings feature caches the customer's bookings under, so refreshing it after a claim or review reaches the list.
import { describe, expect, it } from 'vitest';
import { bookingKeys } from '../features/bookings/api/queries.ts';
import { BOOKINGS_KEY } from './query-keys.ts';

describe('BOOKINGS_KEY', () => {
  it('when compared with the bookings feature keys, then it is their common prefix', () => {
    expect(bookingKeys.all).toEqual(BOOKINGS_KEY);
    expect(bookingKeys.list.slice(0, BOOKINGS_KEY.length)).toEqual(BOOKINGS_KEY);
  });
});
