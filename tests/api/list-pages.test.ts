import { beforeAll, describe, expect, it } from 'vitest';
import { insertRows } from '../../src/server/resources/bulk-insert';
import { sortColumn } from '../../src/server/resources/collation';
import { sortedColumns } from '../../src/server/resources/indexes';
import { quoteIdent } from '../../src/server/resources/sql-names';
import { MAX_PAGE_SIZE } from '../../src/shared/paging';
import { useTestServer } from './harness';
import { plantRecords, sampleRecord } from './samples';

/** Every page of a list, read from the start or (second half) from the end, holds exactly the rows of the list's order. */
const server = useTestServer();
const TENANT = 'PAGES';
const ROWS = 43;
const PAGE = 5;
let token: string;

const keyOf = (index: number) => `PG-${String(index).padStart(3, '0')}`;
/** A tenant of 10,000 inbounds whose sorted columns repeat values and hold empty ones, as at scale. */
const LARGE = 'PAGES_LARGE';
const LARGE_ROWS = 10_000;

/** The keys of one page, as the list answers them. */
async function page(query: string, start: number, end: number, tenant = TENANT): Promise<string[]> {
  const response = await server.api<{ number: string }[]>('GET', `/inbounds?${query}&_start=${start}&_end=${end}`, { token, tenant });
  expect(response.status).toBe(200);
  return response.body.map((row) => row.number);
}

/** The pages one after another, each asked once. */
async function pageByPage(query: string, total: number): Promise<string[]> {
  const keys: string[] = [];
  for (let start = 0; start < total; start += PAGE) keys.push(...(await page(query, start, start + PAGE)));
  return keys;
}

beforeAll(async () => {
  const visible = [...new Set([...server.app.registry.values()].map((schema) => schema['x-visibility']))];
  for (const tenant of [TENANT, LARGE]) {
    await server.db.query('INSERT INTO tenants (name, display_name, visible_routes) VALUES ($1, $1, $2::jsonb)', [tenant, JSON.stringify(visible)]);
  }
  const inbounds = server.app.registry.get('inbounds')!;
  // Sample values from a few seeds only, so every column repeats its values (ties broken by the key); some left empty.
  const large = Array.from({ length: LARGE_ROWS }, (_, index) => {
    const record = sampleRecord(inbounds, index % 37, {});
    for (const column of sortedColumns(inbounds)) if (index % 11 === column.length % 11) record[column] = null;
    return { ...record, number: `LG-${index}` };
  });
  await insertRows(server.db, server.app.registry, 'inbounds', LARGE, large);
  ({ token } = await server.loginAs('admin@fuel-portal.example'));
  // Four discharge days shared by many rows (ties broken by the key) and every fifth quantity empty.
  await plantRecords(
    server,
    TENANT,
    'inbounds',
    Array.from({ length: ROWS }, (_, index) => ({
      number: keyOf(index),
      dischargeDate: `2026-03-0${1 + (index % 4)}`,
      quantityDischarged: index % 5 === 0 ? null : (index * 37) % 11,
    })),
  );
});

describe('pages of a list', () => {
  it.each([
    ['the default order', ''],
    ['a date with ties, ascending', '_sort=dischargeDate&_order=asc'],
    ['a date with ties, descending', '_sort=dischargeDate&_order=desc'],
    ['a quantity with empty values, descending', '_sort=quantityDischarged&_order=desc'],
    ['a quantity with empty values, ascending', '_sort=quantityDischarged&_order=asc'],
    ['the key, descending', '_sort=number&_order=desc'],
  ])('every page of %s holds the rows of that order once, none missing, also the pages read from the end', async (_, sort) => {
    const whole = await page(sort, 0, ROWS);
    expect(new Set(whole).size).toBe(ROWS);
    expect(await pageByPage(sort, ROWS)).toEqual(whole);
  });

  it('a filtered list whose total is known pages the same way from both ends', async () => {
    const query = 'number_like=PG-0&_sort=dischargeDate&_order=desc';
    const whole = await page(query, 0, 100);
    expect(whole.length).toBeGreaterThan(2 * PAGE);
    expect(await pageByPage(query, whole.length)).toEqual(whole);
  });

  it("the list's order is the plain SQL order: the sort column, then the key in the same direction", async () => {
    const { rows } = await server.db.query<{ number: string }>(
      `SELECT number FROM e_inbounds WHERE tenant = $1 ORDER BY "quantityDischarged" DESC, number DESC`,
      [TENANT],
    );
    expect(await pageByPage('_sort=quantityDischarged&_order=desc', ROWS)).toEqual(rows.map((row) => row.number));
  });

  it('the last page and a page past the end', async () => {
    expect(await page('_sort=number&_order=asc', 40, 45)).toEqual([keyOf(40), keyOf(41), keyOf(42)]);
    expect(await page('_sort=number&_order=asc', 45, 50)).toEqual([]);
  });
});

describe('every page of a 10,000-row tenant in every indexed sort', () => {
  it('holds exactly the rows of the plain SQL order, page after page, from the start and from the end: none twice, none missing', async () => {
    const entity = server.app.registry.get('inbounds')!;
    const key = quoteIdent(entity, entity['x-key']);
    for (const column of sortedColumns(entity).filter((name) => name !== entity['x-key'])) {
      for (const direction of ['asc', 'desc']) {
        const { rows } = await server.db.query<{ number: string }>(
          `SELECT number FROM e_inbounds WHERE tenant = $1 ORDER BY ${sortColumn(entity, column)} ${direction}, ${key} ${direction}`,
          [LARGE],
        );
        const keys: string[] = [];
        for (let start = 0; start < LARGE_ROWS; start += MAX_PAGE_SIZE)
          keys.push(...(await page(`_sort=${column}&_order=${direction}`, start, start + MAX_PAGE_SIZE, LARGE)));
        expect(keys.length, `${column} ${direction}`).toBe(LARGE_ROWS);
        expect(keys, `${column} ${direction}`).toEqual(rows.map((row) => row.number));
      }
    }
  }, 300_000);
});
