import type {
  EmptyReason,
  ReportChartPoint,
  ReportDeclaration,
  ReportResponse,
  ReportRow,
  ReportTotals,
  ResolvedReportFilters,
} from '../../shared/reports/api';
import { compliancePeriodOf, compliancePeriodRange, compliancePeriodsBetween } from '../../shared/reports/periods';
import type { Queryable } from '../db/db';
import type { QueryInput } from '../lists/page-params';
import { tenantToday } from '../time/tenant-day';
import { resolveFilters } from './filters';
import { reportParams, type ReportSql } from './report-sql';

/** A page of report rows; `limit` null = every row (exports). */
export interface ReportPage {
  offset: number;
  limit: number | null;
}

export type ReportFigures = Pick<ReportResponse, 'rows' | 'total' | 'totals' | 'chart' | 'empty'>;

const ident = (key: string) => `"${key}"`;

/**
 * The one statement of a report request: the rows once (materialized), then the page in the report's
 * order, the count, the totals of the columns with `total` (sums of the rounded values, as on screen; per value of `totalsBy`),
 * the chart points (the declaration's chart: y summed per x and series or measure) and the number of facilities.
 * Column keys come from the declaration (checked names), values are bound: $1–$6 reportParams, $7 offset, $8 limit.
 * `params` types every parameter (report-sql.ts), so a report's SQL need not name those it does not use.
 */
function reportStatement({ columns, chart, totalsBy }: ReportDeclaration, sql: ReportSql): string {
  const sums = `json_build_object(${columns
    .filter((column) => column.total)
    .map((column) => `'${column.key}', coalesce(sum(r.${ident(column.key)}), 0)`)
    .join(', ')})`;
  // With totalsBy one line per value of that column (the unit), so no line adds different units.
  const totals = totalsBy
    ? `(SELECT coalesce(json_agg(json_build_object('group', t.g, 'values', t.v) ORDER BY t.g), '[]')
        FROM (SELECT r.${ident(totalsBy)}::text AS g, ${sums} AS v FROM r GROUP BY 1) t)`
    : `(SELECT json_build_array(json_build_object('values', ${sums})) FROM r)`;
  const measure = (y: string) => (chart.unit ? `'${y}|' || coalesce(r.${ident(chart.unit)}::text, '')` : `'${y}'`);
  const measures = chart.y.map((y) => `(${chart.series ? `r.${ident(chart.series)}::text` : measure(y)}, r.${ident(y)})`);
  return `WITH params AS (SELECT $1::text, $2::date, $3::date, $4::text, $5::text, $6::date),
    r AS MATERIALIZED (${sql.rows}),
    numbered AS (SELECT r.*, row_number() OVER (ORDER BY ${sql.order}) AS _n FROM r)
    SELECT
      (SELECT count(*) FROM r) AS total,
      (SELECT coalesce(json_agg(to_jsonb(p) - '_n' ORDER BY p._n), '[]') FROM (SELECT * FROM numbered ORDER BY _n OFFSET $7::bigint LIMIT $8::bigint) p) AS rows,
      ${totals} AS totals,
      (SELECT coalesce(json_agg(json_build_object('x', c.x, 'series', c.series, 'value', c.value) ORDER BY c.x, c.series), '[]')
        FROM (SELECT r.${ident(chart.x)}::text AS x, coalesce(m.series, '') AS series, coalesce(sum(m.value), 0) AS value
          FROM r CROSS JOIN LATERAL (VALUES ${measures.join(', ')}) AS m (series, value) GROUP BY 1, 2) c) AS chart,
      (${sql.facilities}) AS facilities`;
}

/** Why a report without rows is empty (EmptyReason). */
function emptyReason(facilities: number, filters: ResolvedReportFilters): EmptyReason {
  if (facilities === 0) return 'noFacilities';
  return filters.site !== undefined || filters.product !== undefined ? 'filtered' : 'noData';
}

/** A report's rows (one page), total, totals, chart and empty reason for the tenant and filters; master data as on `day`. */
export async function reportFigures(
  db: Queryable,
  report: ReportDeclaration,
  sql: ReportSql,
  tenant: string,
  day: string,
  filters: ResolvedReportFilters,
  page: ReportPage,
): Promise<ReportFigures> {
  const { rows } = await db.query<{ total: number; rows: ReportRow[]; totals: ReportTotals[]; chart: ReportChartPoint[]; facilities: number }>(
    reportStatement(report, sql),
    [...reportParams({ tenant, day, ...filters }), page.offset, page.limit],
  );
  const [result] = rows;
  const total = Number(result.total);
  return {
    rows: result.rows,
    total,
    totals: result.totals,
    chart: result.chart,
    ...(total === 0 && { empty: emptyReason(Number(result.facilities), filters) }),
  };
}

/** Every compliance period there can be (periods.ts: 2022 to 2100), with its dates. */
const ALL_PERIODS = compliancePeriodsBetween('2022-01-01', '2100-12-31').map((period) => ({ period, ...compliancePeriodRange(period) }));

/**
 * The compliance periods the tenant has movements in (inbounds discharged, outbounds loaded, not cancelled),
 * newest first: one index probe per period and table (tenant, date), never a scan of the movements.
 */
export async function reportPeriods(db: Queryable, tenant: string): Promise<string[]> {
  const { rows } = await db.query<{ period: string }>(
    `SELECT p.period FROM unnest($2::text[], $3::date[], $4::date[]) WITH ORDINALITY AS p(period, first, last, position)
     WHERE EXISTS (SELECT 1 FROM e_inbounds i WHERE i.tenant = $1 AND i."dischargeDate" BETWEEN p.first AND p.last AND i.cancelled IS DISTINCT FROM 1)
        OR EXISTS (SELECT 1 FROM e_outbounds o WHERE o.tenant = $1 AND o."loadingDate" BETWEEN p.first AND p.last AND o.cancelled IS DISTINCT FROM 1)
     ORDER BY p.position DESC`,
    [tenant, ALL_PERIODS.map((entry) => entry.period), ALL_PERIODS.map((entry) => entry.from), ALL_PERIODS.map((entry) => entry.to)],
  );
  return rows.map((row) => row.period);
}

/**
 * The filters of a request, the default period being the newest with movements, else the one of the tenant's
 * business day (`day`, which also chooses the master-data versions the report joins).
 */
export async function reportFilters(
  db: Queryable,
  tenant: string,
  query: QueryInput,
): Promise<{ periods: string[]; filters: ResolvedReportFilters; day: string }> {
  const [periods, day] = await Promise.all([reportPeriods(db, tenant), tenantToday(db, tenant)]);
  return { periods, day, filters: resolveFilters(query, periods[0] ?? compliancePeriodOf(day)) };
}

/** GET /reports/{id}: the response of ReportResponse for one page (credit generation with its period summary). */
export async function readReport(
  db: Queryable,
  report: ReportDeclaration,
  sql: ReportSql,
  tenant: string,
  query: QueryInput,
  page: ReportPage,
): Promise<ReportResponse> {
  const { periods, filters, day } = await reportFilters(db, tenant, query);
  const figures = await reportFigures(db, report, sql, tenant, day, filters, page);
  const summary = sql.summary && (await sql.summary(db, tenant, day, filters.from, filters.to));
  return { report: report.id, filters, periods, ...figures, ...(summary && { summary }) };
}
