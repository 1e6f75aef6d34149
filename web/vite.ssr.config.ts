// The server entry's build (`vite build --config vite.ssr.config.ts --ssr src/entry-server.tsx`): the
// pre-render step and the BFF load it from web/dist/server/, which the BFF never serves to browsers.
import { mergeConfig } from 'vite';
import baseConfig from './vite.config.ts';

export default mergeConfig(baseConfig, {
  // Everything it imports is bundled, so it loads from WEB_DIST with no workspace package or
  // TypeScript source to resolve at run time.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
    sourcemap: false,
    manifest: false,
  },
});
