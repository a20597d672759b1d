import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

import { type BackendMessage, exchangeRaw, readRun } from './pglite-run-reader';

const { serialize } = protocol;

/**
 * Statements kept prepared. Each holds its parse tree and, once PostgreSQL settles on it, its plan,
 * in the embedded database's memory, which never shrinks: a hundred covers every statement a
 * request sends (the search's, whose text depends on its words, come and go).
 */
export const PREPARED_STATEMENTS_KEPT = 100;

/** Statement names, unique in the process: two clients over one PGlite never take each other's. */
let nextName = 0;

interface Prepared {
  name: string;
  parameterTypes: number[];
  fields: Array<{ name: string; dataTypeID: number }>;
}

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** What Drizzle's PGlite session calls on its client: `query` and `transaction` (whose `tx.query` it calls). */
export interface PgliteStatementClient {
  query: Query;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  /** The same client whose statements run on their generic plans (pglite-drizzle.ts: named ones). */
  readonly onGenericPlans: Pick<PgliteStatementClient, 'query' | 'transaction'>;
}

type PlanMode = 'auto' | 'force_generic_plan';

/**
 * Where the session's plan_cache_mode stands. Outside a transaction it is changed with SET, and
 * stays; inside one with SET LOCAL, which ends with the transaction (committed or not), so the
 * session's own is known again afterwards. After a failure it is not known: the next statement
 * says what it needs.
 */
interface PlanModes {
  session: PlanMode | 'unknown';
}

/**
 * PGlite's `query` parses and plans its statement every time, in six calls into PostgreSQL (parse,
 * describe, bind, describe, execute, sync): about 0.4 ms for a lookup by primary key, 5.5 ms for a
 * page of tickets, where the work itself is 0.1 and 1 ms. Here each statement is parsed once,
 * under a name, and each run is one call with its Bind, Execute and Sync: PostgreSQL keeps the
 * plan as it keeps a named statement's over the wire (custom plans first, then the generic plan
 * when it is no dearer), and the same statement costs 0.09 and 1.3 ms (decision 040).
 * Answers are PGlite's own: the same parsers and serializers, the same errors.
 */
export function withPreparedStatements(pglite: PGlite): PgliteStatementClient {
  const prepared = new Map<string, Prepared>();

  /** Each column's parser: the caller's for its type, else PGlite's (as `types.parseType` picks). */
  const columnParsersOf = (statement: Prepared, options?: QueryOptions): ColumnParser[] =>
    statement.fields.map(
      ({ dataTypeID }) => (options?.parsers?.[dataTypeID] ?? pglite.parsers[dataTypeID]) as ColumnParser,
    );

  const exchange = (parts: Uint8Array[]) =>
    pglite.execProtocolStream(Buffer.concat(parts), { syncToFs: false, throwOnError: false });

  const failureIn = (messages: BackendMessage[], text: string, params: unknown[], options?: QueryOptions) => {
    const error = messages.find((message): message is BackendMessage & Error => message instanceof Error);
    if (!error) return null;
    return Object.assign(error, { query: text, params, queryOptions: options });
  };

  async function prepare(text: string, params: unknown[], options?: QueryOptions): Promise<Prepared> {
    const name = `s${nextName++}`;
    const messages = await exchange([
      serialize.parse({ name, text, types: options?.paramTypes }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const failure = failureIn(messages, text, params, options);
    if (failure) throw failure;
    const row = messages.find((message) => message.name === 'rowDescription') as
      | { fields: Array<{ name: string; dataTypeID: number }> }
      | undefined;
    const statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      fields: (row?.fields ?? []).map(({ name: field, dataTypeID }) => ({ name: field, dataTypeID })),
    };
    prepared.set(text, statement);
    if (prepared.size > PREPARED_STATEMENTS_KEPT) {
      // The least recently used (a Map keeps the order of insertion; a hit moves its key last).
      const [oldestText, oldest] = prepared.entries().next().value as [string, Prepared];
      prepared.delete(oldestText);
      await exchange([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]);
    }
    return statement;
  }

  const modes: PlanModes = { session: 'auto' };

  /**
   * One statement; the caller holds PGlite's query lock. `generic`: on its generic plan, as a named
   * statement runs on PostgreSQL (generic-plan-pool.ts); `inTransaction`: the transaction's own
   * plan mode, which starts as the session's.
   */
  async function run<T>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    generic: boolean,
    inTransaction?: { mode: PlanMode | 'unknown' },
  ): Promise<Results<T>> {
    let statement = prepared.get(text);
    if (statement) {
      prepared.delete(text);
      prepared.set(text, statement);
    } else {
      statement = await prepare(text, params, options);
    }
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.parameterTypes[index] as number;
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    const wanted: PlanMode = generic ? 'force_generic_plan' : 'auto';
    const current = inTransaction ?? { mode: modes.session };
    const setMode =
      current.mode === wanted
        ? []
        : [serialize.query(`SET ${inTransaction ? 'LOCAL ' : ''}plan_cache_mode = ${wanted}`)];
    const answer = readRun(
      await exchangeRaw(
        pglite,
        Buffer.concat([
          ...setMode,
          serialize.bind({ statement: statement.name, values: values as string[] }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      ),
    );
    const failure = answer.kind === 'messages' ? failureIn(answer.messages, text, params, options) : null;
    current.mode = failure ? 'unknown' : wanted;
    if (!inTransaction) modes.session = current.mode;
    if (failure) throw failure;
    if (answer.kind === 'messages') throw new Error(`An error in the answer to ${text} could not be read`);
    return resultOf<T>(answer, statement, columnParsersOf(statement, options), options?.rowMode);
  }

  const clientOn = (generic: boolean): Pick<PgliteStatementClient, 'query' | 'transaction'> => ({
    async query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      // As PGlite's own query: a closed database says so (pg-errors.ts: a 503, not a 500).
      await pglite._checkReady();
      return pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => {
          const result = await run<T>(text, params, options, generic);
          // As PGlite's own query: a file system that keeps its files elsewhere is told after each.
          await pglite.syncToFs();
          return result;
        }),
      );
    },
    transaction: (callback) =>
      pglite.transaction((tx) => {
        const inTransaction = { mode: modes.session };
        return callback({
          ...tx,
          query: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
            pglite._runExclusiveQuery(() => run<T>(text, params, options, generic, inTransaction)),
          get closed() {
            return tx.closed;
          },
        });
      }),
  });

  return { ...clientOn(false), onGenericPlans: clientOn(true) };
}

/** A column's text turned into its value, as PGlite's parsers are called; none: the text itself. */
type ColumnParser = ((value: string, typeId: number) => unknown) | undefined;

/**
 * A run's result as PGlite's `parse.parseResults` makes it, from the rows and tags read off the
 * answer's bytes (pglite-run-reader.ts) and the statement's description kept from its Parse. Not
 * that function itself: it merges PGlite's hundred-odd parsers into a new object on every call
 * and builds each row through Object.fromEntries, which cost the admin's list of tickets at
 * 100,000 tickets a quarter of its requests a second (433 → 319 req/s). Here each column's parser
 * is looked up once a run (Drizzle passes new parsers with every query it builds).
 */
function resultOf<T>(
  { rows: texts, tags }: { rows: Array<Array<string | null>>; tags: string[] },
  statement: Prepared,
  parsers: ColumnParser[],
  rowMode: QueryOptions['rowMode'],
): Results<T> {
  const { fields } = statement;
  const rows = texts.map((columns) => {
    const values = columns.map((value, index) => {
      const parser = parsers[index];
      return value === null || !parser
        ? value
        : parser(value, (fields[index] as Prepared['fields'][number]).dataTypeID);
    });
    if (rowMode === 'array') return values;
    const row: Record<string, unknown> = {};
    values.forEach((value, index) => {
      row[(fields[index] as Prepared['fields'][number]).name] = value;
    });
    return row;
  });
  let affectedRows = 0;
  let rowCount: number | undefined;
  for (const tag of tags) {
    const words = tag.split(' ');
    const count = Number.parseInt(words.at(-1) as string, 10);
    if (!Number.isNaN(count)) rowCount = count;
    if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0] as string)) affectedRows = count;
  }
  return {
    rows: rows as T[],
    fields,
    affectedRows,
    ...(rowCount !== undefined && { rowCount }),
  } as Results<T>;
}
