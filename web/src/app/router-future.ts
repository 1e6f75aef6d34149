// React Router 6's two behaviours that version 7 made the default, switched on for every router the
// app renders (browser, pre-render, stories): navigations are React transitions (the previous
// screen stays while the next one's code downloads), and relative links inside splat routes
// resolve from the splat's own path. Without them React Router 6 warns once per router.
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
