// The page's title. React 18 renders a <title> where it stands, inside #root (React 19 hoisted it
// into the head), so a screen names its page with <DocumentTitle> instead: the browser's
// document.title is set once the screen is on screen, and the pre-render collects the title for
// the page's <head> (entry-server.tsx), so a pre-rendered page has it before any script runs.
import { createContext, useContext, useEffect } from 'react';

/** Given by the pre-render only: receives the titles a page's components ask for, outermost first. */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

export function DocumentTitle({ children }: { children: string }): null {
  const sink = useContext(DocumentTitleSink);
  // Rendering on the server runs no effects: the title is handed over while rendering.
  sink?.(children);
  useEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}
