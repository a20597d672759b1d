import { describe, expect, it } from 'vitest';
import { type EventSourceLike, LiveEventBus, startLiveConnection } from './live-connection';

class FakeEventSource implements EventSourceLike {
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  readyState = 0;
  isClosed = false;
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.isClosed = true;
    this.readyState = 2;
  }
  /** The server sends `id:`/`event:`/`data:`; EventSource hands over this. */
  emit(type: string, data: string, lastEventId = '') {
    this.listeners.get(type)?.({ data, lastEventId } as MessageEvent<string>);
  }
}

function setup(options: { failTickets?: number } = {}) {
  const sources: FakeEventSource[] = [];
  const waits: number[] = [];
  const pending: Array<() => void> = [];
  let ticketCalls = 0;
  const bus = new LiveEventBus();
  const stop = startLiveConnection({
    bus,
    types: ['ticket.updated', 'message.created'],
    createTicket: async () => {
      ticketCalls += 1;
      if (ticketCalls <= (options.failTickets ?? 0)) throw new Error('offline');
      return { ticket: `t${ticketCalls}` };
    },
    openEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    schedule: (run, ms) => {
      waits.push(ms);
      pending.push(run);
      return pending.length;
    },
    cancel: () => {},
    random: () => 1,
  });
  const runNext = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { bus, stop, sources, waits, runNext, ticketCalls: () => ticketCalls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LiveEventBus', () => {
  it('hands parsed data to the handlers of the type, skips broken JSON, and unsubscribes', () => {
    const bus = new LiveEventBus();
    const seen: unknown[] = [];
    const other: unknown[] = [];
    const stop = bus.subscribe('ticket.updated', (data) => seen.push(data));
    bus.subscribe('message.created', (data) => other.push(data));
    bus.dispatch('ticket.updated', '{"orderId":"a","status":"Closed"}');
    bus.dispatch('ticket.updated', '{broken');
    stop();
    bus.dispatch('ticket.updated', '{"orderId":"b"}');
    expect(seen).toEqual([{ orderId: 'a', status: 'Closed' }]);
    expect(other).toEqual([]);
  });
});

describe('startLiveConnection', () => {
  it('opens the stream with a fresh ticket and dispatches its events', async () => {
    const { bus, sources, stop } = setup();
    await flush();
    expect(sources[0]?.url).toBe('/api/live/stream?ticket=t1');
    const seen: unknown[] = [];
    bus.subscribe('ticket.updated', (data) => seen.push(data));
    sources[0]?.emit('ticket.updated', '{"orderId":"x","status":"InProgress"}', '7');
    expect(seen).toEqual([{ orderId: 'x', status: 'InProgress' }]);
    expect([...(sources[0]?.listeners.keys() ?? [])].sort()).toEqual(
      ['message.created', 'ready', 'resync', 'ticket.updated'].sort(),
    );
    stop();
    expect(sources[0]?.isClosed).toBe(true);
  });

  it('reconnects after an error with a new ticket and the last event id, waiting longer each time', async () => {
    const { sources, waits, runNext, stop } = setup();
    await flush();
    sources[0]?.emit('ready', 'null', '41');
    sources[0]?.emit('ticket.updated', '{}', '42');
    sources[0]?.onerror?.(new Event('error'));
    expect(sources[0]?.isClosed).toBe(true);
    expect(waits).toEqual([1000]);
    await runNext();
    expect(sources[1]?.url).toBe('/api/live/stream?ticket=t2&lastEventId=42');
    sources[1]?.onerror?.(new Event('error'));
    await runNext();
    sources[2]?.onerror?.(new Event('error'));
    expect(waits).toEqual([1000, 2000, 4000]);
    // Once a connection opens, the next failure starts from 1 s again.
    await runNext();
    sources[3]?.onopen?.(new Event('open'));
    sources[3]?.onerror?.(new Event('error'));
    expect(waits.at(-1)).toBe(1000);
    stop();
  });

  it('stops for good once the app signs out: the ended stream is not reopened, no ticket is asked for', async () => {
    const { sources, waits, stop, ticketCalls } = setup();
    await flush();
    stop();
    expect(sources[0]?.isClosed).toBe(true);
    // The server closes a signed-out session's stream (decision 032): the error that follows is ignored.
    sources[0]?.onerror?.(new Event('error'));
    await flush();
    expect(waits).toEqual([]);
    expect(ticketCalls()).toBe(1);
    expect(sources).toHaveLength(1);
  });

  it('keeps trying while no ticket can be had, up to 30 s apart', async () => {
    const { waits, runNext, sources, stop } = setup({ failTickets: 7 });
    await flush();
    for (let n = 0; n < 7; n += 1) await runNext();
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(sources).toHaveLength(1);
    stop();
  });
});
