import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_START_FROM, dayColumns, ensureDayCountTriggers } from '../../src/server/resources/day-counts';
import { useTestServer } from './harness';
import { plantRecords } from './samples';
import { statementsOf } from './statements';

/** A tenant's records per day in each sorted date column, kept by the table's triggers, and the deep pages read from them. */
const server = useTestServer();
const TENANT = 'DAY_COUNTS';
const ROWS = 3_000;
const day = (index: number) => new Date(Date.UTC(2024, 0, 1) + (index % 500) * 86_400_000).toISOString().slice(0, 10);

/** What day_counts says, and what the table holds: per column and day, the number of the tenant's inbounds. */
async function countsAndRecords(): Promise<{ counted: string[]; held: string[] }> {
  const inbounds = server.app.registry.get('inbounds')!;
  const counted = await server.db.query<{ line: string }>(
    `SELECT field || ' ' || coalesce(day::text, '-') || ' ' || sum(n) AS line FROM day_counts
     WHERE tenant = $1 AND resource = 'inbounds' GROUP BY field, day HAVING sum(n) <> 0 ORDER BY 1`,
    [TENANT],
  );
  const held = await server.db.query<{ line: string }>(
    `SELECT line FROM (${dayColumns(inbounds)
      .map(
        (column) =>
          `SELECT '${column}' || ' ' || coalesce("${column}"::text, '-') || ' ' || count(*) AS line FROM e_inbounds WHERE tenant = $1 GROUP BY "${column}"`,
      )
      .join(' UNION ALL ')}) AS lines ORDER BY 1`,
    [TENANT],
  );
  return { counted: counted.rows.map((row) => row.line), held: held.rows.map((row) => row.line) };
}

beforeAll(async () => {
  const visible = [...new Set([...server.app.registry.values()].map((schema) => schema['x-visibility']))];
  await server.db.query('INSERT INTO tenants (name, display_name, visible_routes) VALUES ($1, $1, $2::jsonb)', [TENANT, JSON.stringify(visible)]);
  await plantRecords(
    server,
    TENANT,
    'inbounds',
    Array.from({ length: ROWS }, (_, index) => ({
      number: `DC-${String(index).padStart(5, '0')}`,
      loadingDate: day(index),
      dischargeDate: index % 7 === 0 ? null : day(index + 3),
    })),
  );
});

describe('day counts', () => {
  it('the sorted dates of an entity whose rows are its records are counted per day', () => {
    expect(dayColumns(server.app.registry.get('inbounds')!)).toEqual(expect.arrayContaining(['loadingDate', 'dischargeDate']));
  });

  it('after inserts, edits of a date and deletes, every column counts per day exactly the records the table holds', async () => {
    await server.db.query(`UPDATE e_inbounds SET "dischargeDate" = '2026-02-01' WHERE tenant = $1 AND number LIKE 'DC-001%'`, [TENANT]);
    await server.db.query(`UPDATE e_inbounds SET comment = 'no date changed' WHERE tenant = $1 AND number LIKE 'DC-002%'`, [TENANT]);
    await server.db.query(`UPDATE e_inbounds SET "loadingDate" = NULL WHERE tenant = $1 AND number = 'DC-00042'`, [TENANT]);
    await server.db.query(`DELETE FROM e_inbounds WHERE tenant = $1 AND number LIKE 'DC-003%'`, [TENANT]);
    const { counted, held } = await countsAndRecords();
    expect(counted.length).toBeGreaterThan(500);
    expect(counted).toEqual(held);
  });

  it('a write that is rolled back leaves the counts as they were', async () => {
    const before = (await countsAndRecords()).counted;
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query(`DELETE FROM e_inbounds WHERE tenant = $1 AND number LIKE 'DC-004%'`, [TENANT]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await countsAndRecords()).counted).toEqual(before);
  });

  it('a tenant whose writes left more than a thousand deltas has them folded into one row per column and day, the sums unchanged', async () => {
    const { rows } = await server.db.query<{ unfolded: number; folded: number }>(
      `SELECT count(*) FILTER (WHERE NOT folded)::int AS unfolded, count(*) FILTER (WHERE folded)::int AS folded
       FROM day_counts WHERE tenant = $1 AND resource = 'inbounds'`,
      [TENANT],
    );
    expect(rows[0].folded).toBeGreaterThan(500);
    expect(rows[0].unfolded).toBeLessThanOrEqual(1_000);
    const { counted, held } = await countsAndRecords();
    expect(counted).toEqual(held);
  });

  it('writers at once, each inserting, moving dates and deleting, some rolled back and their deltas folded meanwhile: the counts equal the records', async () => {
    const write = async (writer: number) => {
      for (let step = 0; step < 10; step++) {
        const keys = Array.from({ length: 1 + step * 40 }, (_, index) => `CW-${writer}-${step}-${index}`);
        await server.db
          .transaction(async (tx) => {
            await tx.query(
              `INSERT INTO e_inbounds (tenant, created_by, updated_by, number, "loadingDate", "dischargeDate")
               SELECT $1, 'test', 'test', key, '2024-01-01'::date + (ordinality::int * 7 + $3::int) % 700,
                 CASE WHEN ordinality % 9 = 0 THEN NULL ELSE '2024-01-01'::date + (ordinality::int * 3) % 650 END
               FROM unnest($2::text[]) WITH ORDINALITY AS key`,
              [TENANT, keys, writer],
            );
            await tx.query(`UPDATE e_inbounds SET "dischargeDate" = "dischargeDate" + 1 WHERE tenant = $1 AND number LIKE $2`, [TENANT, `CW-${writer}-%-1%`]);
            await tx.query(`DELETE FROM e_inbounds WHERE tenant = $1 AND number LIKE $2`, [TENANT, `CW-${writer}-%-2%`]);
            if (step % 4 === 3) throw new Error('rolled back');
          })
          .catch((error: Error) => expect(error.message).toBe('rolled back'));
      }
    };
    await Promise.all([0, 1, 2, 3, 4, 5].map(write));
    const { counted, held } = await countsAndRecords();
    expect(counted).toEqual(held);
  });

  it('a page at least DAY_START_FROM rows deep into a date order starts at its day; one nearer the start does not read the counts', async () => {
    const { token } = await server.loginAs('admin@fuel-portal.example');
    const keys = async (query: string) => {
      const response = await server.api<{ number: string }[]>('GET', `/inbounds?${query}`, { token, tenant: TENANT });
      expect(response.status).toBe(200);
      return response.body.map((row) => row.number);
    };
    const { rows } = await server.db.query<{ number: string }>(`SELECT number FROM e_inbounds WHERE tenant = $1 ORDER BY "dischargeDate" DESC, number DESC`, [
      TENANT,
    ]);
    const deep = `_sort=dischargeDate&_order=desc&_start=${DAY_START_FROM + 5}&_end=${DAY_START_FROM + 15}`;
    const sent = await statementsOf(server, () => keys(deep));
    expect(sent.some((sql) => sql.includes('FROM day_counts'))).toBe(true);
    expect(await keys(deep)).toEqual(rows.slice(DAY_START_FROM + 5, DAY_START_FROM + 15).map((row) => row.number));
    const shallow = await statementsOf(server, () => keys('_sort=dischargeDate&_order=desc&_start=100&_end=110'));
    expect(shallow.some((sql) => sql.includes('FROM day_counts'))).toBe(false);
  });

  it("a filter on a counted date alone is totalled from the day counts, exactly the table's count; one on more columns is counted from the table", async () => {
    const { token } = await server.loginAs('admin@fuel-portal.example');
    const totalOf = async (query: string) => {
      const response = await server.api<unknown[]>('GET', `/inbounds?${query}&_start=0&_end=5`, { token, tenant: TENANT });
      expect(response.status).toBe(200);
      return Number(response.headers.get('x-total-count'));
    };
    const counted = async (where: string, values: unknown[]) =>
      Number((await server.db.query<{ n: string }>(`SELECT count(*) AS n FROM e_inbounds WHERE tenant = $1 AND ${where}`, [TENANT, ...values])).rows[0].n);
    for (const [query, where, values] of [
      ['dischargeDate_gte=2024-02-01&dischargeDate_lte=2024-03-15', '"dischargeDate" BETWEEN $2 AND $3', ['2024-02-01', '2024-03-15']],
      ['loadingDate_lte=2024-01-10', '"loadingDate" <= $2', ['2024-01-10']],
      ['dischargeDate=2024-02-01&dischargeDate=2024-02-02', '"dischargeDate" IN ($2, $3)', ['2024-02-01', '2024-02-02']],
      ['dischargeDate_ne=2024-02-01', '"dischargeDate" IS DISTINCT FROM $2', ['2024-02-01']],
    ] as const) {
      const sent = await statementsOf(server, async () => expect(await totalOf(query)).toBe(await counted(where, [...values])));
      expect(sent.filter((sql) => sql.includes('coalesce(sum(n), 0) AS total')).length).toBe(1);
      expect(sent.some((sql) => sql.includes('AS capped'))).toBe(false);
    }
    const mixed = await statementsOf(server, () => totalOf('dischargeDate_gte=2024-02-01&loadingDate_gte=2024-01-10'));
    expect(mixed.some((sql) => sql.includes('AS capped'))).toBe(true);
  });

  it('a registry that stops sorting a date by an index gets the triggers of the new set of dates, counted afresh, and the old ones go', async () => {
    const inbounds = server.app.registry.get('inbounds')!;
    const triggers = async () =>
      new Set(
        (await server.db.query<{ tgname: string }>(`SELECT tgname FROM pg_trigger WHERE tgrelid = 'e_inbounds'::regclass`)).rows.map((row) => row.tgname),
      );
    const fields = async () =>
      (await server.db.query<{ field: string }>(`SELECT DISTINCT field FROM day_counts WHERE resource = 'inbounds' ORDER BY field`)).rows.map(
        (row) => row.field,
      );
    const changed = structuredClone(inbounds);
    changed.properties.loadingDate['x-sort-index'] = false;
    const before = await triggers();
    await ensureDayCountTriggers(server.db, changed, before);
    const after = await triggers();
    expect([...after].filter((name) => name.includes('_days_')).length).toBe(4);
    expect([...after].filter((name) => before.has(name) && name.includes('_days_'))).toEqual([]);
    expect(await fields()).not.toContain('loadingDate');
    await ensureDayCountTriggers(server.db, inbounds, after);
    expect(await fields()).toEqual([...dayColumns(inbounds)].sort());
    const { counted, held } = await countsAndRecords();
    expect(counted).toEqual(held);
  });
});
