// Proves an inbox item's history reads in the screens' words: hiding and showing, resolving, marking read and unread.
import { describe, expect, it } from 'vitest';
import { describeInboxAction, inboxChangesOf } from './inbox-audit-descriptions.ts';

describe('describeInboxAction', () => {
  it('when the action is one the inbox records, then it reads as words; otherwise as its name', () => {
    expect(describeInboxAction('review.hide')).toBe('Hid the review');
    expect(describeInboxAction('review.show')).toBe('Showed the review again');
    expect(describeInboxAction('claim.resolve')).toBe('Resolved the claim');
    expect(describeInboxAction('message.read')).toBe('Marked read');
    expect(describeInboxAction('message.unread')).toBe('Marked unread');
    expect(describeInboxAction('claim.reopen')).toBe('claim.reopen');
  });
});

describe('inboxChangesOf', () => {
  it('when a review is hidden, then the public pages go from shown to hidden', () => {
    expect(inboxChangesOf({ before: { hidden: false }, after: { hidden: true } })).toEqual([{ label: 'Public pages', before: 'Shown', after: 'Hidden' }]);
  });

  it('when a claim is resolved, then the status reads in words and the resolution appears', () => {
    expect(inboxChangesOf({ before: { status: 'open', resolution: null }, after: { status: 'resolved', resolution: 'Refunded ₦15,000.' } })).toEqual([
      { label: 'Status', before: 'Open', after: 'Resolved' },
      { label: 'Resolution', before: '—', after: 'Refunded ₦15,000.' },
    ]);
  });

  it('when a message is marked read and unread, then the read time reads as a Lagos date and time, or "Not read"', () => {
    expect(inboxChangesOf({ before: { readAt: null }, after: { readAt: '2026-12-10T09:01:00.000Z' } })).toEqual([{ label: 'Read', before: 'Not read', after: '10 December 2026, 10:01am' }]);
    expect(inboxChangesOf({ before: { readAt: '2026-12-10T09:01:00.000Z' }, after: { readAt: null } })).toEqual([{ label: 'Read', before: '10 December 2026, 10:01am', after: 'Not read' }]);
  });

  it('when a field is unknown, unchanged or the entry has no before, then unknown ones show under their name and unchanged ones are left out', () => {
    expect(inboxChangesOf({ before: null, after: { priority: 'high', status: 'open' } })).toEqual([
      { label: 'priority', before: '—', after: 'high' },
      { label: 'Status', before: '—', after: 'Open' },
    ]);
    expect(inboxChangesOf({ before: { hidden: true }, after: { hidden: true } })).toEqual([]);
    expect(inboxChangesOf({ before: null, after: null })).toEqual([]);
  });
});
