// The pre-render's side of DocumentTitle: the titles a page asks for reach the sink (outermost
// first, as the pre-render picks the first), and none is left in the markup.
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocumentTitle, DocumentTitleSink } from './document-title.tsx';

function Screen() {
  return createElement('main', null, createElement(DocumentTitle, null, 'Home cleaning · Book online · Ilé'), createElement('h1', null, 'Home cleaning'));
}

describe('DocumentTitle on the server', () => {
  it('when a page renders titles, then the sink gets each, outermost first, and the markup holds none', () => {
    const asked: string[] = [];
    const page = createElement(Fragment, null, createElement(DocumentTitle, null, 'Layout · Ilé'), createElement(Screen));
    const markup = renderToString(createElement(DocumentTitleSink.Provider, { value: (title: string) => asked.push(title) }, page));
    expect(asked).toEqual(['Layout · Ilé', 'Home cleaning · Book online · Ilé']);
    expect(markup).toBe('<main><h1>Home cleaning</h1></main>');
  });

  it('when no sink is given (the browser), then rendering a title renders nothing', () => {
    expect(renderToString(createElement(Screen))).toBe('<main><h1>Home cleaning</h1></main>');
  });
});
