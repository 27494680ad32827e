import { sqlLiteral } from './sql-names';

/** A counted column as the trigger function counts it: the value_counts column of its range (or 'mark') and its range as SQL of the row. */
export interface CountedRange {
  column: string;
  range: 'day' | 'num' | 'txt' | 'mark';
  expression: string;
}

type Operation = 'INSERT' | 'UPDATE' | 'DELETE';

/**
 * The body of a table's value-count trigger function, one statement per counted column and operation, as plain
 * SQL: PL/pgSQL prepares each once per connection and keeps its plan, where the shared count_values (migrations 26 to 28)
 * built and planned every statement anew on every write (about 1 ms a column on PGlite, most of a small write).
 * The statements are those of count_values, with the resource, the key and the columns written in.
 */
export function valueCountFunctionBody(resource: string, key: string, ranges: CountedRange[]): string {
  const literal = sqlLiteral(resource);
  const branch = (operation: Operation) => ranges.map((range) => countStatement(literal, key, range, operation)).join(';\n');
  const tenants = (operation: Operation) => (operation === 'DELETE' ? 'old_rows' : 'new_rows');
  const fold = (operation: Operation) =>
    `FOR written_tenant IN SELECT DISTINCT tenant FROM ${tenants(operation)} LOOP
       IF (SELECT count(*) FROM (SELECT 1 FROM value_counts WHERE tenant = written_tenant AND resource = ${literal} AND NOT folded LIMIT 1001) AS unfolded) > 1000
         AND pg_try_advisory_xact_lock(hashtext('value_counts'), hashtext(written_tenant || '/' || ${literal})) THEN
         PERFORM fold_value_counts(written_tenant, ${literal});
       END IF;
     END LOOP`;
  const operations: Operation[] = ['INSERT', 'UPDATE', 'DELETE'];
  return `DECLARE
    written_tenant text;
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM value_counts WHERE resource = ${literal};
      RETURN NULL;
    END IF;
    ${operations.map((operation) => `${operation === 'INSERT' ? 'IF' : 'ELSIF'} TG_OP = '${operation}' THEN\n${branch(operation)};\n${fold(operation)};`).join('\n')}
    END IF;
    RETURN NULL;
  END`;
}

/** The statement's rows of one column, +1 for a written row and −1 for a removed one, with their ranges and keys. */
function changedRows(key: string, { expression }: CountedRange, operation: Operation): string {
  const ranged = `${expression} AS range, ${key} AS k`;
  if (operation === 'INSERT') return `SELECT tenant, ${ranged}, 1 AS n FROM new_rows`;
  if (operation === 'DELETE') return `SELECT tenant, ${ranged}, -1 AS n FROM old_rows`;
  return `SELECT tenant, ${ranged}, 1 AS n FROM new_rows UNION ALL SELECT tenant, ${ranged}, -1 FROM old_rows`;
}

/**
 * The rows of `source` and their tenants' marks in one order, marks first at an equal key: the greatest mark so
 * far is each key's. One sort of the statement's rows, where a lookup per row costs ten times more.
 */
const perMark = (resource: string, field: string, source: string) =>
  `SELECT tenant, ${resource}, ${field}, range, mark, sum(n) FROM (
     SELECT tenant, range, n, is_row, coalesce(max(mark) OVER (PARTITION BY tenant ORDER BY k, is_row ROWS UNBOUNDED PRECEDING), '') AS mark
     FROM (SELECT tenant, range, k, n, true AS is_row, NULL::text AS mark FROM ${source}
       UNION ALL SELECT tenant, NULL, mark, 0, false, mark FROM key_marks WHERE resource = ${resource} AND tenant IN (SELECT tenant FROM ${source})) AS merged
   ) AS marked WHERE is_row GROUP BY tenant, range, mark HAVING sum(n) <> 0`;

function countStatement(resource: string, key: string, range: CountedRange, operation: Operation): string {
  const field = sqlLiteral(range.column);
  const changed = changedRows(key, range, operation);
  if (range.range === 'mark')
    return `WITH changed AS (${changed}) INSERT INTO value_counts (tenant, resource, field, txt, mark, n) ${perMark(resource, field, 'changed')}`;
  if (range.range === 'num')
    return `INSERT INTO value_counts (tenant, resource, field, num, n)
      SELECT tenant, ${resource}, ${field}, range, sum(n) FROM (${changed}) AS changed GROUP BY tenant, range HAVING sum(n) <> 0`;
  // A day or a value: counted as a whole, and per mark where its range is (an index probe per written range).
  const column = range.range;
  const only = column === 'txt' ? 'v.day IS NULL AND v.num IS NULL AND' : '';
  const counted = `v.tenant = written.tenant AND v.resource = ${resource} AND v.field = ${field} AND ${only}`;
  return `WITH changed AS MATERIALIZED (${changed}),
    split AS MATERIALIZED (SELECT tenant, range FROM (SELECT DISTINCT tenant, range FROM changed) AS written WHERE CASE WHEN range IS NULL
      THEN EXISTS (SELECT FROM value_counts v WHERE ${counted} v.${column} IS NULL AND v.mark IS NOT NULL)
      ELSE EXISTS (SELECT FROM value_counts v WHERE ${counted} v.${column} = written.range AND v.mark IS NOT NULL) END),
    whole AS (INSERT INTO value_counts (tenant, resource, field, ${column}, n)
      SELECT tenant, ${resource}, ${field}, range, sum(n) FROM changed GROUP BY tenant, range HAVING sum(n) <> 0),
    in_split AS (SELECT changed.* FROM changed JOIN split ON split.tenant = changed.tenant AND split.range IS NOT DISTINCT FROM changed.range)
    INSERT INTO value_counts (tenant, resource, field, ${column}, mark, n) ${perMark(resource, field, 'in_split')}`;
}
