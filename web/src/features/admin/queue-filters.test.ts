// Proves the queue's URL filters become exactly the spec's query, and bad values in a link are dropped.
import { describe, expect, it } from 'vitest';
import { activeFilterCount, bookingFiltersToParams, readBookingsQuery, readProsQuery, withPage } from './queue-filters.ts';

describe('readBookingsQuery', () => {
  it('when the URL has every filter and a page, then the query carries them all with the page size', () => {
    const query = readBookingsQuery(new URLSearchParams('status=paid&service=plumbing&state=FCT&from=2026-12-01&to=2026-12-31&page=3'));
    expect(query).toEqual({ status: 'paid', service: 'plumbing', state: 'FCT', from: '2026-12-01', to: '2026-12-31', page: 3, pageSize: 20 });
  });

  it('when the URL has no filters, then only the page size is sent (page 1 is the default)', () => {
    expect(readBookingsQuery(new URLSearchParams(''))).toEqual({ pageSize: 20 });
    expect(readBookingsQuery(new URLSearchParams('page=1'))).toEqual({ pageSize: 20 });
  });

  it('when values are not ones the spec allows, then they are dropped', () => {
    const query = readBookingsQuery(new URLSearchParams('status=lost&service=gardening&state=Abuja&from=2026-02-30&to=tomorrow&page=-2'));
    expect(query).toEqual({ pageSize: 20 });
    expect(readBookingsQuery(new URLSearchParams('page=99999'))).toEqual({ pageSize: 20 });
  });

  it('when the dates are typed backwards, then the range is turned round', () => {
    expect(readBookingsQuery(new URLSearchParams('from=2026-12-31&to=2026-12-01'))).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('when a reference is searched, then it is sent trimmed as typed, and one the spec would refuse is dropped', () => {
    expect(readBookingsQuery(new URLSearchParams('reference=+ile+7kx2q9+&status=paid'))).toEqual({ reference: 'ile 7kx2q9', status: 'paid', pageSize: 20 });
    for (const bad of ['ILE_7KX2Q9', '%25', 'A'.repeat(21), '   ']) expect(readBookingsQuery(new URLSearchParams({ reference: bad })).reference, bad).toBeUndefined();
    expect(bookingFiltersToParams({ reference: 'ILE-7KX2Q9', status: 'paid' }).toString()).toBe('reference=ILE-7KX2Q9&status=paid');
    expect(activeFilterCount({ reference: 'ILE-7KX2Q9', pageSize: 20 })).toBe(0);
  });

  it('when a state has a space in its name, then it is read as typed', () => {
    expect(readBookingsQuery(new URLSearchParams('state=Cross+River')).state).toBe('Cross River');
  });
});

describe('bookingFiltersToParams, activeFilterCount and withPage', () => {
  it('when filters are applied, then empty ones are left out and the page starts again', () => {
    expect(bookingFiltersToParams({ status: 'paid', from: '2026-12-01' }).toString()).toBe('status=paid&from=2026-12-01');
    expect(activeFilterCount({ status: 'paid', from: '2026-12-01', page: 2, pageSize: 20 })).toBe(2);
  });

  it('when moving between pages, then the filters stay and page 1 has no page parameter', () => {
    const params = new URLSearchParams('status=paid&page=2');
    expect(withPage(params, 3).toString()).toBe('status=paid&page=3');
    expect(withPage(params, 1).toString()).toBe('status=paid');
  });
});

describe('readProsQuery', () => {
  it('when the status is one of the four, then it is sent; otherwise dropped', () => {
    expect(readProsQuery(new URLSearchParams('status=pending&page=2'))).toEqual({ status: 'pending', page: 2, pageSize: 20 });
    expect(readProsQuery(new URLSearchParams('status=vip'))).toEqual({ pageSize: 20 });
  });
});
