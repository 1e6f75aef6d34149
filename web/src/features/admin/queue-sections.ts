// The queue comes ordered by section (needs action, upcoming, the rest) with each section's count
// over every page, so a page's items are split by their place in the whole list, not by re-applying
// the BFF's rules here.
import type { AdminBooking } from '../../api/types.ts';
import type { AdminBookingsPage } from './api/requests.ts';

export type QueueSectionKey = keyof AdminBookingsPage['sections'];

export const QUEUE_SECTION_TITLES: Record<QueueSectionKey, string> = {
  needsAction: 'Needs action',
  upcoming: 'Upcoming',
  rest: 'Everything else',
};

const ORDER: readonly QueueSectionKey[] = ['needsAction', 'upcoming', 'rest'];

export interface QueueSection {
  key: QueueSectionKey;
  title: string;
  /** Bookings in this section over every page. */
  count: number;
  /** This page's share of it. */
  items: AdminBooking[];
}

/** The sections with items on this page, in order; needs action always on the first page, even when empty. */
export function queueSections(data: AdminBookingsPage): QueueSection[] {
  let start = 0;
  const offset = (data.page - 1) * data.pageSize;
  return ORDER.flatMap((key) => {
    const count = data.sections[key];
    const from = Math.max(start - offset, 0);
    const to = Math.max(start + count - offset, 0);
    start += count;
    const items = data.items.slice(from, to);
    const shown = items.length > 0 || (key === 'needsAction' && data.page === 1);
    return shown ? [{ key, title: QUEUE_SECTION_TITLES[key], count, items }] : [];
  });
}
