// The `handle` of pre-rendered routes; apart from the prerender list so the route tree (in the entry chunk) imports nothing more.
/**
 * A pre-rendered route's `handle`: the modules its lazy route loads (its screen, and a service page's
 * own module too) as the build manifest names them (relative to web/), so the page's HTML can link
 * their chunks' CSS and JavaScript. The prerender fails the build when the manifest lacks one.
 */
export function prerenderHandle(...modules: [string, ...string[]]): { prerenderModules: readonly string[] } {
  return { prerenderModules: modules };
}

/** The modules a matched route's handle names: none unless it is a pre-rendered route. */
export function prerenderModulesOf(handle: unknown): string[] {
  if (typeof handle !== 'object' || handle === null || !('prerenderModules' in handle) || !Array.isArray(handle.prerenderModules)) return [];
  const modules: unknown[] = handle.prerenderModules;
  return modules.every((module) => typeof module === 'string') ? [...modules] : [];
}
