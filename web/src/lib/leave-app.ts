// Full-page navigations to another site (Paystack's hosted checkout). Behind one function so stories
// and tests can record where the browser would go instead of leaving the page: Location.assign can't
// be stubbed in a browser (its properties are unforgeable).
export type PageNavigator = (url: string) => void;

const browserNavigator: PageNavigator = (url) => window.location.assign(url);
let navigator: PageNavigator = browserNavigator;

/** Sends the browser to `url`; the app is unloaded. */
export function leaveAppFor(url: string): void {
  navigator(url);
}

/** Replaces the browser navigation until the returned function is called (stories, tests). */
export function interceptPageNavigation(next: PageNavigator): () => void {
  navigator = next;
  return () => {
    navigator = browserNavigator;
  };
}
