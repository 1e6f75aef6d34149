// React Router 6's two behaviours that version 7 made the default, switched on for every router the
// app renders (browser, pre-render, stories), so the app behaves as it did on 7: a navigation's
// state update is a React transition (a part of the new screen that suspends keeps the old one on
// show instead of falling back to the loader), and relative links inside splat routes resolve from
// the splat's own path. Without them React Router 6 also warns once per router.
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
