import type { MenuGroupKey } from '../registry-names';

/**
 * The reports: each declared by `schemas/reports/{id}.json` (a ReportDeclaration: id = route segment under
 * reports/, columns, chart, menu place, visibility key) next to its SQL (`{id}.sql.ts`). Server, client,
 * exports and tests all read the columns from the declaration; labels are `reports:columns.{key}` (and
 * `reports:values.{key}.{value}` for enums).
 *
 * GET /api/v1/reports/{report}?compliancePeriod=&quarter=&monthFrom=&monthTo=&site=&product=&_start=&_end=
 *   -> ReportResponse (x-total-count = total rows); 400 REPORT_FILTER naming the field for a bad filter.
 * GET /api/v1/reports/{report}/export?format=csv|xlsx&lang=de|en&{same filters}
 *   -> the whole report (every row, then a totals row) as a download, headers in that language.
 * GET /api/v1/dashboard/figures -> DashboardFigures for the tenant's visible areas.
 */

/** A report's id: the name of its declaration file, its route segment under reports/ and its API path. */
export type ReportId = string;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Units of report columns (the same words as the registry's x-unit, plus m3 and %). */
export type ReportUnit = 'Kg' | 'L15°' | 'm3' | 'tCO2e' | 'gCO2e/MJ' | 'MJ/m3' | '%';

/**
 * Column types: `month` "2025-03", `quarter` "2025-Q1", `period` a compliance period ("2025", "2023-1"),
 * `enum` a value with a label `reports:values.{key}.{value}`, `ref` the key of a record of `resource`.
 */
export type ReportColumnType = 'text' | 'number' | 'integer' | 'boolean' | 'month' | 'quarter' | 'period' | 'enum' | 'ref';

export interface ReportColumn {
  key: string;
  type: ReportColumnType;
  unit?: ReportUnit;
  /** Fraction digits: the server rounds the value to them, so screen, export and API agree. */
  decimals?: number;
  /** Summed into the totals row (the sum of the rounded row values). */
  total?: boolean;
  /** For `ref`: the registry resource the key belongs to (the page links to the record). */
  resource?: string;
  /** Only in the export and the print view, not a table column by default. */
  detail?: boolean;
  /** For `enum`: a cell holding `value` links to the list of `resource`, filtered by its fields (keys) to the row's columns (values). */
  link?: ReportCellLink;
}

export interface ReportCellLink {
  value: string;
  resource: string;
  filters: Record<string, string>;
}

/** The chart of a report: `y` summed per `x` (and per `series`, or per measure when `y` names several). */
export interface ReportChart {
  type: 'column' | 'line';
  x: string;
  y: string[];
  series?: string;
  /**
   * A column holding each row's unit (material balance: kg or L15): measures are summed per unit, never across
   * units; the point's series is then `{measure}|{unit}`.
   */
  unit?: string;
}

/** One file of schemas/reports/ (checked at load: src/shared/reports/declaration.ts). */
export interface ReportDeclaration {
  id: ReportId;
  /** Sidebar group and position in it; the entry's label is the title `reports:titles.{id}`. */
  menu: MenuGroupKey;
  order: number;
  /** Tenant visibility key that shows the menu entry and opens the report's routes. */
  visibility: string;
  columns: ReportColumn[];
  chart: ReportChart;
  /** A column whose values the totals never mix (the unit): one totals line per value of it. */
  totalsBy?: string;
}

/** A totals line: per column with `total`, the sum over all rows (not only the page) that share `group`, the value of `totalsBy`. */
export interface ReportTotals {
  group?: string;
  values: Record<string, number>;
}

/** The query of a report (all optional; the server fills in the newest compliance period with data). */
export interface ReportFilters {
  compliancePeriod?: string;
  /** 1–4, a quarter inside the compliance period. */
  quarter?: number;
  /** "YYYY-MM" inside the compliance period; not together with quarter. */
  monthFrom?: string;
  monthTo?: string;
  /** Location number of a facility. */
  site?: string;
  /** Product number. */
  product?: string;
}
export const REPORT_FILTER_PARAMS = ['compliancePeriod', 'quarter', 'monthFrom', 'monthTo', 'site', 'product'] as const;

/** The filters as the server applied them: the period always set, `from`/`to` the dates covered. */
export interface ResolvedReportFilters extends ReportFilters {
  compliancePeriod: string;
  from: string;
  to: string;
}

export type ReportValue = string | number | boolean | null;
export type ReportRow = Record<string, ReportValue>;

export interface ReportChartPoint {
  x: string;
  series: string;
  value: number;
}

/**
 * Why a report has no rows: the tenant has no facility of the report's kind (locations flagged as
 * production sites, third-party ones for off-site), the site/product filter matches nothing, or the
 * period has no movements (mass balances for the material balance) at the facilities.
 */
export type EmptyReason = 'noFacilities' | 'filtered' | 'noData';

/** Credit generation: per compliance period the provisional credits next to what CATS recorded. */
export interface CreditPeriodSummary {
  compliancePeriod: string;
  provisionalCredits: number;
  /** Creation transactions of CATS credits for the period (tCO2e). */
  recordedCredits: number;
  /** Of those, the part assigned to deliveries (linked m³ ÷ the credit's low-CI fuel volume, at most all). */
  assignedCredits: number;
  /** provisional − recorded. */
  difference: number;
}

export interface ReportResponse {
  report: ReportId;
  filters: ResolvedReportFilters;
  /** Compliance periods that have movements, newest first (the filter offers them). */
  periods: string[];
  /** One page of rows (`_start`/`_end`), in the report's order. */
  rows: ReportRow[];
  total: number;
  /** One line of sums over all rows, or with `totalsBy` one per value of that column (none without rows). */
  totals: ReportTotals[];
  chart: ReportChartPoint[];
  empty?: EmptyReason;
  summary?: CreditPeriodSummary[];
}

/** Dashboard: what the tenant may see, per area. */
export interface DashboardFigures {
  /** Inbounds and outbounds per month (m³ at 15 °C), the last 12 months that have movements; absent without both areas. */
  volumes?: { month: string; inbound: number; outbound: number }[];
  /** Provisional credits and CATS credits per compliance period; absent without the credit generation report. */
  credits?: { compliancePeriod: string; provisionalCredits: number; recordedCredits: number }[];
}
