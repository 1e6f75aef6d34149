import { describe, expect, it } from 'vitest';
import * as icons from './index.ts';
import sprite from './sprite.svg?raw';
import { spriteFor, symbolId, symbolsOf, symbolsUsedBy } from './sprite.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

describe('the icon sprite', () => {
  it('holds a symbol for every icon the app names, and nothing else', () => {
    const drawn = Object.values(icons).map((Icon) => symbolsUsedBy(renderToStaticMarkup(createElement(Icon)))[0]);
    expect([...symbolsOf(sprite).keys()].sort()).toEqual([...drawn].sort());
    expect(drawn).toContain(symbolId('circle-check'));
  });

  it('gives a page the symbols its markup draws, each once, in a hidden <svg>', () => {
    const markup = renderToStaticMarkup(createElement('p', null, createElement(icons.Menu), createElement(icons.Star), createElement(icons.Menu)));
    const ids = symbolsUsedBy(markup);
    expect(ids).toEqual(['icon-menu', 'icon-star']);
    const held = spriteFor(sprite, ids);
    expect(held).toMatch(/^<svg id="icon-sprite" xmlns="http:\/\/www.w3.org\/2000\/svg" display="none" aria-hidden="true"><symbol id="icon-menu" viewBox="0 0 24 24"><path d="M4 5h16"\/>/);
    expect(held.match(/<symbol /g)).toHaveLength(2);
    expect(held).toContain('<symbol id="icon-star" ');
  });

  it('gives a page that draws no icon nothing, and refuses a symbol it lacks', () => {
    expect(spriteFor(sprite, [])).toBe('');
    expect(symbolsUsedBy('<p>no icons</p><svg><use href="#other"></use></svg>')).toEqual([]);
    expect(() => spriteFor(sprite, ['icon-no-such-icon'])).toThrow(/no symbol "icon-no-such-icon"/);
  });
});
