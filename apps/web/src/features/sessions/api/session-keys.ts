/**
 * The sessions feature's query keys. The agenda sits under the tickets' root ('tickets'): every
 * ticket change (a status that frees slots, a cancelled or moved session) invalidates that root,
 * and so refreshes the agenda too, without this feature and tickets importing each other.
 */
export const sessionKeys = {
  all: ['tickets', 'sessions'] as const,
  upcoming: () => [...sessionKeys.all, 'upcoming'] as const,
};
