import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/db';
import { MIGRATIONS, migrate } from '../../src/server/db/migrations';
import { syncEntityTables } from '../../src/server/resources/ddl';
import { DEFAULT_SCHEMAS_DIR } from '../../src/server/project-paths';
import { loadRegistry } from '../../src/server/registry-loader';
import { databaseBeforeStep } from '../support/database-before-step';

let db: Db;
let step: number;
let dispose: () => Promise<void>;

/** The functions the table's triggers call. */
const triggerFunctions = async (table: string) =>
  (
    await db.query<{ proname: string }>(
      `SELECT DISTINCT p.proname FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid WHERE t.tgrelid = $1::regclass AND NOT t.tgisinternal ORDER BY 1`,
      [table],
    )
  ).rows.map((row) => row.proname);

/** A database as the release before the step left it: a table whose days the shared count_values counted. */
beforeAll(async () => {
  ({ db, step, dispose } = await databaseBeforeStep('a value-count function per table'));
  await db.query('CREATE TABLE e_probes (tenant text NOT NULL, number text, "loadingDate" date)');
  await db.query(`CREATE TRIGGER e_probes_values_insert AFTER INSERT ON e_probes REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_values('probes', '"number"', 'loadingDate', 'day', '"loadingDate"')`);
  await db.query(`INSERT INTO e_probes VALUES ('T', 'P-1', '2024-01-01'), ('T', 'P-2', '2024-01-01')`);
});
afterAll(() => dispose?.());

describe('the migration to a value-count function per table', () => {
  it('drops the shared count_values with the triggers that call it, and the table sync gives each table a function of its own that counts', async () => {
    expect(await migrate(db)).toContain(MIGRATIONS[step].id);
    expect(await triggerFunctions('e_probes')).toEqual([]);
    expect((await db.query(`SELECT 1 FROM pg_proc WHERE proname = 'count_values'`)).rows).toEqual([]);

    await syncEntityTables(db, await loadRegistry(DEFAULT_SCHEMAS_DIR));
    expect((await triggerFunctions('e_inbounds')).filter((name) => name.startsWith('e_inbounds_values_'))).toHaveLength(1);
    await db.query(`INSERT INTO e_inbounds (tenant, created_by, updated_by, number, "loadingDate") VALUES ('T', 'test', 'test', 'M-1', '2024-02-03')`);
    const counted = await db.query<{ day: string; n: string }>(
      `SELECT day::text AS day, sum(n)::text AS n FROM value_counts WHERE resource = 'inbounds' AND field = 'loadingDate' GROUP BY day`,
    );
    expect(counted.rows).toEqual([{ day: '2024-02-03', n: '1' }]);
  });
});
