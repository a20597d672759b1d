import { AsyncLocalStorage } from 'node:async_hooks';
import type { Role } from '@basisdesk/shared';

/** Who acts, as the audit log writes them: as they were at the time of the act. */
export interface Actor {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: Role;
}

/**
 * What a request knows about who is acting and from where (decision 039): set once per request by
 * plugins/request-context.ts and read by whoever records what the request did (the audit log),
 * so no service takes the address or request id as parameters. Outside a request (a background
 * job, a test calling a service) there is none.
 */
export interface RequestContext {
  readonly requestId: string;
  readonly clientAddress: string;
  /** The signed-in person once the auth guard has read them; null before and for anonymous calls. */
  readonly actor: Actor | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (the rest of a request) with its context. */
export function runWithRequestContext(context: RequestContext, work: () => void): void {
  storage.run(context, work);
}

/** The context of the request this code runs for, or null outside one. */
export function currentRequestContext(): RequestContext | null {
  return storage.getStore() ?? null;
}
