// Proves a press on a link of this app starts downloading that location's screens, once, before the
// app handles the tap; and that presses elsewhere, on links out of the app, to a download or to another
// window start nothing.
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from './lazy-route.ts';
import { pressedLinkPath, preloadOnPress } from './preload-on-press.ts';

const ORIGIN = 'https://ile.ng';

interface FakeLinkOptions {
  href: string;
  target?: string;
  download?: boolean;
}

/** What was pressed: something inside a link, which answers as the browser's does (origin and pathname read from its href). */
function pressInside({ href, target = '', download = false }: FakeLinkOptions) {
  const url = new URL(href, ORIGIN);
  const link = { origin: url.origin, pathname: url.pathname, target, hasAttribute: (name: string) => name === 'download' && download };
  return { closest: (selector: string) => (selector === 'a[href]' ? link : null) } as unknown as EventTarget;
}

const notInALink = { closest: () => null } as unknown as EventTarget;

describe('pressedLinkPath', () => {
  it('when the press is in a link of this origin, then it is that link’s pathname', () => {
    expect(pressedLinkPath(pressInside({ href: '/services/home-cleaning?ref=home#form' }), ORIGIN)).toBe('/services/home-cleaning');
    expect(pressedLinkPath(pressInside({ href: '/about', target: '_self' }), ORIGIN)).toBe('/about');
  });

  it('when the press is on no link, on another origin’s, on a download or on a link to another window, then there is nothing to open here', () => {
    expect(pressedLinkPath(notInALink, ORIGIN)).toBeNull();
    expect(pressedLinkPath(null, ORIGIN)).toBeNull();
    expect(pressedLinkPath(pressInside({ href: 'https://wa.me/2348031234567' }), ORIGIN)).toBeNull();
    expect(pressedLinkPath(pressInside({ href: '/receipt.pdf', download: true }), ORIGIN)).toBeNull();
    expect(pressedLinkPath(pressInside({ href: '/terms', target: '_blank' }), ORIGIN)).toBeNull();
    // A text node or the window: no closest() to ask.
    expect(pressedLinkPath(new EventTarget(), ORIGIN)).toBeNull();
  });
});

describe('preloadOnPress', () => {
  function setUp() {
    const loadService = vi.fn(() => Promise.resolve(() => null));
    const loadAbout = vi.fn(() => Promise.resolve(() => null));
    const routes: RouteObject[] = [
      { path: '/services/:service', element: lazyComponent(loadService) },
      { path: '/about', element: lazyComponent(loadAbout) },
    ];
    const doc = Object.assign(new EventTarget(), { location: { origin: ORIGIN } }) as unknown as Document;
    const press = (type: 'pointerdown' | 'click', target: EventTarget) => {
      const event = new Event(type);
      // The browser sets the target to the element pressed; a plain EventTarget would set itself.
      Object.defineProperty(event, 'target', { value: target });
      doc.dispatchEvent(event);
    };
    return { routes, doc, press, loadService, loadAbout };
  }

  it('when a link is pressed, then its screens start downloading at the press, once however often it is pressed', () => {
    const { routes, doc, press, loadService, loadAbout } = setUp();
    const stop = preloadOnPress(doc, routes);
    press('pointerdown', pressInside({ href: '/services/home-cleaning' }));
    expect(loadService).toHaveBeenCalledTimes(1);
    press('click', pressInside({ href: '/services/home-cleaning' }));
    press('click', pressInside({ href: '/services/plumbing' }));
    expect(loadService).toHaveBeenCalledTimes(1);
    expect(loadAbout).not.toHaveBeenCalled();
    stop();
  });

  it('when the press is not on a link of the app, or the listening has stopped, then nothing downloads', () => {
    const { routes, doc, press, loadService, loadAbout } = setUp();
    const stop = preloadOnPress(doc, routes);
    press('pointerdown', notInALink);
    press('click', pressInside({ href: 'https://example.com/about' }));
    press('click', pressInside({ href: '/nowhere' }));
    stop();
    press('click', pressInside({ href: '/about' }));
    expect(loadService).not.toHaveBeenCalled();
    expect(loadAbout).not.toHaveBeenCalled();
  });
});
