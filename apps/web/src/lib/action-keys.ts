/** Files are told apart by what a person sees of them: JSON would write every File as `{}`. */
function fingerprintOf(variables: unknown): string {
  return JSON.stringify(variables, (_key, value: unknown) =>
    value instanceof Blob
      ? {
          name: (value as File).name,
          size: value.size,
          type: value.type,
          lastModified: (value as File).lastModified,
        }
      : value,
  );
}

/**
 * The Idempotency-Key of each action a person takes (decision 037): made when they act, and the
 * same again while that action is retried (the same variables after a failure: a lost connection,
 * a timeout, the retry button), so the server carries it out once. Once the action has succeeded,
 * the next one is a new action with a new key, even with the same variables (the same short reply
 * sent twice on purpose).
 */
export function createActionKeys(newKey: () => string = () => crypto.randomUUID()) {
  let pending: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(variables: unknown): string {
      const fingerprint = fingerprintOf(variables);
      if (pending?.fingerprint !== fingerprint) pending = { fingerprint, key: newKey() };
      return pending.key;
    },
    /** The action succeeded: its key is spent. */
    succeeded(): void {
      pending = null;
    },
  };
}

type ActionKeys = ReturnType<typeof createActionKeys>;

/**
 * The key of one call within an action: an action of several calls (a message, then each of its
 * files) sends each its own key, derived from the action's, so each is carried out once.
 */
export const keyOfStep = (actionKey: string, step: string) => `${actionKey}:${step}`;

/** Carries out one action with its key: the same key while it is retried, a new one after it succeeded. */
export async function runAction<T>(
  keys: ActionKeys,
  variables: unknown,
  call: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const answer = await call(keys.keyFor(variables));
  keys.succeeded();
  return answer;
}
