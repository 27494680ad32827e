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

const triggersOf = async (table: string) =>
  (await db.query<{ tgname: string }>(`SELECT tgname FROM pg_trigger WHERE tgrelid = $1::regclass AND NOT tgisinternal`, [table])).rows.map(
    (row) => row.tgname,
  );

/** A database as the release before the step left it: a table whose dates its day-count triggers counted. */
beforeAll(async () => {
  ({ db, step, dispose } = await databaseBeforeStep('value counts'));
  await db.query('CREATE TABLE e_probes (tenant text NOT NULL, "loadingDate" date)');
  await db.query(`CREATE TRIGGER e_probes_days_insert AFTER INSERT ON e_probes REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_days('probes', 'loadingDate')`);
  await db.query(`INSERT INTO e_probes VALUES ('T', '2024-01-01'), ('T', '2024-01-01'), ('T', NULL)`);
});
afterAll(() => dispose?.());

describe('the migration from day counts to value counts', () => {
  it('keeps the counts under the new name, drops the old triggers with their function, and the table sync counts every column anew', async () => {
    expect(await migrate(db)).toContain(MIGRATIONS[step].id);
    const kept = await db.query<{ day: string | null; n: string }>(
      `SELECT day::text AS day, sum(n)::text AS n FROM value_counts WHERE resource = 'probes' GROUP BY day ORDER BY day`,
    );
    expect(kept.rows).toEqual([
      { day: '2024-01-01', n: '2' },
      { day: null, n: '1' },
    ]);
    expect(await triggersOf('e_probes')).toEqual([]);

    await syncEntityTables(db, await loadRegistry(DEFAULT_SCHEMAS_DIR));
    expect((await triggersOf('e_inbounds')).filter((name) => name.includes('_values_'))).toHaveLength(4);
    await db.query(`INSERT INTO e_inbounds (tenant, created_by, updated_by, number, "quantityLoaded") VALUES ('T', 'test', 'test', 'M-1', 12345.678)`);
    const counted = await db.query<{ num: string }>(
      `SELECT trim_scale(num)::text AS num FROM value_counts WHERE resource = 'inbounds' AND field = 'quantityLoaded'`,
    );
    expect(counted.rows).toEqual([{ num: '12300' }]);
    const marked = await db.query<{ txt: string | null; mark: string }>(`SELECT txt, mark FROM value_counts WHERE resource = 'inbounds' AND field = 'number'`);
    expect(marked.rows).toEqual([{ txt: null, mark: '' }]);
  });
});
