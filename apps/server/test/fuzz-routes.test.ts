import path from 'node:path';
import { SYSTEM_SETTING_KEYS } from '@basisdesk/shared';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInSessions, users } from '../src/db/schema';
import { startSupabaseKeys } from '../src/modules/social-auth/social-auth.test-kit';
import { errorBodySchema } from './expect-response';
import type { TestUser } from './factories';
import { openMessagingKit, png, type Thread } from './messaging-kit';
import {
  type CallerName,
  type GeneratedRequest,
  listOperations,
  type OpenApiDocument,
  requestsFor,
} from './openapi-requests';
import type { KnownValues } from './openapi-values';
import { authHeader } from './test-tokens';

// Every operation of the OpenAPI document gets requests generated from its declared schemas
// (test/openapi-requests.ts): well-formed values, values at the limits, wrong types, huge and odd
// text, control characters, prototype keys, deep nesting; sent by each role, nobody and a forged
// token. Whatever comes in, the answer is below 500, an error is the one JSON error shape, and no
// body tells a stack or a file of ours. FUZZ_SEED varies the run (a fixed seed otherwise); a failure
// prints the route, the request and how to replay it.
const TOTAL_REQUESTS = 10_000;
const DEFAULT_SEED = 20_250_611;
const baseSeed = Number(inject('fuzzSeed') || DEFAULT_SEED);
const replayPath = inject('fuzzPath') || undefined;
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

// Opened while the file is collected: the document's operations name one test each. Social sign-in
// is configured (its keys on loopback), so its routes are reached too.
const supabase = await startSupabaseKeys({});
const kit = await openMessagingKit({ config: { SUPABASE_URL: supabase.url, SUPABASE_ANON_KEY: 'anon-key' } });
afterAll(async () => {
  await kit.close();
  await new Promise((resolve) => supabase.server.close(resolve));
});
const operations = listOperations(kit.app.swagger() as unknown as OpenApiDocument);
const numRuns = Math.ceil(TOTAL_REQUESTS / operations.length);

let thread: Thread;
let callers: Record<'Admin' | 'Customer' | 'Consultant', TestUser>;
let known: KnownValues;
let saved: Array<typeof users.$inferSelect>;
let sent = 0;
/** How many answers of each status: a run that only ever reached 400s would prove little. */
const statuses = new Map<number, number>();

beforeAll(async () => {
  thread = await kit.newThread();
  callers = { Admin: kit.admin, Customer: thread.customer, Consultant: thread.consultant };
  const types = await kit.taxonomy();
  const slots = await kit.publishSlots(thread.consultant, 2);
  const fileMessage = await kit.sendFiles(thread.customer, thread.conversation.id, [png()]);
  const text = await kit.sendText(thread.consultant, thread.conversation.id, 'Looking at SM21 now');
  const identifier = await kit.newSrIdentifier('SM21');
  known = {
    ids: [
      ...Object.values(callers).map((user) => user.id),
      thread.ticket.id,
      thread.conversation.id,
      fileMessage.id,
      text.id,
      ...fileMessage.attachments.map((attachment) => attachment.id),
      types.typeId,
      types.categoryId,
      ...slots.map((slot) => slot.id),
      identifier.id,
    ],
    emails: Object.values(callers).map((user) => user.email),
    settingKeys: [...SYSTEM_SETTING_KEYS],
  };
  saved = await kit.database.db
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        Object.values(callers).map((user) => user.id),
      ),
    );
});

/**
 * What one operation's requests may have changed for the next: the callers' accounts (a password
 * changed, an account deactivated), their sign-in sessions and the messaging flag, put back so every operation is reached
 * by signed-in people.
 */
async function restoreCallers() {
  for (const row of saved) await kit.database.db.update(users).set(row).where(eq(users.id, row.id));
  // Signing out, "sign out everywhere else" and a password change end the callers' sign-in sessions.
  await kit.database.db
    .update(signInSessions)
    .set({ endedAt: null, endReason: null })
    .where(
      inArray(
        signInSessions.userId,
        saved.map((row) => row.id),
      ),
    );
  await kit.setSetting('MessagingEnabled', 'true');
}

function headersOf(caller: CallerName): Record<string, string> {
  if (caller === 'nobody') return {};
  if (caller === 'garbage') return { authorization: 'Bearer not.a.token' };
  return authHeader(callers[caller]);
}

function send(request: GeneratedRequest): Promise<LightMyRequestResponse> {
  sent += 1;
  return kit.app.inject({
    method: request.method as 'GET',
    url: request.url,
    remoteAddress: request.remoteAddress,
    headers: {
      ...headersOf(request.caller),
      ...(request.contentType && { 'content-type': request.contentType }),
    },
    ...(request.payload !== undefined && { payload: request.payload }),
  });
}

/** What no answer may be, whatever was asked: a 5xx, an error outside the shape, a stack or a path of ours. */
function problemsOf(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`status ${response.statusCode}`);
  if (response.statusCode >= 400) {
    if (!String(response.headers['content-type']).startsWith('application/json')) {
      problems.push(`an error as ${response.headers['content-type']}`);
    } else {
      const parsed = errorBodySchema.safeParse(safeJson(response.body));
      if (!parsed.success) problems.push('an error body outside { error, code, details? }');
    }
  }
  if (/\n\s+at |node_modules|\.[cm]?[jt]s:\d+:\d+/.test(response.body) || response.body.includes(REPO_ROOT)) {
    problems.push('a stack trace or a file path in the body');
  }
  return problems;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const clip = (text: string, length = 600) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;

function describeRequest(request: GeneratedRequest): string {
  return JSON.stringify(
    { ...request, url: clip(request.url), payload: request.payload && clip(request.payload) },
    null,
    2,
  );
}

afterEach(restoreCallers);

describe('every route, under generated requests: below 500, in the error shape, no stack trace', () => {
  for (const [index, operation] of operations.entries()) {
    const name = `${operation.method} ${operation.path}`;
    it(name, async () => {
      const details = await fc.check(
        fc.asyncProperty(requestsFor(operation, known), async (request) => {
          const response = await send(request);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const problems = problemsOf(response);
          if (problems.length > 0) {
            throw new Error(`${problems.join('; ')}\nanswer ${response.statusCode}: ${clip(response.body)}`);
          }
        }),
        { seed: baseSeed + index, numRuns, ...(replayPath && { path: replayPath }) },
      );
      if (!details.failed) return;
      const [request] = details.counterexample ?? [];
      const error =
        details.errorInstance instanceof Error
          ? details.errorInstance.message
          : String(details.errorInstance);
      throw new Error(
        [
          `${name}: ${error}`,
          `request: ${request ? describeRequest(request) : '(none)'}`,
          `fast-check seed ${details.seed}, path "${details.counterexamplePath}"`,
          `replay: FUZZ_SEED=${baseSeed} FUZZ_PATH=${details.counterexamplePath} npx vitest run test/fuzz-routes.test.ts -t '${name}'`,
        ].join('\n'),
      );
    }, 120_000);
  }

  it(`took at least ${TOTAL_REQUESTS.toLocaleString('en')} requests`, () => {
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
  });
});

afterAll(() => {
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
  console.info(
    `route fuzzer: ${sent} requests to ${operations.length} operations, seed ${baseSeed}; ${byStatus.join(', ')}`,
  );
});
