import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Statements a connection keeps prepared. A statement with parameters is parsed once per connection under a
 * name derived from its text and then only bound, planned and run. Planned at every run (the pool sets
 * plan_cache_mode = force_custom_plan): a plan PostgreSQL kept for all parameters would be planned for
 * none of them, and an import's checks over its staged rows, run with such a plan made when earlier files
 * were small, took minutes instead of a second. Lookups by key that ask for it (QueryOptions in db.ts) run
 * on connections where PostgreSQL may keep one plan. The texts a connection prepares are bounded: beyond this
 * many, new texts run unnamed, so filters combined in ever new ways cannot grow a connection's memory
 * without end.
 */
export const MAX_PREPARED_PER_CONNECTION = 200;

const prepared = new WeakMap<pg.ClientBase, Set<string>>();

const nameOf = (sql: string) => `p_${createHash('sha1').update(sql).digest('base64url')}`;

/** The query for `client`: named (prepared on first use) when it has parameters and the connection has room, else unnamed. */
export function preparedQuery(client: pg.ClientBase, sql: string, params?: unknown[]): pg.QueryConfig {
  if (!params?.length) return { text: sql, values: params };
  let names = prepared.get(client);
  if (!names) prepared.set(client, (names = new Set()));
  const name = nameOf(sql);
  if (!names.has(name)) {
    if (names.size >= MAX_PREPARED_PER_CONNECTION) return { text: sql, values: params };
    names.add(name);
  }
  return { name, text: sql, values: params };
}

/**
 * PostgreSQL refuses a prepared statement whose result columns changed since it was prepared (a column
 * added to a table it reads with `*`, by this node at start or by another node). The connection is then
 * closed instead of reused, and the statement runs again on a fresh one.
 */
export const isStalePlan = (error: unknown): boolean =>
  error instanceof Error && (error as { code?: string }).code === '0A000' && /cached plan/.test(error.message);
