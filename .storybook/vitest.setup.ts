// Applies the Storybook project annotations (preview + a11y) to the story tests run by Vitest.
import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import * as previewAnnotations from './preview.tsx';
import { configure } from 'storybook/test';

setProjectAnnotations([a11yAddonAnnotations, previewAnnotations]);

// On a loaded two-core CI machine a redirect chain through two lazy
// screens can take longer than testing-library's default 1 s, so waitFor/findBy get 5 s.
configure({ asyncUtilTimeout: 5000 });
