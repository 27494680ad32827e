import type { CreditPeriodSummary } from '../../shared/reports/api';
import type { Queryable } from '../db/db';

/**
 * What one report contributes besides its declaration: SQL over the tenant's data, the default export of
 * `schemas/reports/{id}.sql.ts`; the rest (paging, totals, chart, exports, empty reason) is generic
 * (service.ts). Every statement takes the same parameters:
 * $1 tenant, $2 first day (date), $3 last day (date), $4 site number or null, $5 product number or null,
 * $6 the tenant's business day (date: the master-data versions joined, master-sql.ts).
 */
export interface ReportSql {
  /**
   * A SELECT whose output columns are exactly the keys of the declaration's columns, numbers already rounded
   * to the column's decimals (round(x::numeric, d)), so totals and exports add what the screen shows.
   */
  rows: string;
  /** ORDER BY list over those output columns that makes the order total (e.g. `site, month, product`). */
  order: string;
  /** SELECT count(*) of the tenant's facilities of the report's kind (empty reason "noFacilities"). */
  facilities: string;
  /** Credit generation: the provisional credits per compliance period next to what CATS recorded. */
  summary?: (db: Queryable, tenant: string, day: string, from: string, to: string) => Promise<CreditPeriodSummary[]>;
}

/** The parameters in the order the statements use them. */
export const reportParams = (scope: { tenant: string; from: string; to: string; site?: string | null; product?: string | null; day: string }) => [
  scope.tenant,
  scope.from,
  scope.to,
  scope.site ?? null,
  scope.product ?? null,
  scope.day,
];
