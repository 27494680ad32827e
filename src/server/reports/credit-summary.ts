import type { CreditPeriodSummary } from '../../shared/reports/api';
import { compliancePeriodRange, compliancePeriodsBetween } from '../../shared/reports/periods';
import type { Queryable } from '../db/db';
import { reportParams } from './report-sql';
import { creditGeneration } from './sql/credit-generation';

/**
 * Per compliance period (`$periods`, a text[] in order, newest last) the provisional credits of the CTE
 * `provisional (period, credits)` next to the CATS creation transactions recorded for it and the part of them
 * assigned to deliveries (linked m³ ÷ the credit's low-CI fuel volume, at most all of it). Tenant is $1.
 */
const summarySql = (provisional: string, periods: string) => `WITH ${provisional},
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
FROM unnest(${periods}::text[]) WITH ORDINALITY AS p(period, position)
LEFT JOIN provisional v ON v.period = p.period
LEFT JOIN recorded c ON c.period = p.period
ORDER BY p.position DESC`;

/** Provisional credits from the credit generation report over every facility and fuel ($1–$5), per period. */
const FROM_REPORT = summarySql(
  `r AS MATERIALIZED (${creditGeneration.rows}),
provisional AS (SELECT "compliancePeriod" AS period, sum(credits) AS credits FROM r GROUP BY 1)`,
  '$6',
);
/** Provisional credits of one period given ($3), for a caller that has them. */
const GIVEN = summarySql(`provisional AS (SELECT ($2::text[])[1] AS period, $3::numeric AS credits)`, '$2');

/**
 * The summary of the compliance periods from…to (ISO dates) touch, newest first, over the whole periods and
 * every facility and fuel (CATS credits are per account, so no site or product filter).
 */
export async function creditSummary(db: Queryable, tenant: string, from: string, to: string): Promise<CreditPeriodSummary[]> {
  const periods = compliancePeriodsBetween(from, to);
  if (periods.length === 0) return [];
  const range = { from: compliancePeriodRange(periods[0]).from, to: compliancePeriodRange(periods.at(-1)!).to };
  const { rows } = await db.query<CreditPeriodSummary>(FROM_REPORT, [...reportParams({ tenant, ...range }), periods]);
  return rows;
}

/**
 * The summary of one period whose provisional credits the caller has already summed: the credit generation
 * report of the whole period without a site or product filter (its credits total). Saves a second pass over
 * the outbounds.
 */
export async function creditSummaryOfPeriod(db: Queryable, tenant: string, period: string, provisionalCredits: number): Promise<CreditPeriodSummary[]> {
  const { rows } = await db.query<CreditPeriodSummary>(GIVEN, [tenant, [period], provisionalCredits]);
  return rows;
}
