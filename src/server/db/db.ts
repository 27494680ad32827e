/**
 * How PostgreSQL plans a statement it keeps prepared (prepared-statements.ts). By default at every run, for
 * the values it is given: a list's filter, a report's period or an import's staged rows make the best plan
 * differ from run to run. `once` is for a statement that finds rows by key, whose best plan is the same for
 * all values and whose planning costs more than its run: PostgreSQL may keep one plan for all of them.
 * PGlite plans every statement at every run.
 */
export interface QueryOptions {
  plan?: 'once';
}

/** A statement that finds rows by key (QueryOptions). */
export const PLAN_ONCE: QueryOptions = { plan: 'once' };

/** What every engine adapter offers; routes and services depend only on this. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
  /**
   * Bulk-loads rows with `COPY table (columns) FROM STDIN (FORMAT text)`: `text` holds the rows in COPY's
   * text format (resources/copy-text.ts). PostgreSQL streams it over its COPY protocol, PGlite reads it
   * from `/dev/blob`. Many times faster than INSERTs for imports and the seed; `table` and `columns` must
   * already be quoted identifiers.
   */
  copyFrom(table: string, columns: string[], text: string): Promise<void>;
}

export interface Db extends Queryable {
  /**
   * Whether a query on the handle runs beside an open transaction (PostgreSQL: a pool of connections)
   * or waits until it ends (PGlite: one connection), so a transaction must not await one.
   */
  readonly concurrent: boolean;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` on one connection outside any transaction: for session-level advisory locks and statements
   * that refuse a transaction (`CREATE INDEX CONCURRENTLY`). PGlite has only the one connection.
   */
  session<T>(fn: (connection: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotice` for every NOTIFY on `channel` from any connection to the database. This node's own
   * arrives before the statement (or the COMMIT) that sent it resolves, another node's as soon as the
   * database delivers it. `onLive(false)` while notices may be missed (PostgreSQL: the listening connection
   * was lost and reconnects), `onLive(true)` once none can be. Resolves when listening, with the function that stops.
   */
  listen(channel: string, onNotice: () => void, onLive: (live: boolean) => void): Promise<() => Promise<void>>;
  /** PostgreSQL: statements waiting for a connection of the pool now, and the pool's size (the bench samples it). */
  poolState?(): { waiting: number; size: number } | undefined;
  close(): Promise<void>;
}

export const copySql = (table: string, columns: string[], source: 'STDIN' | "'/dev/blob'") =>
  `COPY ${table} (${columns.join(', ')}) FROM ${source} WITH (FORMAT text)`;
