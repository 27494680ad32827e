import type { Queryable } from '../db/db';

/** The names of a table's four statement triggers of one kind. */
export interface StatementTriggerNames {
  insert: string;
  update: string;
  delete: string;
  truncate: string;
}

/**
 * Creates `names` on `table`, each running `call` (a trigger function with its arguments) once per statement and
 * seeing the statement's rows as `new_rows` and `old_rows`, as the count triggers read them; with `when`, only for
 * a statement while that condition holds.
 */
export async function createStatementTriggers(db: Queryable, table: string, names: StatementTriggerNames, call: string, when?: string): Promise<void> {
  const run = `FOR EACH STATEMENT ${when ? `WHEN (${when}) ` : ''}EXECUTE FUNCTION ${call}`;
  await db.query(`CREATE TRIGGER "${names.insert}" AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows ${run}`);
  await db.query(`CREATE TRIGGER "${names.update}" AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows ${run}`);
  await db.query(`CREATE TRIGGER "${names.delete}" AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows ${run}`);
  await db.query(`CREATE TRIGGER "${names.truncate}" AFTER TRUNCATE ON ${table} ${run}`);
}
