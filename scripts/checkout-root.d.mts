// Types of checkout-root.mjs (plain JavaScript so that `npm start`'s scripts can use it without a TypeScript loader).
/** The checkout above the module at `moduleUrl` (its import.meta.url): the nearest folder with openapi.yaml. */
export declare function checkoutRoot(moduleUrl: string): string;
