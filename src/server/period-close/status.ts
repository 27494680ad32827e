import type {
  Capped,
  CloseBalance,
  CloseCredits,
  CloseImport,
  CloseMovement,
  ClosePeriod,
  CloseSiteProduct,
  CloseStatus,
  CloseOutbound,
} from '../../shared/period-close/api';
import { IMPORT_VIEW_KEY } from '../../shared/imports/api';
import { compliancePeriodOf, compliancePeriodParts, compliancePeriodRange, isCompliancePeriod } from '../../shared/reports/periods';
import type { Queryable } from '../db/db';
import { ApiError } from '../errors';
import type { ReportSql } from '../reports/report-sql';
import { tenantTimeZone, tenantToday } from '../time/tenant-day';
import { assertVisible, type VisibilityRequest } from '../resources/visibility';
import { missingBalanceMonths } from './readiness';
import {
  IMPORTS_SQL,
  MOVEMENTS_OUTSIDE_SQL,
  SITE_PRODUCTS_SQL,
  UNASSIGNED_CREDITS_SQL,
  UNCONFIGURED_OUTBOUNDS_SQL,
  UNLINKED_OUTBOUNDS_SQL,
} from './status-sql';

/** How far before the period months without a balance are looked for (docs/domain-rules.md#closing-a-period). */
export const LOOK_BACK_MONTHS = 12;

type Counted<T> = T & { total: string | number };

/** The first rows of a capped section and its total (every row carries it). */
function capped<T>(rows: Counted<T>[]): Capped<T> {
  return { rows: rows.map(({ total: _total, ...row }) => row as T), total: Number(rows[0]?.total ?? 0) };
}

/** The first day LOOK_BACK_MONTHS before `from`'s month. */
export function lookBackStart(from: string): string {
  const [year, month] = from.split('-').map(Number);
  const index = year * 12 + month - 1 - LOOK_BACK_MONTHS;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Outbound rows with their m³ as numbers (the driver answers numeric as text). */
function outboundsOf(rows: Counted<CloseOutbound>[]): Capped<CloseOutbound> {
  const section = capped(rows);
  return { ...section, rows: section.rows.map((row) => ({ ...row, quantityM3: Number(row.quantityM3) })) };
}

interface SiteProductRow {
  site: string;
  product: string;
  balances: CloseBalance[];
  movementMonths: string[];
  previousStatus: string | null;
}

/** Per site and product: its balances in the period and the months without one; `previousStatus` for the preview. */
export async function readSiteProducts(db: Queryable, tenant: string, period: ClosePeriod): Promise<(CloseSiteProduct & { previousStatus: string | null })[]> {
  const { rows } = await db.query<SiteProductRow>(SITE_PRODUCTS_SQL, [tenant, period.from, period.to, lookBackStart(period.from)]);
  return rows.map(({ site, product, balances, movementMonths, previousStatus }) => ({
    site,
    product,
    balances: balances.filter((balance) => balance.dateTo >= period.from),
    missingMonths: missingBalanceMonths(period, movementMonths, balances),
    previousStatus,
  }));
}

/** The credits of the compliance period the period lies in; null before the first one (2022). */
async function readCredits(db: Queryable, summary: ReportSql['summary'], tenant: string, today: string, period: ClosePeriod): Promise<CloseCredits | null> {
  const compliancePeriod = compliancePeriodOf(period.from);
  if (!isCompliancePeriod(compliancePeriod)) return null;
  const range = compliancePeriodRange(compliancePeriod);
  const [figures] = await summary!(db, tenant, today, range.from, range.to);
  const { year, half } = compliancePeriodParts(compliancePeriod);
  const unassigned = await db.query<Counted<CloseCredits['unassigned'][number]>>(UNASSIGNED_CREDITS_SQL, [tenant, year, half]);
  const unlinked = await db.query<Counted<CloseOutbound>>(UNLINKED_OUTBOUNDS_SQL, [tenant, period.from, period.to, today]);
  return {
    compliancePeriod,
    provisionalCredits: Number(figures.provisionalCredits),
    recordedCredits: Number(figures.recordedCredits),
    assignedCredits: Number(figures.assignedCredits),
    difference: Number(figures.difference),
    unassigned: capped(unassigned.rows).rows.map((row) => ({ ...row, quantity: Number(row.quantity), assigned: Number(row.assigned) })),
    unlinkedOutbounds: outboundsOf(unlinked.rows).rows,
  };
}

/** Whether the request's tenant shows `key` to this user (the same check its own routes make). */
async function shows(db: Queryable, request: VisibilityRequest, key: string): Promise<boolean> {
  return assertVisible(db, request, key).then(
    () => true,
    (error: unknown) => {
      if (error instanceof ApiError) return false;
      throw error;
    },
  );
}

/** GET /period-close/{period}: every section, one statement each; a section the tenant does not show is null. */
export async function readCloseStatus(
  db: Queryable,
  creditReport: { visibility: string; sql: ReportSql } | undefined,
  request: VisibilityRequest,
  period: ClosePeriod,
): Promise<CloseStatus> {
  const { tenant } = request;
  const today = await tenantToday(db, tenant);
  const siteProducts = (await readSiteProducts(db, tenant, period)).map(({ previousStatus: _previous, ...line }) => line);
  const outside = await db.query<Counted<CloseMovement>>(MOVEMENTS_OUTSIDE_SQL, [tenant, period.from, period.to]);
  const withCredits = creditReport?.sql.summary && (await shows(db, request, creditReport.visibility));
  const unconfigured = withCredits ? await db.query<Counted<CloseOutbound>>(UNCONFIGURED_OUTBOUNDS_SQL, [tenant, period.from, period.to, today]) : undefined;
  const credits = withCredits ? await readCredits(db, creditReport.sql.summary, tenant, today, period) : null;
  let imports: CloseStatus['imports'] = null;
  if (await shows(db, request, IMPORT_VIEW_KEY)) {
    const { rows } = await db.query<Counted<CloseImport> & { failed: string }>(IMPORTS_SQL, [tenant, period.from, period.to, await tenantTimeZone(db, tenant)]);
    imports = { runs: capped(rows.map(({ failed: _failed, ...row }) => row)), failed: Number(rows[0]?.failed ?? 0) };
  }
  return {
    period,
    today,
    siteProducts,
    movementsOutside: capped(outside.rows),
    unconfiguredOutbounds: unconfigured ? outboundsOf(unconfigured.rows) : null,
    credits,
    imports,
  };
}
