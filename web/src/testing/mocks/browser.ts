// MSW in the browser for `VITE_MSW=true npm run dev -w @ile/web`: the app against the default handlers.
import { setupWorker } from 'msw/browser';
import { defaultHandlers } from './index.ts';

export async function startBrowserMocks(): Promise<void> {
  const worker = setupWorker(...Object.values(defaultHandlers()));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: false });
}
