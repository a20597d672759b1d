import type { Tx } from '../db/client';
import { type AfterCommitWork, afterCommit } from '../db/transaction';

/**
 * Domain events (decision 031): a module that changes something says what happened, in its
 * transaction, and never imports who listens. Listeners are registered once, at wiring
 * (app-services.ts), in the order they must run.
 *
 * An event map names each event and its data: `{ 'ticket.booked': TicketBooked, … }`. Each
 * emitting module declares its own map (tickets/ticket.events.ts, …); the app's bus is typed by
 * their union, and a module is handed only the `emit` of its own events.
 */
export type EventOf<M> = { [K in keyof M & string]: { type: K; data: M[K] } }[keyof M & string];

/**
 * A listener runs inside the emitter's transaction, with its `tx`: whatever must not be lost with
 * the change (an outbox mail, a system message, a released slot) is written there and commits or
 * rolls back with it. Work that must wait for the commit (a live event) is answered as a function,
 * or queued with `afterCommit(tx, …)`; it never runs for a change that rolled back.
 */
export type EventListener<D> = (data: D, tx: Tx) => Promise<AfterCommitWork | undefined> | Promise<void>;

/** What an emitting module is given: tell of an event inside the transaction that made it. */
export type Emit<M> = (tx: Tx, event: EventOf<M>) => Promise<void>;

export interface DomainEvents<M> {
  emit: Emit<M>;
  /** Registers a listener; listeners of one event run in the order they were registered. */
  on<K extends keyof M & string>(type: K, listener: EventListener<M[K]>): void;
}

export function createDomainEvents<M>(): DomainEvents<M> {
  const listeners = new Map<string, EventListener<unknown>[]>();
  return {
    async emit(tx, event) {
      for (const listener of listeners.get(event.type) ?? []) {
        const after = await listener(event.data, tx);
        if (typeof after === 'function') afterCommit(tx, after);
      }
    },
    on(type, listener) {
      const registered = listeners.get(type) ?? [];
      registered.push(listener as EventListener<unknown>);
      listeners.set(type, registered);
    },
  };
}
