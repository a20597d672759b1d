/** The time as the application sees it: tests inject a fixed or moving clock, production reads the system's. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
