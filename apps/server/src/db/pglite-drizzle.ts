import type { PGlite } from '@electric-sql/pglite';
import type { Query } from 'drizzle-orm';
import { createTableRelationsHelpers, extractTablesRelationalConfig } from 'drizzle-orm';
import type { WithCacheConfig } from 'drizzle-orm/cache/core/types';
import {
  PgDialect,
  type PgPreparedQuery,
  type PreparedQueryConfig,
  type SelectedFieldsOrdered,
} from 'drizzle-orm/pg-core';
import { PgliteDatabase, PgliteSession } from 'drizzle-orm/pglite';
import type { PgliteStatementClient } from './pglite-statements';

type Schema = Record<string, unknown>;

/**
 * Drizzle's PGlite session with one change: a named statement (`.prepare('name')`) runs on its
 * generic plan, as it does on PostgreSQL, where named statements go to connections with
 * plan_cache_mode = force_generic_plan (generic-plan-pool.ts says why: their plans do not depend
 * on the values, and PostgreSQL left to itself plans a consultant's page of tickets again on every
 * call: 2.5 ms of planning inside WebAssembly for 1 ms of work). Every other statement keeps
 * PostgreSQL's own choice. Inside a transaction Drizzle's own session runs (writes, none named).
 */
class NamedOnGenericPlansSession extends PgliteSession<Schema, never> {
  constructor(
    private readonly statements: PgliteStatementClient,
    dialect: PgDialect,
    schema: ConstructorParameters<typeof PgliteSession<Schema, never>>[2],
  ) {
    super(statements as unknown as PGlite, dialect, schema);
  }

  override prepareQuery<T extends PreparedQueryConfig = PreparedQueryConfig>(
    query: Query,
    fields: SelectedFieldsOrdered | undefined,
    name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: (rows: unknown[][]) => T['execute'],
    queryMetadata?: { type: 'select' | 'update' | 'delete' | 'insert'; tables: string[] },
    cacheConfig?: WithCacheConfig,
  ): PgPreparedQuery<T> {
    const prepared = super.prepareQuery<T>(
      query,
      fields,
      name,
      isResponseInArrayMode,
      customResultMapper,
      queryMetadata,
      cacheConfig,
    );
    // Drizzle keeps the client on the prepared query; a named one is given the generic-plan side.
    if (name) (prepared as unknown as { client: unknown }).client = this.statements.onGenericPlans;
    return prepared;
  }
}

/** drizzle(client, { schema }) for the embedded database, with named statements on generic plans. */
export function drizzleOnStatements(statements: PgliteStatementClient, schema: Schema) {
  const dialect = new PgDialect();
  const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
  const relational = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };
  const session = new NamedOnGenericPlansSession(statements, dialect, relational as never);
  return new PgliteDatabase(dialect, session, relational as never);
}
