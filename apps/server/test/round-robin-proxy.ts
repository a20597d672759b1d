// A load balancer in miniature for the several-nodes test: each request goes to the next node in
// turn, its body streamed there and the answer streamed back as it comes (a live stream's events
// included), with `x-upstream` naming the node (its index) that answered.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Requests sent to each node, by index. */
  forwarded: number[];
  close(): Promise<void>;
}

export const UPSTREAM_HEADER = 'x-upstream';

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const forwarded = upstreams.map(() => 0);
  // Kept-alive connections to the nodes, as a real balancer keeps them.
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;

  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    forwarded[index] = (forwarded[index] ?? 0) + 1;
    const target = new URL(request.url ?? '/', upstreams[index]);
    const upstream = http.request(
      target,
      { method: request.method, headers: request.headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, [UPSTREAM_HEADER]: String(index) });
        // Headers at once: an event stream's client must see its 200 before the first event.
        response.flushHeaders();
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { [UPSTREAM_HEADER]: String(index) });
      response.end();
    });
    // A client that hangs up (a closed stream) closes its request at the node too.
    response.on('close', () => upstream.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forwarded,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
