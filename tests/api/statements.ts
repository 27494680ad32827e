import type { TestServer } from './harness';

/** The statements one call sends to the server's database, whitespace folded. */
export async function statementsOf(server: TestServer, call: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const db = server.db as { query: (...args: unknown[]) => Promise<unknown> };
  const original = db.query;
  db.query = (...args: unknown[]) => {
    sent.push(String(args[0]).replace(/\s+/g, ' '));
    return original.apply(server.db, args);
  };
  try {
    await call();
  } finally {
    db.query = original;
  }
  return sent;
}
