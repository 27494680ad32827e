import type { Queryable } from '../../src/server/db/db';
import type { QueryInput } from '../../src/server/lists/page-params';
import { buildListQuery, UNFILTERED } from '../../src/server/resources/list-query';
import { sortedColumns } from '../../src/server/resources/indexes';
import { sumRows } from '../../src/server/resources/list-sums';
import { listRows, recordSource } from '../../src/server/resources/repository';
import { SqlParams } from '../../src/server/resources/sql-params';
import { tenantToday } from '../../src/server/time/tenant-day';
import type { EntitySchema, Registry } from '../../src/shared/registry';
import type { ListSums } from '../../src/shared/sums';
import type { BenchServer } from '../bench-server';
import { closedLoop, type LoadResult, type LoadTiming } from '../closed-loop';
import { LISTS_SCOPE, LISTS_STATES } from '../generators/lists-data';
import { median } from '../stats';
import type { StatementTime } from '../timed-db';

export const LIST_CLIENTS = 10;
export const LIST_PAGE_SIZE = 10;
/** Requests sent one at a time per shape to see where a request's SQL time goes (medians). */
const ALONE_RUNS = 5;

/** Which target a shape has (bench/README.md, scenario E): page 1, any page of the list, a search, or none (the totals). */
export type ShapeKind = 'page 1' | 'any page' | 'search' | 'totals';

/** One list request of scenario E as query strings of GET /inbounds, a new page or value for every request. */
export interface ListShape {
  name: string;
  kind: ShapeKind;
  /** The query string of request `n` (0, 1, …): no two of the first thousands alike, so no kept answer serves one. */
  query: (n: number) => string;
  /** The list's totals too: GET /inbounds.sums with the same filters, sent after the page as the list does. */
  sums?: boolean;
}

const DAY = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(date) + days * DAY).toISOString().slice(0, 10);
const SPAN_DAYS = Math.round((Date.parse(LISTS_SCOPE.to) - Date.parse(LISTS_SCOPE.from)) / DAY) + 1;

/**
 * The `n`-th of `count` choices, stepping by a prime that shares no factor with the counts used here, so the
 * first `count` requests each get another choice and neighbouring requests lie far apart.
 */
const spread = (n: number, count: number) => (n * 7_919) % count;
/** A day of the data's two years, chosen by `n`. */
const dayOf = (n: number) => addDays(LISTS_SCOPE.from, spread(n, SPAN_DAYS));
/** A window of 1–60 days from a day chosen by `n`. */
const windowOf = (n: number) => {
  const from = dayOf(n);
  return `dischargeDate_gte=${from}&dischargeDate_lte=${addDays(from, n % 60)}`;
};

const page = (start: number) => `_start=${start}&_end=${start + LIST_PAGE_SIZE}`;
/** Any of the list's pages; every tenth request one of the last thousand, the very last among them. */
const anyPage = (n: number, rows: number) =>
  page(n % 10 === 9 ? rows - LIST_PAGE_SIZE * (1 + spread(Math.floor(n / 10), LAST_PAGES)) : spread(n, rows / LIST_PAGE_SIZE - LAST_PAGES) * LIST_PAGE_SIZE);
/** The pages at the end that every tenth any-page request asks for (the others ask for the rest, so none asks twice). */
const LAST_PAGES = 1_000;

/** The equality filters a list offers on inbounds, each with the values the data hold. */
const EQUALITY_FILTERS: [string, (n: number) => string][] = [
  ['product', (n) => LISTS_SCOPE.productKey(spread(n, LISTS_SCOPE.places))],
  ['loadingSite', (n) => LISTS_SCOPE.siteKey(spread(n, LISTS_SCOPE.places))],
  ['dischargeSite', (n) => LISTS_SCOPE.siteKey(spread(n + 7, LISTS_SCOPE.places))],
  ['supplierPartner', (n) => LISTS_SCOPE.partnerKey(spread(n, LISTS_SCOPE.partners))],
  ['movementStatus', (n) => LISTS_STATES[n % LISTS_STATES.length]],
];

/** Six characters of a record number: the digits that tell it from the others ("012345"), one record each. */
const keyFragment = (n: number, rows: number) => {
  const number = LISTS_SCOPE.inboundKey(spread(n, rows));
  const from = number.indexOf('IN-') + 3;
  return number.slice(from, from + 6);
};

/** The sort of request `n` when a shape takes the columns in turn: each column ascending, then each descending. */
const inTurn = (sortable: string[], n: number) => `_sort=${sortable[n % sortable.length]}&_order=${Math.floor(n / sortable.length) % 2 ? 'desc' : 'asc'}`;

/**
 * The shapes, pages of 10. Page 1: a date window sorted by each indexed column in turn (both directions), each
 * equality filter, product + status + discharged from a day, a partner-key fragment + discharged from a day; any
 * page of the whole list in the default order, by discharge date and by each indexed column in turn; the search
 * `q` for key fragments, document numbers and free words; and the list with its sums in a date window.
 */
export function listShapes(rows: number, sortable: string[]): ListShape[] {
  return [
    {
      name: 'a date window (1–60 days) sorted by quantityDischarged, page 1',
      kind: 'page 1',
      query: (n) => `${windowOf(n)}&_sort=quantityDischarged&_order=desc&${page(0)}`,
    },
    {
      name: `a date window sorted by each indexed column in turn (${sortable.length}), both directions, page 1`,
      kind: 'page 1',
      query: (n) => `${windowOf(n)}&${inTurn(sortable, n)}&${page(0)}`,
    },
    {
      name: `each equality filter in turn (${EQUALITY_FILTERS.map(([field]) => field).join(', ')}) in a date window, page 1`,
      kind: 'page 1',
      query: (n) => {
        const [field, value] = EQUALITY_FILTERS[n % EQUALITY_FILTERS.length];
        return `${field}=${value(Math.floor(n / EQUALITY_FILTERS.length))}&${windowOf(n)}&${page(0)}`;
      },
    },
    {
      name: 'product + status + discharged from a day, page 1',
      kind: 'page 1',
      query: (n) =>
        `product=${LISTS_SCOPE.productKey(n % LISTS_SCOPE.places)}&movementStatus=${LISTS_STATES[Math.floor(n / LISTS_SCOPE.places) % LISTS_STATES.length]}&dischargeDate_gte=${dayOf(n)}&${page(0)}`,
    },
    {
      name: 'supplier key contains + discharged from a day, page 1',
      kind: 'page 1',
      query: (n) => `supplierPartner_like=PARTNER-${String(spread(n, 50)).padStart(2, '0')}&dischargeDate_gte=${dayOf(n + 1)}&${page(0)}`,
    },
    { name: `default order (-loadingDate), any page of ${(rows / LIST_PAGE_SIZE).toLocaleString('en')}`, kind: 'any page', query: (n) => anyPage(n, rows) },
    {
      name: `sorted by dischargeDate, any page of ${(rows / LIST_PAGE_SIZE).toLocaleString('en')}`,
      kind: 'any page',
      query: (n) => `_sort=dischargeDate&_order=${n % 2 ? 'desc' : 'asc'}&${anyPage(Math.floor(n / 2), rows)}`,
    },
    {
      name: `sorted by each indexed column in turn (${sortable.length}), both directions, any page of ${(rows / LIST_PAGE_SIZE).toLocaleString('en')}`,
      kind: 'any page',
      query: (n) => `${inTurn(sortable, n)}&${anyPage(n, rows)}`,
    },
    { name: '`q=` six characters of a record number', kind: 'search', query: (n) => `q=${keyFragment(n, rows)}&${page(0)}` },
    { name: '`q=` a document number', kind: 'search', query: (n) => `q=${LISTS_SCOPE.documentNumber(spread(n, rows))}&${page(0)}` },
    { name: '`q=` a free word of a comment', kind: 'search', query: (n) => `q=${LISTS_SCOPE.word(spread(n, Math.min(10_000, rows / 20)))}&${page(0)}` },
    { name: 'with sums: a date window, page 1, then GET /inbounds.sums', kind: 'totals', query: (n) => `${windowOf(n)}&${page(0)}`, sums: true },
  ];
}

interface SqlSplit {
  pageMs: number;
  countMs: number;
  otherMs: number;
  otherStatements: number;
}

/** One request of a shape checked against the naive SQL of the same query. */
export interface ShapeSample {
  query: string;
  filtered: boolean;
  /** x-total-count of the API, and the exact count of the same WHERE. */
  apiTotal: number;
  exactCount: number;
  /** A sums shape: the API's totals and the naive SQL's, by sumKey (decimal text of the naive sum; a quantity in a unit per record once per unit). */
  sums?: { api: ListSums; exact: Record<string, string> };
  /** Positions where the API's page and the naive page hold the same key. */
  samePositions: number;
  naivePageRows: number;
}

export interface ShapeResult {
  shape: ListShape;
  /** Requests 0 … CHECKED - 1, each checked against the naive SQL. */
  samples: ShapeSample[];
  /** Where a request's SQL time goes, sent alone (medians): the page query, the count, and everything else (session, tenant, visibility). */
  alone: SqlSplit;
  /** A new page or value for every request: what a list costs the first time. */
  api: LoadResult;
  /** Answers the node's list cache served during `api` (0: none of those requests leaned on it). */
  cacheServed: number;
  /** Request 0 over and over: after the first, its page keys and total come from the node's list cache. */
  repeated: LoadResult;
  /** The naive SQL of the same sequence of requests. */
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

/** ALONE_RUNS requests one after another, each a new one, timed at the database handle: the median of each part. */
async function timeAlone(request: (n: number) => Promise<unknown>, server: BenchServer, first: number): Promise<SqlSplit> {
  const splits: SqlSplit[] = [];
  for (let run = 0; run < ALONE_RUNS; run++) splits.push(splitStatements((await server.db.record(() => request(first + run))).statements));
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

/** The shape's request `n` as the list sends it: the page, and for a sums shape then its totals (the page's filters without paging). */
function shapeRequest(server: BenchServer, resource: string, shape: ListShape) {
  return async (n: number) => {
    const query = shape.query(n);
    const filters = new URLSearchParams(query);
    filters.delete('_start');
    filters.delete('_end');
    const page = await server.list<{ id: unknown }>(`/${resource}?${query}`);
    return { page, sums: shape.sums ? await server.call<ListSums>('GET', `/${resource}.sums${filters.size ? `?${filters}` : ''}`) : undefined };
  };
}

/** The columns the sort shape takes in turn: the key and every column with a sort index. */
export const listSortable = (entity: EntitySchema): string[] => [entity['x-key'], ...sortedColumns(entity)];

/** Requests checked against the naive SQL: the first ten, so an any-page shape checks a last page too. */
const CHECKED = 10;
/** Where the timed sequences start: after the checked requests and those timed alone, which the cache may hold. */
const API_FIRST = 1_000;
/** The naive SQL's sequence: other values than the API's, so it does not find the pages the API just read in memory. */
const NAIVE_FIRST = 50_000;

/**
 * Scenario E on one engine. First the floor: one record by key (GET /inbounds/{key}) in the same closed loop,
 * what any request of this user costs without a list's SQL. Then per shape: the first CHECKED requests each way
 * for the figure checks, ALONE_RUNS timed alone, then LIST_CLIENTS clients in a closed loop through the API, each
 * request the shape's next one (the list cache must serve none), request 0 repeated (the cache serves it), and
 * the naive SQL of a sequence of its own through `naiveDb` (for PostgreSQL a pool of as many connections as the server's).
 */
export async function benchLists(
  server: BenchServer,
  naiveDb: Queryable,
  registry: Registry,
  rows: number,
  timing: LoadTiming,
  only?: number[],
): Promise<{ floor: LoadResult; shapes: ShapeResult[] }> {
  const entity = registry.get('inbounds')!;
  const resource = entity['x-resource'];
  const [first] = (await server.list<{ id: unknown }>(`/${resource}?_start=0&_end=1`)).rows;
  const recordPath = `/${resource}/${encodeURIComponent(String(first.id))}`;
  const floor = await closedLoop(LIST_CLIENTS, timing, async () => void (await server.call('GET', recordPath)));
  const shapes: ShapeResult[] = [];
  for (const shape of listShapes(rows, listSortable(entity)).filter((_, index) => !only || only.includes(index + 1))) {
    const request = shapeRequest(server, resource, shape);
    const build = (n: number): Build => {
      const query: QueryInput = Object.fromEntries(new URLSearchParams(shape.query(n)));
      return (params) => buildListQuery(entity, query, params, { registry, tenant: server.tenant });
    };
    const samples: ShapeSample[] = [];
    for (let n = 0; n < CHECKED; n++) {
      const { page: api, sums } = await request(n);
      const naive = await naiveList(naiveDb, registry, entity, server.tenant, build(n), shape.sums);
      const keys = naive.rows.map((row) => row[entity['x-key']]);
      samples.push({
        query: shape.query(n),
        filtered: build(n)(new SqlParams()).where !== UNFILTERED,
        apiTotal: api.total,
        ...(sums && naive.totals && { sums: { api: sums, exact: naive.totals } }),
        exactCount: naive.total,
        samePositions: api.rows.filter((record, index) => record.id === keys[index]).length,
        naivePageRows: keys.length,
      });
    }
    const alone = await timeAlone(request, server, CHECKED);
    let next = API_FIRST;
    // Another shape may have asked for the same filters (the date windows are alike): its answers must not serve this one.
    server.forgetLists();
    const servedBefore = server.listCacheServed;
    const api = await closedLoop(LIST_CLIENTS, timing, async () => void (await request(next++)));
    const cacheServed = server.listCacheServed - servedBefore;
    const repeated = await closedLoop(LIST_CLIENTS, timing, async () => void (await request(0)));
    let naiveNext = NAIVE_FIRST;
    const naive = await closedLoop(
      LIST_CLIENTS,
      timing,
      async () => void (await naiveList(naiveDb, registry, entity, server.tenant, build(naiveNext++), shape.sums)),
    );
    shapes.push({ shape, samples, alone, api, cacheServed, repeated, naive });
  }
  return { floor, shapes };
}
