// Applies the Storybook project annotations (preview + a11y) to the story tests run by Vitest.
import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import * as previewAnnotations from './preview.tsx';

setProjectAnnotations([a11yAddonAnnotations, previewAnnotations]);
