import type { Db, Queryable } from '../src/server/db/db';

export interface StatementTime {
  sql: string;
  ms: number;
}

/**
 * Wraps the server's database so the bench can tell where a request's time goes: every statement the
 * server sends (inside transactions too) is timed while `recording` is on.
 */
export class TimedDb implements Db {
  recording = false;
  statements: StatementTime[] = [];

  constructor(private readonly inner: Db) {}

  get concurrent(): boolean {
    return this.inner.concurrent;
  }

  private timed(target: Queryable): Queryable['query'] {
    return async (sql, params, options) => {
      if (!this.recording) return target.query(sql, params, options);
      const start = performance.now();
      try {
        return await target.query(sql, params, options);
      } finally {
        this.statements.push({ sql, ms: performance.now() - start });
      }
    };
  }

  query: Queryable['query'] = (sql, params, options) => this.timed(this.inner)(sql, params, options);

  copyFrom: Queryable['copyFrom'] = (table, columns, text) => this.inner.copyFrom(table, columns, text);

  session<T>(fn: (connection: Queryable) => Promise<T>): Promise<T> {
    return this.inner.session((connection) => fn({ query: this.timed(connection), copyFrom: connection.copyFrom }));
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.inner.transaction((tx) => fn({ query: this.timed(tx), copyFrom: tx.copyFrom }));
  }

  listen(channel: string, onNotice: () => void, onLive: (live: boolean) => void): Promise<() => Promise<void>> {
    return this.inner.listen(channel, onNotice, onLive);
  }

  poolState(): { waiting: number; size: number } | undefined {
    return this.inner.poolState?.();
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** Records the statements of `fn` and returns them with its result. */
  async record<T>(fn: () => Promise<T>): Promise<{ result: T; statements: StatementTime[] }> {
    this.statements = [];
    this.recording = true;
    try {
      return { result: await fn(), statements: this.statements };
    } finally {
      this.recording = false;
    }
  }
}

export interface StatementSummary {
  sql: string;
  count: number;
  totalMs: number;
}

/** Statements grouped by their text, the most expensive first. */
export function summarizeStatements(statements: StatementTime[], top = 5): StatementSummary[] {
  const groups = new Map<string, StatementSummary>();
  for (const { sql, ms } of statements) {
    const text = sql.replace(/\s+/g, ' ').trim();
    const group = groups.get(text) ?? { sql: text, count: 0, totalMs: 0 };
    group.count += 1;
    group.totalMs += ms;
    groups.set(text, group);
  }
  return [...groups.values()].sort((a, b) => b.totalMs - a.totalMs).slice(0, top);
}
