// Types of build.mjs (plain JavaScript so that `npm start` can run it without a TypeScript loader).
/** Bundles `entry` (bff/…/x.ts, from the repository root) into bff/dist/…/x.mjs when stale; resolves with its absolute path. */
export declare function buildBff(entry?: string): Promise<string>;
