// Types for bundle-graph.cjs (used by web/src/app/routes/route-chunks.test.ts).
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface AdminLeak {
  file: string;
  modules: string[];
}
export interface ForeignServiceCode {
  page: string;
  modules: string[];
}
export declare const SERVICE_SCREEN: string;
export declare const ADMIN_MODULE: RegExp;
export declare const ADMIN_ROUTE: RegExp;
export declare function readManifest(distDir: string): Manifest;
export declare function entryKey(manifest: Manifest): string;
export declare function closure(manifest: Manifest, roots: readonly string[], options?: { dynamic?: boolean }): string[];
export declare function jsFiles(manifest: Manifest, keys: readonly string[]): string[];
export declare function cssFiles(manifest: Manifest, keys: readonly string[]): string[];
export declare function pageKeys(manifest: Manifest, routeKeys: readonly string[]): string[];
export declare function modulesOf(distDir: string, file: string, webRoot?: string): string[];
export declare function customerRouteKeys(manifest: Manifest): string[];
export declare function adminCodeForCustomers(distDir: string, manifest: Manifest, webRoot?: string): AdminLeak[];
export declare function servicePageKeys(manifest: Manifest): string[];
export declare function foreignServiceCode(distDir: string, manifest: Manifest, webRoot?: string): ForeignServiceCode[];
