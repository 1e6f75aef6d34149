// The `handle` of pre-rendered routes; apart from the prerender list so the route tree (in the entry chunk) imports nothing more.
/**
 * A pre-rendered route's `handle`: its screen module as the build manifest names it (relative to
 * web/), so the page's HTML can link that chunk's CSS and JavaScript. The prerender fails the build
 * when the manifest has no such module.
 */
export function prerenderHandle(module: string): { prerenderModule: string } {
  return { prerenderModule: module };
}

/** The screen module a matched route's handle names, if it is a pre-rendered route. */
export function prerenderModuleOf(handle: unknown): string | null {
  if (typeof handle !== 'object' || handle === null || !('prerenderModule' in handle)) return null;
  return typeof handle.prerenderModule === 'string' ? handle.prerenderModule : null;
}
