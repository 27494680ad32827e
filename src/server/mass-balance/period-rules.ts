import { dayAfter, firstDayOf, monthOf } from '../../shared/mass-balance/period';
import type { Queryable } from '../db/db';
import { mbErrors } from './errors';

/**
 * The chain rules of docs/domain-rules.md#balance-periods, for the writes and for whoever reports on a
 * period: a site and product's balances leave no month with movements out, and a balance is completed
 * only once its period has ended in the tenant's time zone.
 */

/**
 * The months (`YYYY-MM`, oldest first) before the month of `dateFrom` in which the site and product have
 * movements (inbounds discharged or outbounds loaded there, not cancelled) but no balance covers the day.
 */
export async function missingMonthsBefore(db: Queryable, tenant: string, site: string, product: string, dateFrom: string): Promise<string[]> {
  const { rows } = await db.query<{ month: string }>(
    `SELECT DISTINCT to_char(m.day, 'YYYY-MM') AS month FROM (
       SELECT "dischargeDate" AS day FROM e_inbounds
       WHERE tenant = $1 AND "dischargeSite" = $2 AND product = $3 AND "dischargeDate" < $4::date AND cancelled IS DISTINCT FROM 1
       UNION
       SELECT "loadingDate" FROM e_outbounds
       WHERE tenant = $1 AND "loadingSite" = $2 AND product = $3 AND "loadingDate" < $4::date AND cancelled IS DISTINCT FROM 1
     ) m
     WHERE NOT EXISTS (SELECT 1 FROM e_mass_balances b
       WHERE b.tenant = $1 AND b.site = $2 AND b.product = $3 AND m.day BETWEEN b."dateFrom" AND b."dateTo")
     ORDER BY 1`,
    [tenant, site, product, firstDayOf(monthOf(dateFrom))],
  );
  return rows.map((row) => row.month);
}

/** 409 MISSING_PERIODS naming the months before `dateFrom` that have movements and no balance. */
export async function assertNoMissingMonths(db: Queryable, tenant: string, site: string, product: string, dateFrom: string): Promise<void> {
  const missing = await missingMonthsBefore(db, tenant, site, product, dateFrom);
  if (missing.length) throw mbErrors.missingPeriods(missing);
}

/** The first day a balance ending on `dateTo` can be completed: the day after its period. */
export const completableFrom = (dateTo: string): string => dayAfter(dateTo);

/** Whether the period ending on `dateTo` has ended on the tenant's business day `today`. */
export const periodEnded = (dateTo: string, today: string): boolean => today >= completableFrom(dateTo);
