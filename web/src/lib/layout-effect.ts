// useLayoutEffect in the browser, useEffect when rendering on the server (the pre-render), where
// React 18 runs neither but warns about every useLayoutEffect it meets.
import { useEffect, useLayoutEffect } from 'react';

export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
