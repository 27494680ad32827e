import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Statements a connection keeps prepared. Parsing and planning cost PostgreSQL more than running most of
 * the portal's statements (a session check, a page of a list, a record by its key), so a statement with
 * parameters is prepared once per connection under a name derived from its text and then only bound and
 * run; after a few runs PostgreSQL may keep a generic plan for it. The texts a connection prepares are
 * bounded: beyond this many, new texts run unnamed, so filters combined in ever new ways cannot grow a
 * connection's memory without end.
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
