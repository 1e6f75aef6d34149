// Time as a dependency, so tests can move it (reset links expire).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
