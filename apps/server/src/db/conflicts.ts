import {
  PG_EXCLUSION_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgErrorOf,
} from './pg-errors';

/**
 * A write the database refused because of one of its constraints, named in the domain's words
 * ('short-code-taken', 'in-use'): services decide what to answer from the name alone and never see
 * a SQLSTATE or a constraint name.
 */
export interface Refused<C extends string> {
  readonly ok: false;
  readonly conflict: C;
}

/** What a repository write that a constraint may refuse answers: the value, or the refusal. */
export type Written<T, C extends string> = { readonly ok: true; readonly value: T } | Refused<C>;

export const written = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const refused = <C extends string>(conflict: C): Refused<C> => ({ ok: false, conflict });

export function isRefused(result: unknown): result is Refused<string> {
  return typeof result === 'object' && result !== null && (result as { ok?: unknown }).ok === false;
}

const SQLSTATES = {
  unique: PG_UNIQUE_VIOLATION,
  foreignKey: PG_FOREIGN_KEY_VIOLATION,
  exclusion: PG_EXCLUSION_VIOLATION,
} as const;

/** One constraint (or every constraint of a kind) a write may break, and the conflict it means. */
export interface ConflictRule<C extends string> {
  violation: keyof typeof SQLSTATES;
  /** Only this constraint; any constraint of the kind when absent. */
  constraint?: string;
  conflict: C;
}

/**
 * Runs one write and answers a violation of a listed constraint as its conflict, the first rule
 * that matches deciding. Anything else (another constraint, a lost connection) is thrown as is: it
 * is a fault, not an answer.
 */
export async function writeOrRefuse<T, C extends string>(
  write: () => Promise<T>,
  rules: readonly ConflictRule<C>[],
): Promise<Written<T, C>> {
  try {
    return written(await write());
  } catch (error) {
    const violation = pgErrorOf(error);
    const rule = rules.find(
      (candidate) =>
        SQLSTATES[candidate.violation] === violation?.code &&
        (candidate.constraint === undefined || candidate.constraint === violation.constraint),
    );
    if (rule) return refused(rule.conflict);
    throw error;
  }
}
