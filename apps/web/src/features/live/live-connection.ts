import { reconnectDelay } from './backoff';

export type LiveHandler = (data: unknown) => void;

/** The subscribers of each event type; what the stream brings is parsed once and dispatched. */
export class LiveEventBus {
  private readonly handlers = new Map<string, Set<LiveHandler>>();

  subscribe(type: string, handler: LiveHandler): () => void {
    const set = this.handlers.get(type) ?? new Set();
    this.handlers.set(type, set);
    set.add(handler);
    return () => set.delete(handler);
  }

  /** One event's `data` line: JSON, handed to every handler of its type (a broken one is skipped). */
  dispatch(type: string, rawData: string): void {
    let data: unknown;
    try {
      data = JSON.parse(rawData);
    } catch {
      return;
    }
    for (const handler of this.handlers.get(type) ?? []) handler(data);
  }
}

/** The part of EventSource the connection uses (tests pass a stand-in). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  onopen: ((event: Event) => void) | null;
  readyState: number;
  close(): void;
}

export interface LiveConnectionOptions {
  /** The event types to listen for (EventSource only hands over named events one asks for). */
  types: readonly string[];
  bus: LiveEventBus;
  createTicket: () => Promise<{ ticket: string }>;
  openEventSource: (url: string) => EventSourceLike;
  streamUrl?: string;
  schedule?: (run: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
  random?: () => number;
}

const CLOSED = 2;

/**
 * Keeps one stream open: a fresh ticket for each connection, the last event id carried over on
 * reconnects (as a query parameter: the new connection is a new EventSource), and waits that grow
 * from 1 s to 30 s while the server cannot be reached. EventSource's own retries are used while
 * they work; once it gives up (closed), or the ticket is refused, this reconnects.
 */
export function startLiveConnection(options: LiveConnectionOptions): () => void {
  const schedule = options.schedule ?? ((run, ms) => setTimeout(run, ms));
  const cancel = options.cancel ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const streamUrl = options.streamUrl ?? '/api/live/stream';
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let lastEventId: string | null = null;
  let isStopped = false;

  const reconnectLater = () => {
    if (isStopped) return;
    source?.close();
    source = null;
    timer = schedule(connect, reconnectDelay(attempt, options.random));
    attempt += 1;
  };

  async function connect() {
    timer = null;
    let ticket: string;
    try {
      ({ ticket } = await options.createTicket());
    } catch {
      reconnectLater();
      return;
    }
    if (isStopped) return;
    const query = new URLSearchParams({ ticket });
    if (lastEventId !== null) query.set('lastEventId', lastEventId);
    const opened = options.openEventSource(`${streamUrl}?${query}`);
    source = opened;
    opened.onopen = () => {
      attempt = 0;
    };
    // A ticket is single-use: EventSource's own retry would present it again and be refused.
    opened.onerror = () => reconnectLater();
    for (const type of new Set([...options.types, 'ready', 'resync'])) {
      opened.addEventListener(type, (event) => {
        if (event.lastEventId) lastEventId = event.lastEventId;
        options.bus.dispatch(type, event.data);
      });
    }
    if (opened.readyState === CLOSED) reconnectLater();
  }

  void connect();
  return () => {
    isStopped = true;
    if (timer !== null) cancel(timer);
    source?.close();
  };
}
