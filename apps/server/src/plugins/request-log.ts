import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Requests logged at debug instead of info: the web app's files, which would drown the rest. */
const quietRequests = new WeakSet<FastifyRequest>();

/** Logs this request at debug level only (a script, a style sheet, an icon, the manifest). */
export function logQuietly(request: FastifyRequest): void {
  quietRequests.add(request);
}

/**
 * One log line per request, written when the answer has gone: method, redacted URL, client,
 * status and time taken (the `req` serializer decides what of the request is written; headers and
 * bodies never are), instead of Fastify's two (incoming, completed).
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (quietRequests.has(request)) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
