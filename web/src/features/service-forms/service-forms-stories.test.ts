// Storybook indexes stories from static named exports, so the per-service form stories are written out
// by hand; this keeps a new service from being left without them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICE_KEYS } from '@ile/domain';

const stories = readFileSync(new URL('./service-forms.stories.tsx', import.meta.url), 'utf8');

describe('service-forms.stories.tsx', () => {
  it.each(SERVICE_KEYS)('when %s is in the catalogue, then it has an empty and a filled story', (service) => {
    expect(stories).toContain(`emptyWithDefaults('${service}')`);
    expect(stories).toContain(`filledWithPrice('${service}')`);
  });
});
