import { type SQLWrapper, sql } from 'drizzle-orm';
import type pg from 'pg';
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

/** A statement as a request ran it, with the plan PostgreSQL makes for it with the same values. */
export interface ExplainedStatement {
  sql: string;
  nodes: PlanNode[];
}

interface Ran {
  text: string;
  values: unknown[];
}

/**
 * The statements `request` ran that name `table`, captured at the pool as the route sent them and
 * explained with the values they ran with: the plans checked are those of the real SQL, not of a
 * copy. PostgreSQL (pg's pool) only.
 */
export async function plansOfRequest(
  db: DbExecutor,
  table: string,
  request: () => Promise<{ statusCode: number; body: string }>,
): Promise<ExplainedStatement[]> {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const original = pool.query;
  const run = original.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const ran: Ran[] = [];
  pool.query = ((config: string | pg.QueryConfig, values?: unknown[]) => {
    const text = typeof config === 'string' ? config : config.text;
    ran.push({ text, values: (typeof config === 'string' ? values : (config.values ?? values)) ?? [] });
    return run(config, values);
  }) as typeof pool.query;
  try {
    const response = await request();
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  } finally {
    pool.query = original;
  }
  const reading = ran.filter((statement) => statement.text.includes(`"${table}"`));
  return Promise.all(
    reading.map(async (statement) => {
      const result = await pool.query(`explain (format json) ${statement.text}`, statement.values);
      return { sql: statement.text, nodes: nodesOfExplained(result.rows) };
    }),
  );
}

/** The sequential scans of `table` in a plan: what a list that costs its page never has. */
export const seqScansOf = (nodes: PlanNode[], table: string) =>
  nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table);
