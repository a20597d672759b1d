/**
 * The live streams this node holds, by the sign-in session each belongs to (decision 032), so that
 * a session's end closes its streams wherever it was told. A stream is tracked from the moment its
 * ticket is redeemed, before its session is checked: an end told meanwhile is not missed.
 */
export interface TrackedStream {
  /** The stream is open and this ends it; false when its session ended meanwhile (do not open it). */
  start(end: () => void): boolean;
  /** Forgets the stream: it ended, or never opened. */
  forget(): void;
}

interface Entry {
  ended: boolean;
  end: (() => void) | null;
}

export function createOpenStreams() {
  const bySession = new Map<string, Set<Entry>>();

  const endEntries = (entries: Iterable<Entry>) => {
    for (const entry of [...entries]) {
      entry.ended = true;
      entry.end?.();
    }
  };

  return {
    track(sessionId: string): TrackedStream {
      const entry: Entry = { ended: false, end: null };
      const entries = bySession.get(sessionId) ?? new Set();
      bySession.set(sessionId, entries);
      entries.add(entry);
      return {
        start(end) {
          if (entry.ended) return false;
          entry.end = end;
          return true;
        },
        forget() {
          entries.delete(entry);
          if (entries.size === 0 && bySession.get(sessionId) === entries) bySession.delete(sessionId);
        },
      };
    },

    /** The sessions ended (here or on another node): their streams close now. */
    endSessions(sessionIds: readonly string[]): void {
      for (const sessionId of sessionIds) endEntries(bySession.get(sessionId) ?? []);
    },

    /** The app is closing: every stream ends, so that closing need not wait for them. */
    endAll(): void {
      for (const entries of [...bySession.values()]) endEntries(entries);
    },
  };
}
