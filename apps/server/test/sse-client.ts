// Reads a live stream over real HTTP (inject cannot stream): fetch, a reader, and the
// text/event-stream lines parsed as EventSource would (id, event, data; comments skipped).

export interface SseEvent {
  id: string | null;
  event: string;
  data: unknown;
  /** When it arrived (performance.now()), for the delivery-time assertions. */
  at: number;
}

export interface SseClient {
  response: Response;
  events: SseEvent[];
  /** Comment lines seen (heartbeats), and the retry hint. */
  comments: string[];
  retry: number | null;
  /** The first event after `from` events that matches, within `timeoutMs`. */
  waitFor(
    match: (event: SseEvent) => boolean,
    options?: { timeoutMs?: number; from?: number },
  ): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let retry: number | null = null;
  let waiters: Array<() => void> = [];
  const notify = () => {
    for (const waiter of waiters) waiter();
    waiters = [];
  };

  let cancel = () => {};
  const read = async () => {
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    // Cancelling the reader (not only aborting the fetch) is what lets go of the connection.
    cancel = () => void reader.cancel().catch(() => {});
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | null = null;
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
            else if (line.startsWith('retry: ')) retry = Number(line.slice(7));
          }
          if (data.length > 0)
            events.push({ id, event, data: JSON.parse(data.join('\n')), at: performance.now() });
          notify();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by close()
    } finally {
      notify();
    }
  };
  const ended = read();

  return {
    response,
    events,
    comments,
    get retry() {
      return retry;
    },
    async waitFor(match, { timeoutMs = 3000, from = 0 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.slice(from).find(match);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    ended,
    close: () => {
      cancel();
      abort.abort();
    },
  };
}
