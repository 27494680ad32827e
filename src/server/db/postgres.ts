import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import { copySql, type Db, type QueryOptions } from './db';
import { PostgresNotices } from './postgres-notices';
import { isStalePlan, preparedQuery } from './prepared-statements';
import { TYPE_PARSERS } from './type-parsers';

/**
 * Writers that lock rows in different orders (a movement edit recomputing its balances while the balance
 * is completed and locks its movements) can deadlock; PostgreSQL aborts one of them. Its work is all in
 * the rolled-back transaction, so it runs again instead of failing the request. So does one that met a
 * stale prepared plan (prepared-statements.ts), on a fresh connection.
 */
const TRANSACTION_ATTEMPTS = 3;
const RETRYABLE = new Set(['40P01', '40001']);
const isRetryable = (error: unknown) => RETRYABLE.has((error as { code?: string }).code ?? '');

/** Connections for statements planned once (QueryOptions): short lookups by key, so fewer than the main pool's ten. */
const KEYED_POOL_SIZE = 5;

async function copyOn(client: pg.PoolClient, table: string, columns: string[], text: string): Promise<void> {
  await pipeline(Readable.from([text]), client.query(copyFromStdin(copySql(table, columns, 'STDIN'))));
}

export function openPostgresDb(connectionString: string): Db {
  const types = {
    getTypeParser: (oid: number, format?: string) => TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text'),
  };
  // Prepared statements are planned at every run (prepared-statements.ts), but for those of QueryOptions
  // `once`: they run outside transactions on connections of their own, where PostgreSQL chooses as it does
  // by default (a plan for all values once five runs showed it costs no more than planning each).
  const pool = new pg.Pool({ connectionString, types, options: '-c plan_cache_mode=force_custom_plan' });
  const keyedPool = new pg.Pool({ connectionString, types, max: KEYED_POOL_SIZE });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  for (const each of [pool, keyedPool]) each.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const notices = new PostgresNotices(connectionString);
  /** A pooled connection, listening on the channels of `listen` before it runs anything. */
  const connect = async (from: pg.Pool) => {
    const client = await from.connect();
    try {
      await notices.prepare(client);
    } catch (error) {
      client.release(true);
      throw error;
    }
    return client;
  };
  return {
    concurrent: true,
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      for (let attempt = 1; ; attempt++) {
        const client = await connect(options?.plan === 'once' ? keyedPool : pool);
        let failed: unknown;
        try {
          return { rows: (await client.query(preparedQuery(client, sql, params))).rows as T[] };
        } catch (error) {
          failed = error;
          if (attempt === 1 && isStalePlan(error)) continue;
          throw error;
        } finally {
          client.release(isStalePlan(failed));
        }
      }
    },
    async copyFrom(table, columns, text) {
      const client = await connect(pool);
      try {
        await copyOn(client, table, columns, text);
      } finally {
        client.release();
      }
    },
    async transaction(fn) {
      for (let attempt = 1; ; attempt++) {
        const client = await connect(pool);
        // Set when a statement met a stale plan, whatever fn made of the error: the connection is not reused.
        let stale = false;
        try {
          await client.query('BEGIN');
          const result = await fn({
            async query<T>(sql: string, params?: unknown[]) {
              try {
                return { rows: (await client.query(preparedQuery(client, sql, params))).rows as T[] };
              } catch (error) {
                stale ||= isStalePlan(error);
                throw error;
              }
            },
            copyFrom: (table, columns, text) => copyOn(client, table, columns, text),
          });
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK');
          if (attempt < TRANSACTION_ATTEMPTS && (isRetryable(error) || stale)) continue;
          throw error;
        } finally {
          client.release(stale);
        }
      }
    },
    async session(fn) {
      const client = await connect(pool);
      try {
        return await fn({
          query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as T[] }),
          copyFrom: (table, columns, text) => copyOn(client, table, columns, text),
        });
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotice, onLive) => notices.listen(channel, onNotice, onLive),
    poolState: () => ({ waiting: pool.waitingCount + keyedPool.waitingCount, size: pool.options.max + keyedPool.options.max }),
    close: async () => {
      await Promise.all([notices.close(), pool.end(), keyedPool.end()]);
    },
  };
}
