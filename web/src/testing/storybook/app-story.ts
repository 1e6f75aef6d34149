// Helpers for stories that render the real app (shell, guards, lazy screens) at a path.
import { createAppRoutes } from '../../app/route-tree.tsx';
import type { StoryRouterParameters } from './story-providers.tsx';

/** `parameters.router` for a story of the whole app starting at `path`. */
export function appAt(path: string, state?: unknown): StoryRouterParameters {
  return { path, state, routes: createAppRoutes };
}

export { storyLocation } from './story-providers.tsx';
