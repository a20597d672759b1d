/**
 * Sessions from booked slots, free of zod: a session is a maximal run of one ticket's slots in
 * which each slot ends where the next starts. The server groups with it; its id is the first slot's.
 */
export interface SlotSpan {
  id: string;
  start: Date;
  end: Date;
}

export interface SessionSpan<S extends SlotSpan = SlotSpan> {
  id: string;
  start: Date;
  end: Date;
  slots: S[];
}

/** The slots of ONE ticket, in any order, as its sessions in time order. */
export function groupIntoSessions<S extends SlotSpan>(slots: readonly S[]): SessionSpan<S>[] {
  const sorted = [...slots].sort((a, b) => a.start.getTime() - b.start.getTime());
  const sessions: SessionSpan<S>[] = [];
  for (const slot of sorted) {
    const last = sessions.at(-1);
    if (last && last.end.getTime() === slot.start.getTime()) {
      last.slots.push(slot);
      last.end = slot.end;
    } else {
      sessions.push({ id: slot.id, start: slot.start, end: slot.end, slots: [slot] });
    }
  }
  return sessions;
}

/** When a customer may last change a session: `hours` before it starts. */
export const cutoffOf = (start: Date, hours: number) => new Date(start.getTime() - hours * 60 * 60 * 1000);
