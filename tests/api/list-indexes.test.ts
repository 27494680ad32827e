import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/server/db/db';
import { isDerivedIndexName, sortedColumns, wantedIndexes } from '../../src/server/resources/indexes';
import { buildListQuery } from '../../src/server/resources/list-query';
import { countRows, listRows } from '../../src/server/resources/repository';
import type { QueryInput } from '../../src/server/lists/page-params';
import { tableName } from '../../src/server/resources/sql-names';
import { insertRows } from '../../src/server/resources/bulk-insert';
import { syncEntityTables } from '../../src/server/resources/ddl';
import { sortColumn } from '../../src/server/resources/collation';
import { useTestServer } from './harness';
import { sampleRecord } from './samples';

/**
 * What a list sorts and filters by is answered from an index, on every entity, whatever the
 * table's size. The planner is asked with sequential scans made expensive (a small test table would
 * otherwise be read whole), so a plan without the index means no index fits the query.
 */
const server = useTestServer();
const TENANT = 'TENANT1';
const registry = () => server.app.registry;
const entities = () => [...registry().values()];

/**
 * The statements that read the page and the count for `query`, without running them: the last of listRows (a
 * filtered page whose bounded walk finds nothing here reads its matches) and countRows' one.
 */
async function statements(resource: string, query: QueryInput, tenant = TENANT): Promise<{ sql: string; params: unknown[] }[]> {
  const entity = registry().get(resource)!;
  const capture = (sent: { sql: string; params: unknown[] }[]): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => {
      sent.push({ sql, params: params ?? [] });
      return { rows: [{ total: 0, n: 0 }] as T[] };
    },
    copyFrom: async () => undefined,
  });
  const build = (params: Parameters<typeof buildListQuery>[2]) => buildListQuery(entity, query, params, { registry: registry(), tenant });
  const page: { sql: string; params: unknown[] }[] = [];
  const count: { sql: string; params: unknown[] }[] = [];
  await listRows(capture(page), entity, tenant, build, '2026-01-01');
  await countRows(capture(count), entity, tenant, build, '2026-01-01');
  return [page[page.length - 1], ...count];
}

/**
 * The planner's plan; `tiny`: sequential scans and sorts made expensive, as a few test rows would otherwise be read
 * whole and sorted (from any index holding the columns, such as a composite one led by the sort column); at a
 * million rows the planner takes the sort index by itself.
 */
async function plan(statement: { sql: string; params: unknown[] }, tiny = true): Promise<string> {
  return server.db.transaction(async (tx) => {
    if (tiny) await tx.query('SET LOCAL enable_seqscan = off');
    if (tiny) await tx.query('SET LOCAL enable_sort = off');
    if (tiny) await tx.query('SET LOCAL enable_incremental_sort = off');
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement.sql}`, statement.params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** A tenant with enough inbounds for the planner to choose as it does at scale; one in 200 mentions the framework contract. */
const VOLUME = 'INDEXES';
const VOLUME_ROWS = 20_000;

beforeAll(async () => {
  const entity = registry().get('inbounds')!;
  await server.db.query('INSERT INTO tenants (name, display_name, visible_routes) VALUES ($1, $1, $2::jsonb)', [VOLUME, '[]']);
  const rows = Array.from({ length: VOLUME_ROWS }, (_, index) => ({
    ...sampleRecord(entity, index, {}),
    number: `IX-${index}`,
    product: `PR-${index % 20}`,
    movementStatus: ['open', 'locked', 'completed'][index % 3],
    comment: index % 200 === 0 ? 'Lieferung gemäß Rahmenvertrag' : `Lieferung ${index}`,
  }));
  await insertRows(server.db, registry(), 'inbounds', VOLUME, rows);
  await server.db.query('VACUUM ANALYZE e_inbounds');
});

const unversioned = () => entities().filter((entity) => !entity['x-versioned']);

describe('list indexes', () => {
  it('every index of an entity table starts with the tenant and has a name PostgreSQL keeps whole', () => {
    for (const entity of entities()) {
      for (const index of wantedIndexes(entity)) {
        expect(Buffer.byteLength(index.name), index.name).toBeLessThanOrEqual(63);
        expect(index.definition, index.name).toMatch(/^(USING gin )?\(tenant, /);
      }
    }
  });

  it('the database holds every index the registry asks for, valid, and none it no longer asks for', async () => {
    for (const entity of entities()) {
      const table = tableName(entity['x-resource']);
      const { rows } = await server.db.query<{ name: string; valid: boolean }>(
        `SELECT i.relname AS name, x.indisvalid AS valid FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
         JOIN pg_class t ON t.oid = x.indrelid WHERE t.relname = $1`,
        [table],
      );
      const derived = rows.filter((row) => isDerivedIndexName(table, row.name));
      expect(derived.map((row) => row.name).sort(), table).toEqual(
        wantedIndexes(entity)
          .map((index) => index.name)
          .sort(),
      );
      expect(derived.every((row) => row.valid)).toBe(true);
    }
  });

  it('a start brings the indexes of tables that hold data to the registry: a missing one is built, an obsolete one dropped', async () => {
    const table = 'e_inbounds';
    const [wanted] = wantedIndexes(registry().get('inbounds')!);
    await server.db.query(`DROP INDEX "${wanted.name}"`);
    await server.db.query(`CREATE INDEX e_inbounds_comment_sort ON e_inbounds (tenant, comment)`);
    await syncEntityTables(server.db, registry());
    const { rows } = await server.db.query<{ indexname: string }>('SELECT indexname FROM pg_indexes WHERE tablename = $1', [table]);
    const names = rows.map((row) => row.indexname);
    expect(names).toContain(wanted.name);
    expect(names).not.toContain('e_inbounds_comment_sort');
  });

  it('a list sorted by a sorted column takes its page from that column’s index in either direction, without sorting', async () => {
    for (const entity of unversioned()) {
      for (const column of sortedColumns(entity)) {
        for (const order of ['asc', 'desc']) {
          const [page] = await statements(entity['x-resource'], { _sort: column, _order: order, _start: '100', _end: '110' });
          // The page's LIMIT reads straight from the column's index: no sort step between them.
          const { name } = wantedIndexes(entity).find((index) => index.definition.startsWith(`(tenant, ${sortColumn(entity, column)},`))!;
          const index = `"?${name}"?`;
          expect(await plan(page), `${entity['x-resource']} ${column} ${order}`).toMatch(
            new RegExp(`Limit[^\\n]*\\n\\s*->\\s+Index (Only )?Scan( Backward)? using ${index}`),
          );
        }
      }
    }
  });

  it('a column no default list view shows (x-sort-index not set) has no sort index and still sorts: the page is sorted', async () => {
    const entity = registry().get('inbounds')!;
    expect(entity.properties.bioContent['x-list']).toBeFalsy();
    expect(sortedColumns(entity)).not.toContain('bioContent');
    const { rows } = await server.db.query('SELECT 1 FROM pg_indexes WHERE tablename = $1 AND indexname = $2', ['e_inbounds', 'e_inbounds_bioContent_order']);
    expect(rows).toEqual([]);
    const [page] = await statements('inbounds', { _sort: 'bioContent', _order: 'desc', _start: '100', _end: '110' }, VOLUME);
    expect(await plan(page, false)).toMatch(/Sort/);
  });

  it('the search q reads the trigram index of the entity’s free text', async () => {
    const [page, count] = await statements('inbounds', { q: 'Rahmenvertrag' }, VOLUME);
    expect(await plan(count, false)).toMatch(/Bitmap Index Scan on e_inbounds_search_[0-9a-f]{8}/);
    expect(await plan(page, false)).toMatch(/Bitmap Index Scan on e_inbounds_search_[0-9a-f]{8}/);
  });

  it('a contains-filter on free text reads the trigram index', async () => {
    const [, count] = await statements('inbounds', { comment_like: 'Rahmen' }, VOLUME);
    expect(await plan(count, false)).toMatch(/Bitmap Index Scan on e_inbounds_search_[0-9a-f]{8}/);
  });

  it('a contains-filter on a reference reads the matching keys of the referenced table and then an index led by the column', async () => {
    const [, count] = await statements('inbounds', { supplierPartner_like: 'OIL' }, VOLUME);
    const text = await plan(count, false);
    expect(text).toMatch(/e_partners/);
    expect(text).toMatch(/Index (Only )?Scan using "?e_inbounds_supplierPartner_(order|dischargeDate_idx)/);
  });

  it('changedSince reads a range of the (tenant, updated_at) index, for the page and the count', async () => {
    const [page, count] = await statements('inbounds', { changedSince: '2999-01-01T00:00:00Z' }, VOLUME);
    expect(await plan(count, false)).toMatch(/Index (Only )?Scan using e_inbounds_updated_at_idx/);
    expect(await plan(page, false)).toMatch(/Index (Only )?Scan using e_inbounds_updated_at_idx/);
  });

  it('a filter on a sorted column with a window of a list date is counted from that column’s index alone', async () => {
    const [, count] = await statements('inbounds', { product: 'PR-7', loadingDate_gte: '2020-01-01', loadingDate_lte: '2030-12-31' }, VOLUME);
    expect(await plan(count, false)).toMatch(/Index Only Scan using "?e_inbounds_product_order_[0-9a-f]{8}/);
  });

  it('a status filter with a product, discharged from a day or not, counts from the composite index alone', async () => {
    for (const query of [
      { movementStatus: 'open', product: 'PR-7' },
      { movementStatus: 'open', product: 'PR-7', dischargeDate_gte: '2020-01-01' },
    ]) {
      const [, count] = await statements('inbounds', query, VOLUME);
      expect(await plan(count, false)).toMatch(/Index Only Scan using "?e_inbounds_product_movementStatus_dischargeDate_idx/);
    }
  });

  it('a status, site or supplier in a discharge-date window is counted from a range of its composite index, which also hands out the matches in the default order', async () => {
    for (const [field, value] of [
      ['movementStatus', 'open'],
      ['loadingSite', 'SITE-1'],
      ['dischargeSite', 'SITE-1'],
      ['supplierPartner', 'PARTNER-1'],
    ]) {
      const [page, count] = await statements('inbounds', { [field]: value, dischargeDate_gte: '2025-01-01', dischargeDate_lte: '2025-01-31' }, VOLUME);
      const composite = new RegExp(`Index Only Scan using "?e_inbounds_${field}_dischargeDate_idx_[0-9a-f]{8}"?[^\\n]*\\n\\s*Index Cond: .*"dischargeDate" >=`);
      expect(await plan(count, false)).toMatch(composite);
      expect(await plan(page, false)).toMatch(composite);
    }
  });
});
