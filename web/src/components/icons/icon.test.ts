import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { icon } from './icon.tsx';
import { CircleCheck, ExternalLink } from './index.ts';

describe('sprite icons', () => {
  it("draw the sprite's symbol of their name at lucide's size and stroke", () => {
    const html = renderToStaticMarkup(createElement(CircleCheck, { size: 20 }));
    expect(html).toMatch(/^<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"/);
    expect(html).toMatch(/<use href="#icon-circle-check"><\/use><\/svg>$/);
  });

  it('are decoration unless given a name of their own', () => {
    expect(renderToStaticMarkup(createElement(icon('menu')))).toContain('aria-hidden="true"');
    const named = renderToStaticMarkup(createElement(ExternalLink, { role: 'img', 'aria-label': '(another site)' }));
    expect(named).not.toContain('aria-hidden');
    expect(named).toContain('aria-label="(another site)"');
  });

  it('pass their props through: a class, a fill', () => {
    const html = renderToStaticMarkup(createElement(icon('star'), { className: 'rating__star', fill: 'currentColor' }));
    expect(html).toContain('class="rating__star"');
    expect(html).toContain('fill="currentColor"');
    expect(html).not.toContain('fill="none"');
  });
});
