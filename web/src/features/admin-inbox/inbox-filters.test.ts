// Proves the inbox screens' URLs become exactly the spec's queries, bad values in a link are dropped, and the links back agree.
import { describe, expect, it } from 'vitest';
import { claimsHref, messagesHref, readClaimsQuery, readMessagesQuery, readOutboxQuery, readReviewsQuery, reviewsHref } from './inbox-filters.ts';

const params = (search: string) => new URLSearchParams(search);

describe('readMessagesQuery', () => {
  it('when the URL has a kind, unread only and a page, then the query carries them with the page size', () => {
    expect(readMessagesQuery(params('kind=referral&unread=true&page=3'))).toEqual({ kind: 'referral', unread: true, page: 3, pageSize: 20 });
  });

  it('when the URL has nothing, or page 1, then only the page size is sent', () => {
    expect(readMessagesQuery(params(''))).toEqual({ pageSize: 20 });
    expect(readMessagesQuery(params('page=1'))).toEqual({ pageSize: 20 });
  });

  it('when values are not ones the spec allows, then they are dropped', () => {
    expect(readMessagesQuery(params('kind=complaint&unread=yes&page=-1'))).toEqual({ pageSize: 20 });
    expect(readMessagesQuery(params('unread=false&page=99999'))).toEqual({ pageSize: 20 });
  });
});

describe('messagesHref', () => {
  it('when filters are given, then the URL reads back as the same query', () => {
    const url = messagesHref({ kind: 'contact', unread: true });
    expect(url).toBe('/admin_area/messages?kind=contact&unread=true');
    expect(readMessagesQuery(new URL(url, 'http://x').searchParams)).toEqual({ kind: 'contact', unread: true, pageSize: 20 });
  });

  it('when no filter is on, then the bare path is the link', () => {
    expect(messagesHref()).toBe('/admin_area/messages');
    expect(messagesHref({ unread: false })).toBe('/admin_area/messages');
  });
});

describe('reviews, claims and the outbox', () => {
  it('when the reviews URL says hidden or visible, then the query says hidden true or false', () => {
    expect(readReviewsQuery(params('hidden=true'))).toEqual({ hidden: true, pageSize: 20 });
    expect(readReviewsQuery(params('hidden=false&page=2'))).toEqual({ hidden: false, page: 2, pageSize: 20 });
    expect(readReviewsQuery(params('hidden=maybe'))).toEqual({ pageSize: 20 });
    expect(reviewsHref('hidden')).toBe('/admin_area/reviews?hidden=true');
    expect(reviewsHref('visible')).toBe('/admin_area/reviews?hidden=false');
    expect(reviewsHref()).toBe('/admin_area/reviews');
  });

  it('when the claims URL names a status, then only a known one is sent', () => {
    expect(readClaimsQuery(params('status=open'))).toEqual({ status: 'open', pageSize: 20 });
    expect(readClaimsQuery(params('status=closed'))).toEqual({ pageSize: 20 });
    expect(claimsHref('resolved')).toBe('/admin_area/claims?status=resolved');
    expect(claimsHref()).toBe('/admin_area/claims');
  });

  it('when the outbox URL has a page, then only the page is read', () => {
    expect(readOutboxQuery(params('page=4&kind=contact'))).toEqual({ page: 4, pageSize: 20 });
  });
});
