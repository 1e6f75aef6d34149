// Entry point: mounts the app. With VITE_MSW=true (a build-time flag) the API is mocked in the
// browser; the mock code is then a separate chunk and never part of a normal build.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { env } from './config/env.ts';

async function enableMocking(): Promise<void> {
  if (!import.meta.env.DEV && import.meta.env.VITE_MSW !== 'true') return;
  if (!env.mswEnabled) return;
  const { startBrowserMocks } = await import('./testing/mocks/browser.ts');
  await startBrowserMocks();
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void enableMocking().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
