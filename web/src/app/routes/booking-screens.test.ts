import { describe, expect, it, vi } from 'vitest';
import type { ServiceKey } from '@ile/domain';
import { withDraftForm } from './booking-screens.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('withDraftForm', () => {
  it('when a screen that shows a draft loads, then the kept draft\'s own form starts loading alongside it', async () => {
    const loadForm = vi.fn((service: ServiceKey) => Promise.resolve(service));
    const screen = { Screen: 'finalize' };
    const load = withDraftForm(() => Promise.resolve(screen), () => Promise.resolve(['plumbing', loadForm]));
    await expect(load()).resolves.toBe(screen);
    await flush();
    expect(loadForm).toHaveBeenCalledTimes(1);
    expect(loadForm).toHaveBeenCalledWith('plumbing');
  });

  it('when no draft is kept, then no form is loaded', async () => {
    const loadForm = vi.fn(() => Promise.resolve());
    await withDraftForm(() => Promise.resolve('screen'), () => Promise.resolve([null, loadForm]))();
    await flush();
    expect(loadForm).not.toHaveBeenCalled();
  });

  it('when the form fails to load, then the screen still loads (it asks for its form again itself)', async () => {
    const load = withDraftForm(() => Promise.resolve('screen'), () => Promise.resolve(['home-cleaning', () => Promise.reject(new Error('offline'))]));
    await expect(load()).resolves.toBe('screen');
    await flush();
  });
});
