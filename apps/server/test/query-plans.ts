import { type SQLWrapper, sql } from 'drizzle-orm';
import type { DbExecutor } from '../src/db/client';

/** A node of PostgreSQL's JSON plan (EXPLAIN (FORMAT JSON)), as far as the plan tests read it. */
export type PlanNode = Record<string, unknown> & { 'Node Type': string; Plans?: PlanNode[] };

/** Every node of a plan, depth first. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/** The nodes of an `explain (format json)` answer's first row, as either driver hands it over. */
export function nodesOfExplained(rows: Array<Record<string, unknown>>): PlanNode[] {
  const raw = rows[0]?.['QUERY PLAN'];
  // pg parses the json column; PGlite may hand it over as text.
  const [explained] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  if (!explained) throw new Error('no plan');
  return planNodes(explained.Plan);
}

/** The nodes of the plan PostgreSQL makes for the statement, on the given connection or transaction. */
export async function planOf(db: DbExecutor, statement: SQLWrapper): Promise<PlanNode[]> {
  const result = (await db.execute(sql`explain (format json) ${statement}`)) as {
    rows: Array<Record<string, unknown>>;
  };
  return nodesOfExplained(result.rows);
}
