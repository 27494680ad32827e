import { COUNT_CAP } from '../../shared/list-count';
import type { Page, SortTerm } from './page-params';

/** How a page is read: `offset` and `limit` in the list's order, or in the reverse order when `reversed`. */
export interface PageScan {
  reversed: boolean;
  offset: number;
  limit: number;
}

/**
 * How to read `page` of a list of exactly `total` rows (undefined: not known before the page is read). A page
 * in the first half is read from the start, skipping `offset` rows; a page in the second half from the end in
 * the reverse order, skipping only the rows after it, so the last pages cost what the first ones do. The
 * rows read backwards are put in the list's order again by the caller.
 */
export function pageScan(page: Page, total: number | undefined): PageScan {
  const forward = { reversed: false, ...page };
  if (total === undefined || page.offset + page.limit / 2 <= total / 2) return forward;
  const end = Math.min(page.offset + page.limit, total);
  return { reversed: true, offset: total - end, limit: Math.max(0, end - page.offset) };
}

/**
 * Where value counts find a deep page (value-counts.ts): the counted column whose ranges it starts at, and, for
 * an order by a sorted column without counts, that column, which must then be empty in every record (so the
 * list's order is the key's).
 */
export interface RangeStart {
  column: string;
  emptyColumn?: string;
}

/**
 * How value counts find `page` of an unfiltered list in the order `sort`, or undefined: the order is the key (`key`)
 * alone, or one of the `counted` columns then the key in the same direction (the key's marks, if counted, for one of
 * the other `sorted` columns), and the page lies at least `from` rows deep (before that, skipping the rows in the index
 * costs less than reading the counts).
 */
export function rangeStart(page: Page, sort: SortTerm[], counted: string[], sorted: string[], key: string, from: number): RangeStart | undefined {
  if (page.offset < from) return undefined;
  const [column, tie] = sort;
  if (sort.length === 1) return column.field === key && counted.includes(key) ? { column: key } : undefined;
  if (sort.length !== 2 || tie.field !== key || tie.direction !== column.direction) return undefined;
  if (counted.includes(column.field)) return { column: column.field };
  return counted.includes(key) && sorted.includes(column.field) ? { column: key, emptyColumn: column.field } : undefined;
}

/** The order read backwards: every direction turned (PostgreSQL's nulls, last ascending, then come first). */
export const reversedSort = (sort: SortTerm[]): SortTerm[] => sort.map((term) => ({ ...term, direction: term.direction === 'ASC' ? 'DESC' : 'ASC' }));

/**
 * Rows of an index-only walk that cost what one match read from the table does (measured at a million inbounds
 * on PostgreSQL: an index entry ~0.15 µs, a matching row fetched from the table ~1.3 µs).
 */
const INDEX_ONLY_ROWS = 8;

/** The fewest rows the walk of a filter with more matches than the cap may read. */
const WALK_MIN = 1_000;

/**
 * How a filtered page is read: how many rows of the order a walk may read, keeping the rows the filter takes,
 * before it gives up and the filter's matches are read and sorted instead; 0: the matches at once. PostgreSQL
 * chooses between the two as if the filter and the order were unrelated, and for a movement they seldom are (a
 * discharge date window lies at one place of the loading date's order and of the record number's, which grows
 * with it), so either of its choices can read half a million rows for one page. The walk stops as soon as it
 * holds the page, which it does after a few rows where the matches lie at the order's start (movements from a
 * day on, newest first). It may read four times the rows that would hold the page if the matches were spread
 * evenly over the tenant's `tenantRows`, and never more rows than there are `matches` (counted up to COUNT_CAP),
 * so a walk in vain costs at most what sorting the matches does; a walk that reads the order's index alone
 * (`indexOnly`: the filter reads only columns the index holds) may read INDEX_ONLY_ROWS times as many. Above the
 * cap, or not counted, at least COUNT_CAP + 1 matches are assumed, and the walk reads at least WALK_MIN rows. A
 * page that the matches cannot fill is read from them at once.
 */
export function filteredWalk(page: Page, matches: number | undefined, tenantRows: number | undefined, indexOnly = false): number {
  const counted = matches !== undefined && matches <= COUNT_CAP;
  if (counted && matches < page.offset + page.limit) return 0;
  const rows = tenantRows ?? 100 * (COUNT_CAP + 1);
  const spread = Math.ceil((4 * (page.offset + page.limit) * rows) / (counted ? matches : COUNT_CAP + 1));
  return counted ? Math.min(spread, matches * (indexOnly ? INDEX_ONLY_ROWS : 1)) : Math.min(rows, Math.max(WALK_MIN, spread));
}

/** A page read day by day costs an index descent and up to a page's rows per day: worth it up to this many rows. */
const DAY_RUN_ROWS = 20_000;

/** How a filtered page is read day by day: by the days of `column`, and only if `oneValueOf` holds one value for the tenant. */
export interface DayRun {
  column: string;
  oneValueOf?: string;
}

/**
 * Whether a filtered page in the key's order is read day by day (day-runs.ts): the filter bounds one of `dayColumns`
 * and reads nothing but what that column's sort index holds (`held`), and the order is the key's, or a sorted
 * column's (`sorted`: its index finds its least and greatest value at once) then the key's in the same direction,
 * which is the key's order where the column holds one value in all the tenant's records (a column it never fills).
 */
export function dayRun(
  filter: { bounds: ReadonlyMap<string, string[]>; filteredBy: ReadonlySet<string>; matchedRowByRow: boolean },
  sort: SortTerm[],
  key: string,
  dayColumns: string[],
  held: (column: string) => string[],
  sorted: string[],
): DayRun | undefined {
  const [first, tie] = sort;
  const keyOrder = sort.length === 1 && first.field === key;
  const oneValueOf = sort.length === 2 && sorted.includes(first.field) && tie.field === key && tie.direction === first.direction ? first.field : undefined;
  if (filter.matchedRowByRow || !(keyOrder || oneValueOf)) return undefined;
  const column = [...filter.bounds.keys()].find((name) => dayColumns.includes(name) && [...filter.filteredBy].every((read) => held(name).includes(read)));
  // A list sorted by the bounded date itself is walked in that date's index.
  return column && column !== oneValueOf ? { column, oneValueOf } : undefined;
}

/** The most days a page read day by day may span: each gives up to the rows the page and those before it need. */
export const dayRunDays = (page: Page): number => Math.floor(DAY_RUN_ROWS / (page.offset + page.limit));

/** How a filtered page is read value by value: of the sort column `column`, each value's matches day by day of `days`. */
export interface ValueRun {
  column: string;
  days?: string;
}

/**
 * Whether a filtered page is read value by value of its sort column (value-runs.ts): the order is a sorted column
 * then the key in the same direction, and a composite index starting with that column (`composites`, each followed
 * by the key) holds every column the filter reads, itself or carried (`carried`: the list dates). Where that index
 * is the column and a date the filter bounds (one of `dayColumns`), each value's records of one day come in the
 * key's order, so each value's matches are read day by day (`days`).
 */
export function valueRun(
  filter: { bounds: ReadonlyMap<string, string[]>; filteredBy: ReadonlySet<string>; matchedRowByRow: boolean },
  sort: SortTerm[],
  key: string,
  sorted: string[],
  composites: string[][],
  carried: string[],
  dayColumns: string[],
): ValueRun | undefined {
  const [first, tie] = sort;
  if (filter.matchedRowByRow || sort.length !== 2 || !sorted.includes(first.field) || tie.field !== key || tie.direction !== first.direction) return undefined;
  const holds = (columns: string[]) => [...filter.filteredBy].every((name) => columns.includes(name) || name === key || carried.includes(name));
  const starting = composites.filter((columns) => columns[0] === first.field && holds(columns));
  if (!starting.length) return undefined;
  const days = starting.find(([, date, ...more]) => !more.length && dayColumns.includes(date) && filter.bounds.has(date))?.[1];
  return { column: first.field, ...(days && { days }) };
}
