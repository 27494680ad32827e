import { columnType } from '../../shared/column-values';
import type { EntitySchema } from '../../shared/registry';
import type { Queryable } from '../db/db';
import type { SortTerm } from '../lists/page-params';
import { sortColumn } from './collation';
import { entityProperties } from './columns';
import { orderBy } from './list-query';
import { recordSource, type Row } from './repository';
import { SqlParams } from './sql-params';
import { tenantToday } from '../time/tenant-day';
import { quoteIdent } from './sql-names';

/** A row's sort values as text (exact, also for timestamps and numerics), one per sort term. */
export type Cursor = (string | null)[];

/** The column alias carrying sort value `index`; property names never start with `_`. */
const cursorColumn = (index: number) => `_cursor${index}`;

function typedParam(entity: EntitySchema, term: SortTerm, value: string, params: SqlParams): string {
  return `${params.add(value)}::${columnType(entityProperties(entity)[term.field])}`;
}

/**
 * The rows that come after `cursor` in the order of `sort` (which ends in a unique key): for some
 * term i, every earlier term equal and term i after. PostgreSQL's NULL placement is mirrored: NULLs
 * come last ascending (after a value: greater or NULL; after NULL: nothing) and first descending
 * (after a value: smaller; after NULL: any value).
 */
export function afterCursor(entity: EntitySchema, sort: SortTerm[], cursor: Cursor, params: SqlParams): string {
  const branches: string[] = [];
  const equal: string[] = [];
  sort.forEach((term, index) => {
    const column = sortColumn(entity, term.field);
    const value = cursor[index];
    const ascending = term.direction === 'ASC';
    let after: string | undefined;
    if (value === null) after = ascending ? undefined : `${column} IS NOT NULL`;
    else
      after = ascending
        ? `(${column} > ${typedParam(entity, term, value, params)} OR ${column} IS NULL)`
        : `${column} < ${typedParam(entity, term, value, params)}`;
    if (after) branches.push([...equal, after].join(' AND '));
    // Placeholders must all be used: PostgreSQL cannot type an unused one.
    if (index < sort.length - 1) equal.push(value === null ? `${column} IS NULL` : `${column} = ${typedParam(entity, term, value, params)}`);
  });
  return branches.length ? `(${branches.map((branch) => `(${branch})`).join(' OR ')})` : 'false';
}

/**
 * A range condition on the first sort column that an index on (tenant, column) can seek with: the
 * walk splits at the first column's NULLs (a segment of values, a segment of NULLs, in the order the
 * direction puts them), and inside the value segment the cursor bounds the column from one side.
 */
function segmentBound(entity: EntitySchema, first: SortTerm, nulls: boolean, cursorValue: string | null | undefined, params: SqlParams): string {
  const column = sortColumn(entity, first.field);
  if (nulls) return `${column} IS NULL`;
  if (cursorValue === undefined || cursorValue === null) return `${column} IS NOT NULL`;
  return `${column} ${first.direction === 'ASC' ? '>=' : '<='} ${typedParam(entity, first, cursorValue, params)}`;
}

/**
 * Every record the list query selects, in its order, read page by page with keyset pagination: each
 * page continues after the previous page's last sort values and key, so each is one short indexed
 * query whatever the depth (no growing OFFSET), and on PGlite other requests run between pages. The
 * next page is read only when the consumer asks for it (backpressure), so memory stays at one page.
 */
export async function* keysetRows(
  db: Queryable,
  entity: EntitySchema,
  tenant: string,
  where: (params: SqlParams) => string,
  sort: SortTerm[],
  pageSize: number,
): AsyncGenerator<Row> {
  const segments = sort[0].direction === 'ASC' ? [false, true] : [true, false];
  // One day for the whole read: an export that runs past midnight keeps the versions it started with.
  const day = await tenantToday(db, tenant);
  const cursorSelect = sort.map((term, index) => `${quoteIdent(entity, term.field)}::text AS "${cursorColumn(index)}"`).join(', ');
  for (const nulls of segments) {
    let cursor: Cursor | undefined;
    for (;;) {
      const params = new SqlParams();
      const source = recordSource(entity, params, tenant, day);
      const conditions = [where(params), segmentBound(entity, sort[0], nulls, cursor?.[0], params)];
      if (cursor) conditions.push(afterCursor(entity, sort, cursor, params));
      const { rows } = await db.query<Row>(
        `SELECT r.*, ${cursorSelect} FROM ${source} AS r WHERE ${conditions.join(' AND ')}
         ORDER BY ${orderBy(entity, sort)} LIMIT ${params.add(pageSize)}`,
        params.values,
      );
      yield* rows;
      if (rows.length < pageSize) break;
      const last = rows[rows.length - 1];
      cursor = sort.map((_, index) => last[cursorColumn(index)] as string | null);
    }
  }
}
