// Proves where a page goes once a location has rendered: back/forward and reloads return to the kept
// position, a link starts at the top or the #fragment, a full load's first render never jumps to the top.
import { describe, expect, it } from 'vitest';
import { scrollAction } from './scroll-restoration.tsx';

describe('scrollAction', () => {
  it('when the customer goes back or forward to a page with a kept position, then it returns there', () => {
    expect(scrollAction({ first: false, navigationType: 'POP', saved: 840, hash: '' })).toEqual({ kind: 'restore', y: 840 });
  });

  it('when a page is reloaded with a kept position, then it returns there', () => {
    expect(scrollAction({ first: true, navigationType: 'POP', saved: 1200, hash: '#policy' })).toEqual({ kind: 'restore', y: 1200 });
  });

  it('when a link opens a page, then it starts at the top, or at its #fragment', () => {
    expect(scrollAction({ first: false, navigationType: 'PUSH', saved: 300, hash: '' })).toEqual({ kind: 'top' });
    expect(scrollAction({ first: false, navigationType: 'REPLACE', saved: undefined, hash: '' })).toEqual({ kind: 'top' });
    expect(scrollAction({ first: false, navigationType: 'PUSH', saved: undefined, hash: '#privacy%20policy' })).toEqual({ kind: 'fragment', id: 'privacy policy' });
  });

  it('when a full page load renders first with nothing kept, then it goes to its #fragment, or stays where it is', () => {
    expect(scrollAction({ first: true, navigationType: 'POP', saved: undefined, hash: '#privacy' })).toEqual({ kind: 'fragment', id: 'privacy' });
    expect(scrollAction({ first: true, navigationType: 'POP', saved: undefined, hash: '' })).toEqual({ kind: 'none' });
  });
});
