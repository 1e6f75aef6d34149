// Vite config for the web app; Storybook and the story tests build on it too.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev BFF by default; `npm run dev:mock` points it at Prism, which serves the spec's /app paths.
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/app': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names so the BFF can cache them for a year; index.html is never cached.
    assetsDir: 'assets',
    target: 'es2022',
    // Maps for error reports without advertising them to every visitor.
    sourcemap: 'hidden',
  },
});
