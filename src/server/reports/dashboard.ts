import type { Registry } from '../../shared/registry';
import type { DashboardFigures, ReportId } from '../../shared/reports/api';
import { compliancePeriodRange } from '../../shared/reports/periods';
import type { Queryable } from '../db/db';
import { readTenantConfig } from '../resources/visibility';
import { tenantToday } from '../time/tenant-day';
import { CREDIT_REPORT } from './report-queries';
import type { ReportSql } from './report-sql';
import { reportPeriods } from './service';

/** How many months the volume chart shows: the newest that have movements. */
const DASHBOARD_MONTHS = 12;

/** Inbounds discharged and outbounds loaded per month (m³ at 15 °C, not cancelled), the newest months with movements, oldest first. */
async function monthlyVolumes(db: Queryable, tenant: string): Promise<NonNullable<DashboardFigures['volumes']>> {
  const { rows } = await db.query<{ month: string; inbound: number; outbound: number }>(
    `SELECT to_char(month, 'YYYY-MM') AS month, round(coalesce(sum(inbound), 0) / 1000, 3) AS inbound, round(coalesce(sum(outbound), 0) / 1000, 3) AS outbound
     FROM (
       SELECT date_trunc('month', "dischargeDate") AS month, "quantityDischargedL15"::numeric AS inbound, NULL::numeric AS outbound
       FROM e_inbounds WHERE tenant = $1 AND cancelled IS DISTINCT FROM 1 AND "dischargeDate" IS NOT NULL
       UNION ALL
       SELECT date_trunc('month', "loadingDate"), NULL, "quantityLoadedL15"::numeric
       FROM e_outbounds WHERE tenant = $1 AND cancelled IS DISTINCT FROM 1 AND "loadingDate" IS NOT NULL
     ) movements
     GROUP BY month ORDER BY month DESC LIMIT $2`,
    [tenant, DASHBOARD_MONTHS],
  );
  return rows.reverse();
}

/** Provisional and recorded CATS credits of every compliance period with movements, oldest first. */
async function periodCredits(
  db: Queryable,
  tenant: string,
  creditSummary: NonNullable<ReportSql['summary']>,
): Promise<NonNullable<DashboardFigures['credits']>> {
  const periods = await reportPeriods(db, tenant);
  if (periods.length === 0) return [];
  const day = await tenantToday(db, tenant);
  const summary = await creditSummary(db, tenant, day, compliancePeriodRange(periods.at(-1)!).from, compliancePeriodRange(periods[0]).to);
  return summary.reverse().map(({ compliancePeriod, provisionalCredits, recordedCredits }) => ({ compliancePeriod, provisionalCredits, recordedCredits }));
}

/** The dashboard's figures, each only for a tenant that shows its areas (volumes: inbounds and outbounds; credits: the credit generation report). */
export async function dashboardFigures(
  db: Queryable,
  registry: Registry,
  queries: ReadonlyMap<ReportId, ReportSql>,
  tenant: string,
): Promise<DashboardFigures> {
  const visible = new Set((await readTenantConfig(db, tenant))?.visibleRoutes ?? []);
  const credits = registry.reports.get(CREDIT_REPORT);
  const summary = queries.get(CREDIT_REPORT)?.summary;
  return {
    ...(visible.has('inbounds') && visible.has('outbounds') && { volumes: await monthlyVolumes(db, tenant) }),
    ...(credits && summary && visible.has(credits.visibility) && { credits: await periodCredits(db, tenant, summary) }),
  };
}
