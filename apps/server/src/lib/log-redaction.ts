import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_PARAMS = /^(token|access_token|refresh_token|password|code|key|secret|signature|ticket)$/i;

/** Query values that are credentials (e.g. /confirm-email?token=…) never reach the log. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of [...params.keys()]) if (SECRET_QUERY_PARAMS.test(name)) params.set(name, '[REDACTED]');
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/** Method, redacted URL and client only: headers (Authorization, cookies) and bodies are never logged. */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
