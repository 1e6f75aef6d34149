// The time the screens judge visit windows by. One seam so stories can fix "now" (a story that
// offers today's windows must look the same whenever it runs); screens read it, never set it.
export const appClock: { now: () => Date } = { now: () => new Date() };
