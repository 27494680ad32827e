import type { Queryable } from '../../src/server/db/db';
import type { QueryInput } from '../../src/server/lists/page-params';
import { buildListQuery, UNFILTERED } from '../../src/server/resources/list-query';
import { sumRows } from '../../src/server/resources/list-sums';
import { listRows, recordSource } from '../../src/server/resources/repository';
import { SqlParams } from '../../src/server/resources/sql-params';
import { tenantToday } from '../../src/server/time/tenant-day';
import type { EntitySchema, Registry } from '../../src/shared/registry';
import type { ListSums } from '../../src/shared/sums';
import type { BenchServer } from '../bench-server';
import { closedLoop, type LoadResult, type LoadTiming } from '../closed-loop';
import { LISTS_SCOPE } from '../generators/lists-data';
import { median } from '../stats';
import type { StatementTime } from '../timed-db';

export const LIST_CLIENTS = 10;
export const LIST_PAGE_SIZE = 10;
/** Requests sent one at a time per shape to see where a request's SQL time goes (medians). */
const ALONE_RUNS = 5;

/** One list request of scenario E as a query string of GET /inbounds. */
export interface ListShape {
  name: string;
  query: string;
  /** The list's totals too: GET /inbounds.sums with the same filters, sent after the page as the list does. */
  sums?: boolean;
}

/** The eight shapes, page size 10; the deep page starts a tenth into the rows (row 100,000 of a million). */
export function listShapes(rows: number): ListShape[] {
  const page = (start: number) => `_start=${start}&_end=${start + LIST_PAGE_SIZE}`;
  return [
    { name: 'sorted by quantityDischarged, descending', query: `_sort=quantityDischarged&_order=desc&${page(0)}` },
    { name: 'sorted by dischargeDate, from row 5,000', query: `_sort=dischargeDate&_order=asc&${page(5_000)}` },
    { name: 'open movements of one product', query: `movementStatus=open&product=${LISTS_SCOPE.product}&${page(0)}` },
    { name: 'supplier key contains', query: `supplierPartner_like=${LISTS_SCOPE.partnerPart}&${page(0)}` },
    { name: 'default order (-loadingDate)', query: page(0) },
    { name: 'search', query: `q=${LISTS_SCOPE.term}&${page(0)}` },
    { name: 'deep page', query: page(rows / 10) },
    { name: 'with sums, all rows (page, then GET /inbounds.sums)', query: page(0), sums: true },
  ];
}

interface SqlSplit {
  pageMs: number;
  countMs: number;
  otherMs: number;
  otherStatements: number;
}

export interface ShapeResult {
  shape: ListShape;
  filtered: boolean;
  /** x-total-count of the API, and the exact count of the same WHERE. */
  apiTotal: number;
  exactCount: number;
  /** A sums shape: the API's totals and the naive SQL's, by sumKey (decimal text of the naive sum; a quantity in a unit per record once per unit). */
  sums?: { api: ListSums; exact: Record<string, string> };
  /** Positions where the API's page and the naive page hold the same key. */
  samePositions: number;
  naivePageRows: number;
  /** Where a request's SQL time goes, sent alone (medians): the page query, the count, and everything else (session, tenant, visibility). */
  alone: SqlSplit;
  /** The same request repeated: after the first, answered from the node's list cache. */
  api: LoadResult;
  /** The list cache emptied before every request: what a request costs the first time. */
  firstTime: LoadResult;
  naive: LoadResult;
}

// A list request's statements: listRows' page (its keys `… ORDER BY … LIMIT … AS page`, or for versioned entities
// `… AS r WHERE … ORDER BY … LIMIT`), the count (capped, or the maintained one from record_counts), and the rest.
const isPage = (sql: string) => /ORDER BY .* LIMIT .*(AS page|OFFSET)/s.test(sql);
const isCount = (sql: string) => /count\(\*\)|record_counts/.test(sql);
// The totals (list-sums.ts) count with the count: both read every matching row.
const isSum = (sql: string) => /coalesce\(sum\(/.test(sql);

function splitStatements(statements: StatementTime[]): SqlSplit {
  const sum = (list: StatementTime[]) => list.reduce((total, statement) => total + statement.ms, 0);
  const other = statements.filter(({ sql }) => !isPage(sql) && !isCount(sql) && !isSum(sql));
  return {
    pageMs: sum(statements.filter(({ sql }) => isPage(sql))),
    countMs: sum(statements.filter(({ sql }) => !isPage(sql) && (isCount(sql) || isSum(sql)))),
    otherMs: sum(other),
    otherStatements: other.length,
  };
}

/** ALONE_RUNS requests one after another, each the first (the list cache emptied), timed at the database handle: the median of each part. */
async function timeAlone(request: () => Promise<unknown>, server: BenchServer): Promise<SqlSplit> {
  const splits: SqlSplit[] = [];
  for (let run = 0; run < ALONE_RUNS; run++) {
    server.forgetLists();
    splits.push(splitStatements((await server.db.record(request)).statements));
  }
  const middle = (part: keyof SqlSplit) => median(splits.map((split) => split[part]));
  return { pageMs: middle('pageMs'), countMs: middle('countMs'), otherMs: middle('otherMs'), otherStatements: middle('otherStatements') };
}

type Build = (params: SqlParams) => ReturnType<typeof buildListQuery>;

async function exactCount(db: Queryable, entity: EntitySchema, tenant: string, build: Build, day: string): Promise<number> {
  const params = new SqlParams();
  const source = recordSource(entity, params, tenant, day);
  const { where } = build(params);
  const { rows } = await db.query<{ total: string | number }>(`SELECT count(*) AS total FROM ${source} AS r WHERE ${where}`, params.values);
  return Number(rows[0].total);
}

/**
 * The naive list: the server's own page query (listRows) and an exact count of the same WHERE, sent at once as
 * the server sends its two; with `sums`, the server's own sums query (sumRows) of the same WHERE beside them, uncached.
 */
async function naiveList(db: Queryable, registry: Registry, entity: EntitySchema, tenant: string, build: Build, sums = false) {
  const day = await tenantToday(db, tenant);
  const [rows, total, totals] = await Promise.all([
    listRows(db, entity, tenant, build, day),
    exactCount(db, entity, tenant, build, day),
    sums ? sumRows(db, registry, entity, tenant, build, day) : undefined,
  ]);
  return { rows, total, totals };
}

/** The shape's request as the list sends it: the page, and for a sums shape then its totals (the page's filters without paging). */
function shapeRequest(server: BenchServer, resource: string, shape: ListShape) {
  const path = `/${resource}?${shape.query}`;
  const filters = new URLSearchParams(shape.query);
  filters.delete('_start');
  filters.delete('_end');
  const sumsPath = `/${resource}.sums${filters.size ? `?${filters}` : ''}`;
  return async () => {
    const page = await server.list<{ id: unknown }>(path);
    return { page, sums: shape.sums ? await server.call<ListSums>('GET', sumsPath) : undefined };
  };
}

/**
 * Scenario E on one engine. First the floor: one record by key (GET /inbounds/{key}) in the same closed loop,
 * what any request of this user costs without a list's SQL. Then per shape: one request each way for the
 * figure checks, ALONE_RUNS timed alone, then LIST_CLIENTS clients in a closed loop through the API and then
 * the same number through `naiveDb` (for PostgreSQL a pool of as many connections as the server's).
 */
export async function benchLists(
  server: BenchServer,
  naiveDb: Queryable,
  registry: Registry,
  rows: number,
  timing: LoadTiming,
): Promise<{ floor: LoadResult; shapes: ShapeResult[] }> {
  const entity = registry.get('inbounds')!;
  const resource = entity['x-resource'];
  const [first] = (await server.list<{ id: unknown }>(`/${resource}?_start=0&_end=1`)).rows;
  const recordPath = `/${resource}/${encodeURIComponent(String(first.id))}`;
  const floor = await closedLoop(LIST_CLIENTS, timing, async () => void (await server.call('GET', recordPath)));
  const shapes: ShapeResult[] = [];
  for (const shape of listShapes(rows)) {
    const request = shapeRequest(server, resource, shape);
    const query: QueryInput = Object.fromEntries(new URLSearchParams(shape.query));
    const build: Build = (params) => buildListQuery(entity, query, params, { registry, tenant: server.tenant });
    const { page: api, sums } = await request();
    const naive = await naiveList(naiveDb, registry, entity, server.tenant, build, shape.sums);
    const keys = naive.rows.map((row) => row[entity['x-key']]);
    shapes.push({
      shape,
      filtered: build(new SqlParams()).where !== UNFILTERED,
      apiTotal: api.total,
      ...(sums && naive.totals && { sums: { api: sums, exact: naive.totals } }),
      exactCount: naive.total,
      samePositions: api.rows.filter((record, index) => record.id === keys[index]).length,
      naivePageRows: keys.length,
      alone: await timeAlone(request, server),
      api: await closedLoop(LIST_CLIENTS, timing, async () => void (await request())),
      firstTime: await closedLoop(LIST_CLIENTS, timing, async () => {
        server.forgetLists();
        await request();
      }),
      naive: await closedLoop(LIST_CLIENTS, timing, async () => void (await naiveList(naiveDb, registry, entity, server.tenant, build, shape.sums))),
    });
  }
  return { floor, shapes };
}
