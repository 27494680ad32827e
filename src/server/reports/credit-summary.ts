import type { CreditPeriodSummary } from '../../shared/reports/api';
import { compliancePeriodRange, compliancePeriodsBetween } from '../../shared/reports/periods';
import type { Queryable } from '../db/db';
import { reportParams, type ReportSql } from './report-sql';

/**
 * Per compliance period touched by from…to: the provisional credits of the credit generation report over the
 * whole period (every facility and fuel: CATS credits are per account, so no site or product filter) next to
 * the CATS creation transactions recorded for it and the part of them assigned to deliveries (linked m³ ÷ the
 * credit's low-CI fuel volume, at most all of it). One statement.
 */
const summarySql = (rows: string) => `WITH r AS MATERIALIZED (${rows}),
provisional AS (SELECT "compliancePeriod" AS period, sum(credits) AS credits FROM r GROUP BY 1),
credits AS (
  SELECT CASE WHEN c."compliancePeriodHalf" IS NULL THEN c."compliancePeriod"::text ELSE c."compliancePeriod" || '-' || c."compliancePeriodHalf" END AS period,
    c."quantityTco2e" AS quantity,
    CASE WHEN c."correspondingVolumeLowCiFuel" > 0 THEN least(1, coalesce(k.linked, 0) / c."correspondingVolumeLowCiFuel") ELSE 0 END AS assigned_part
  FROM e_catscredits c
  LEFT JOIN LATERAL (SELECT sum(l.quantity) AS linked FROM record_links l
    WHERE l.tenant = $1 AND l.source_resource = 'catscredits' AND l.link = 'outbounds' AND l.source_key = c.id) k ON true
  WHERE c.tenant = $1 AND c."transactionType" = 'creation'
),
recorded AS (SELECT period, sum(quantity) AS recorded, sum(quantity * assigned_part) AS assigned FROM credits GROUP BY 1)
SELECT p.period AS "compliancePeriod", round(coalesce(v.credits, 0), 6) AS "provisionalCredits",
  round(coalesce(c.recorded, 0), 6) AS "recordedCredits", round(coalesce(c.assigned, 0), 6) AS "assignedCredits",
  round(coalesce(v.credits, 0) - coalesce(c.recorded, 0), 6) AS difference
FROM unnest($7::text[]) WITH ORDINALITY AS p(period, position)
LEFT JOIN provisional v ON v.period = p.period
LEFT JOIN recorded c ON c.period = p.period
ORDER BY p.position DESC`;

/** The summary of the credit generation report whose rows are `rows`: per period from…to (ISO dates) touch, newest first; products as on `day` (the tenant's business day). */
export function creditSummary(rows: string): NonNullable<ReportSql['summary']> {
  const sql = summarySql(rows);
  return async (db: Queryable, tenant: string, day: string, from: string, to: string): Promise<CreditPeriodSummary[]> => {
    const periods = compliancePeriodsBetween(from, to);
    if (periods.length === 0) return [];
    const range = { from: compliancePeriodRange(periods[0]).from, to: compliancePeriodRange(periods.at(-1)!).to };
    return (await db.query<CreditPeriodSummary>(sql, [...reportParams({ tenant, day, ...range }), periods])).rows;
  };
}
