// Proves which scroll position a page comes back to: a full load's first page by its path, every
// page reached inside the app by its own history entry.
import { describe, expect, it } from 'vitest';
import { scrollRestorationKey } from './scroll-restoration-key.ts';

describe('scrollRestorationKey', () => {
  it('when two full loads open different pages, then they do not share a position; a reload of the same page does', () => {
    const terms = scrollRestorationKey({ key: 'default', pathname: '/terms' });
    expect(terms).not.toBe(scrollRestorationKey({ key: 'default', pathname: '/' }));
    expect(terms).toBe(scrollRestorationKey({ key: 'default', pathname: '/terms' }));
  });

  it('when a page was reached inside the app, then its history entry is its key', () => {
    expect(scrollRestorationKey({ key: 'k7x2m1', pathname: '/terms' })).toBe('k7x2m1');
  });
});
