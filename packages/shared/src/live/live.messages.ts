/** The live stream's refusals, in words for people. */
export const LIVE_MESSAGES = {
  /** The answer to a stream beyond MAX_OPEN_LIVE_STREAMS_PER_USER (live.limits.ts). */
  tooManyStreams: 'Too many open live connections. Close another tab and try again.',
  invalidTicket: 'This live-stream ticket is not valid; request a new one',
} as const;
