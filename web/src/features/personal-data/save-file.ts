// Saves a document the app already holds as a file, through a Blob link (no second request).
import { todayInLagos } from '@ile/domain';

export function dataFileName(now: Date = new Date()): string {
  return `ile-data-${todayInLagos(now)}.json`;
}

export function saveJson(document: unknown, filename: string = dataFileName()): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
  const link = Object.assign(window.document.createElement('a'), { href: url, download: filename });
  link.click();
  // After the click has started the download; the URL is not needed again.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
