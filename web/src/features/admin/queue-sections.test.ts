// Proves a queue page is split into its sections by position, across page boundaries.
import { describe, expect, it } from 'vitest';
import { buildAdminBooking } from '../../testing/fixtures/index.ts';
import { queueSections } from './queue-sections.ts';

const items = (ids: string[]) => ids.map((id) => buildAdminBooking({ booking: { id } }));
const idsOf = (sections: ReturnType<typeof queueSections>) => sections.map((s) => [s.key, s.count, s.items.map((i) => i.booking.id)]);

describe('queueSections', () => {
  it('when the first page holds every section, then each gets its items in order with its count', () => {
    const data = { items: items(['a', 'b', 'c', 'd']), total: 4, page: 1, pageSize: 20, sections: { needsAction: 1, upcoming: 2, rest: 1 } };
    expect(idsOf(queueSections(data))).toEqual([
      ['needsAction', 1, ['a']],
      ['upcoming', 2, ['b', 'c']],
      ['rest', 1, ['d']],
    ]);
  });

  it('when a later page starts inside a section, then only the sections on it are shown', () => {
    const data = { items: items(['d', 'e', 'f']), total: 7, page: 2, pageSize: 3, sections: { needsAction: 2, upcoming: 3, rest: 2 } };
    expect(idsOf(queueSections(data))).toEqual([
      ['upcoming', 3, ['d', 'e']],
      ['rest', 2, ['f']],
    ]);
  });

  it('when nothing needs action, then the first page still shows the section, empty', () => {
    const data = { items: items(['a']), total: 1, page: 1, pageSize: 20, sections: { needsAction: 0, upcoming: 1, rest: 0 } };
    expect(idsOf(queueSections(data))).toEqual([
      ['needsAction', 0, []],
      ['upcoming', 1, ['a']],
    ]);
  });
});
