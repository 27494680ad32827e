import { openThrowAwayPostgres, type ThrowAwayDb } from '../tests/support/throw-away-postgres';

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchDb = ThrowAwayDb;

/** The bench writes some 130,000 rows: always into a database of its own on the server of DATABASE_URL (default: the local one). */
export async function openBenchDb(): Promise<BenchDb> {
  return openThrowAwayPostgres(process.env.DATABASE_URL || DEFAULT_SERVER, 'bench');
}
