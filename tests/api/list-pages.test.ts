import { beforeAll, describe, expect, it } from 'vitest';
import { insertRows } from '../../src/server/resources/bulk-insert';
import { sortColumn } from '../../src/server/resources/collation';
import { sortedColumns } from '../../src/server/resources/indexes';
import { quoteIdent } from '../../src/server/resources/sql-names';
import { COUNT_CAP } from '../../src/shared/list-count';
import { MAX_PAGE_SIZE } from '../../src/shared/paging';
import { useTestServer } from './harness';
import { plantRecords, sampleRecord } from './samples';
import { statementsOf } from './statements';

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

/** A tenant just above the count cap whose discharge dates follow the loading dates and the keys, as movements do. */
const ABOVE_CAP = 'PAGES_ABOVE_CAP';
const ABOVE_CAP_ROWS = COUNT_CAP + 1_500;
const dayOf = (index: number) => new Date(Date.UTC(2024, 0, 1) + Math.floor(index / 20) * 86_400_000).toISOString().slice(0, 10);

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
  for (const tenant of [TENANT, LARGE, ABOVE_CAP]) {
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
  const dated = Array.from({ length: ABOVE_CAP_ROWS }, (_, index) => ({
    ...sampleRecord(inbounds, index % 37, {}),
    number: `AC-${String(index).padStart(5, '0')}`,
    loadingDate: dayOf(index),
    dischargeDate: dayOf(index),
    quantityDischarged: (index * 37) % 1_000,
    importDate: null,
  }));
  await insertRows(server.db, server.app.registry, 'inbounds', ABOVE_CAP, dated);
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

describe('a filtered page, however its matches lie in the order', () => {
  const inOrder = async (where: string, order: string, values: unknown[]) =>
    (
      await server.db.query<{ number: string }>(`SELECT number FROM e_inbounds WHERE tenant = $1 AND ${where} ORDER BY ${order}`, [ABOVE_CAP, ...values])
    ).rows.map((row) => row.number);
  const pageOf = (query: string, start: number) => page(query, start, start + PAGE, ABOVE_CAP);
  /** How the first page was read: day by day, by walks of the order (bounded) and by sorting the matches. */
  const strategies = async (query: string, start = 0) => {
    const sent = await statementsOf(server, () => pageOf(query, start));
    return {
      days: sent.filter((sql) => sql.includes('AS run(day)') && !sql.includes('vals(v, empties, depth)')).length,
      values: sent.filter((sql) => sql.includes('vals(v, empties, depth)')).length,
      walks: sent.filter((sql) => sql.includes(') AS walked')).length,
      sorted: sent.filter((sql) => sql.includes('OFFSET 0) AS matches')).length,
    };
  };

  it('with few matches (counted within the cap) elsewhere in the order, a walk of as many rows gives up and the matches are sorted', async () => {
    const query = 'dischargeDate_gte=2024-03-01&dischargeDate_lte=2024-03-31&_sort=loadingDate&_order=desc';
    const plain = await inOrder(`"dischargeDate" BETWEEN $2 AND $3`, '"loadingDate" DESC, number DESC', ['2024-03-01', '2024-03-31']);
    expect(plain.length).toBe(31 * 20);
    expect(await strategies(query)).toMatchObject({ walks: 1, sorted: 1 });
    expect([...(await pageOf(query, 0)), ...(await pageOf(query, 5))]).toEqual(plain.slice(0, 10));
    expect(await pageOf(query, plain.length - PAGE)).toEqual(plain.slice(-PAGE));
  });

  it('with few matches at the start of the order, the walk finds the page', async () => {
    const query = 'dischargeDate_gte=2025-07-01&_sort=loadingDate&_order=desc';
    const plain = await inOrder(`"dischargeDate" >= $2`, '"loadingDate" DESC, number DESC', ['2025-07-01']);
    expect(plain.length).toBeLessThanOrEqual(COUNT_CAP);
    expect(await strategies(query)).toMatchObject({ walks: 1, sorted: 0 });
    for (const start of [0, 5, plain.length - PAGE]) expect(await pageOf(query, start)).toEqual(plain.slice(start, start + PAGE));
  });

  it('with many matches spread over the order, a bounded walk of the order finds the page', async () => {
    const query = 'quantityDischarged_gte=50&_sort=loadingDate&_order=desc';
    const plain = await inOrder(`"quantityDischarged" >= $2`, '"loadingDate" DESC, number DESC', [50]);
    expect(plain.length).toBeGreaterThan(COUNT_CAP);
    expect(await strategies(query)).toMatchObject({ walks: 1, sorted: 0 });
    for (const start of [0, 5, 200]) expect(await pageOf(query, start)).toEqual(plain.slice(start, start + PAGE));
  });

  it("a window on the order's own column: the walk starts where the window does and finds the page", async () => {
    for (const [query, order] of [
      ['dischargeDate_gte=2024-03-01&dischargeDate_lte=2024-08-31&_sort=dischargeDate&_order=desc', '"dischargeDate" DESC, number DESC'],
      ['loadingDate_gte=2024-03-01&loadingDate_lte=2024-03-31', '"loadingDate" DESC, number DESC'],
    ]) {
      const column = order.split(' ')[0];
      const plain = await inOrder(`${column} BETWEEN $2 AND $3`, order, ['2024-03-01', query.includes('08-31') ? '2024-08-31' : '2024-03-31']);
      expect(await strategies(query)).toMatchObject({ walks: 1, sorted: 0 });
      for (const start of [0, 5, plain.length - PAGE]) expect(await pageOf(query, start)).toEqual(plain.slice(start, start + PAGE));
    }
  });

  it("few matches spread over the order: a walk of the order's index alone reads up to eight rows per match and finds the page", async () => {
    // 200 matches among 11,500 rows: the second page of five ends some 520 rows into the order, more than there are matches.
    const query = 'dischargeDate_gte=2024-03-01&dischargeDate_lte=2024-03-10&_sort=quantityDischarged&_order=desc';
    const plain = await inOrder(`"dischargeDate" BETWEEN $2 AND $3`, '"quantityDischarged" DESC NULLS FIRST, number DESC', ['2024-03-01', '2024-03-10']);
    expect(plain.length).toBe(200);
    expect(await strategies(query, 5)).toMatchObject({ walks: 1, sorted: 0 });
    for (const start of [0, 5]) expect(await pageOf(query, start)).toEqual(plain.slice(start, start + PAGE));
  });

  it('few matches spread over the order, decided by a column its index does not hold: the walk reads as many rows as there are matches, then the matches are sorted', async () => {
    const query = 'quantityDischarged_lte=15&_sort=loadingDate&_order=desc';
    const plain = await inOrder(`"quantityDischarged" <= $2`, '"loadingDate" DESC, number DESC', [15]);
    expect(plain.length).toBeLessThan(300);
    expect(await strategies(query, 5)).toMatchObject({ walks: 1, sorted: 1 });
    for (const start of [0, 5]) expect(await pageOf(query, start)).toEqual(plain.slice(start, start + PAGE));
  });

  it('with many matches at the far end of the order, the walk gives up and the matches are sorted', async () => {
    const query = 'dischargeDate_gte=2024-03-01&_sort=loadingDate&_order=asc';
    const plain = await inOrder(`"dischargeDate" >= $2`, '"loadingDate" ASC, number ASC', ['2024-03-01']);
    expect(plain.length).toBeGreaterThan(COUNT_CAP);
    expect(await strategies(query)).toMatchObject({ walks: 1, sorted: 1 });
    for (const start of [0, 5, 5_000]) expect(await pageOf(query, start)).toEqual(plain.slice(start, start + PAGE));
  });

  describe("a date window in the key's order, whose matches lie at one place of it (record numbers grow with their dates)", () => {
    const window = ['2024-03-01', '2024-04-29'];
    const windowQuery = `dischargeDate_gte=${window[0]}&dischargeDate_lte=${window[1]}`;

    it.each(['asc', 'desc'])("is read day by day, a page's rows from each day, with the plain SQL's rows (%s)", async (order) => {
      const query = `${windowQuery}&_sort=number&_order=${order}`;
      const plain = await inOrder(`"dischargeDate" BETWEEN $2 AND $3`, `number ${order}`, window);
      expect(plain.length).toBe(60 * 20);
      expect(await strategies(query)).toEqual({ days: 1, values: 0, walks: 0, sorted: 0 });
      for (const start of [0, 5, 600, plain.length - PAGE]) expect(await pageOf(query, start)).toEqual(plain.slice(start, start + PAGE));
      expect(await pageOf(query, plain.length)).toEqual([]);
    });

    it('a date the tenant never fills sorts as the key: read day by day too', async () => {
      for (const order of ['asc', 'desc']) {
        const query = `${windowQuery}&_sort=importDate&_order=${order}`;
        const plain = await inOrder(`"dischargeDate" BETWEEN $2 AND $3`, `"importDate" ${order}, number ${order}`, window);
        expect(await strategies(query)).toEqual({ days: 1, values: 0, walks: 0, sorted: 0 });
        for (const start of [0, 5, plain.length - PAGE]) expect(await pageOf(query, start)).toEqual(plain.slice(start, start + PAGE));
      }
    });

    it('a column with more than one value in the tenant: the day-by-day read answers nothing and the page is read otherwise', async () => {
      const query = `${windowQuery}&_sort=quantityDischarged&_order=asc`;
      const plain = await inOrder(`"dischargeDate" BETWEEN $2 AND $3`, '"quantityDischarged" ASC, number ASC', window);
      expect(await strategies(query)).toMatchObject({ days: 1 });
      for (const start of [0, 5]) expect(await pageOf(query, start)).toEqual(plain.slice(start, start + PAGE));
    });

    it('a page so deep that its rows from every day would cost more than sorting the matches is read otherwise', async () => {
      const query = `${windowQuery}&_sort=number&_order=asc`;
      const plain = await inOrder(`"dischargeDate" BETWEEN $2 AND $3`, 'number ASC', window);
      // 20,000 rows over 60 days: a page ending past row 333 is not read day by day.
      expect(await strategies(query, 400)).toMatchObject({ days: 1, sorted: 1 });
      expect(await pageOf(query, 400)).toEqual(plain.slice(400, 400 + PAGE));
    });
  });

  describe("a date window in a column's order whose values' records follow the key (a status, a site), read value by value", () => {
    const window = ['2024-03-01', '2024-04-29'];
    const windowQuery = `dischargeDate_gte=${window[0]}&dischargeDate_lte=${window[1]}`;
    const inboundsOf = () => server.app.registry.get('inbounds')!;
    const plainOf = (order: string) =>
      inOrder(`"dischargeDate" BETWEEN $2 AND $3`, `${sortColumn(inboundsOf(), 'movementStatus')} ${order}, number ${order}`, window);

    it.each(['asc', 'desc'])(
      "each value's matches are read day by day from the composite index of the status and the date, before any walk: the plain SQL's rows (%s)",
      async (order) => {
        const query = `${windowQuery}&_sort=movementStatus&_order=${order}`;
        const plain = await plainOf(order);
        expect(await strategies(query)).toEqual({ days: 0, values: 1, walks: 0, sorted: 0 });
        // 1,200 rows of 60 days: too many a day to read day by day, so the order is walked (and, in vain, each value's matches sorted by key).
        expect(await strategies(query, plain.length - 2 * PAGE)).toMatchObject({ days: 0, walks: 1, sorted: 0 });
        for (const start of [0, 5, 300, plain.length - 2 * PAGE]) expect(await pageOf(query, start)).toEqual(plain.slice(start, start + PAGE));
      },
    );

    it('the records without a value come last ascending and first descending; a page the values cannot fill is read from the sorted matches', async () => {
      const { rows: emptied } = await server.db.query<{ number: string; status: string }>(
        `UPDATE e_inbounds AS e SET "movementStatus" = NULL FROM e_inbounds AS before
         WHERE e.tenant = $1 AND e.number LIKE '%3' AND before.tenant = e.tenant AND before.number = e.number
         RETURNING e.number, before."movementStatus" AS status`,
        [ABOVE_CAP],
      );
      try {
        for (const order of ['asc', 'desc']) {
          const query = `${windowQuery}&_sort=movementStatus&_order=${order}`;
          const plain = await plainOf(order);
          for (const start of [0, 5, plain.length - 2 * PAGE]) expect(await pageOf(query, start)).toEqual(plain.slice(start, start + PAGE));
          expect(await strategies(query, plain.length - 3)).toEqual({ days: 0, values: 2, walks: 0, sorted: 1 });
          expect(await pageOf(query, plain.length - 3)).toEqual(plain.slice(-3));
        }
      } finally {
        await server.db.query(
          `UPDATE e_inbounds AS e SET "movementStatus" = before.status FROM unnest($2::text[], $3::text[]) AS before(number, status)
           WHERE e.tenant = $1 AND e.number = before.number`,
          [ABOVE_CAP, emptied.map((row) => row.number), emptied.map((row) => row.status)],
        );
      }
    });
  });
});
