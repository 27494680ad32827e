import { activeVersionsSql } from '../resources/active-version';
import { ciRanges, inRange } from '../reports/sql/ci';
import { FACILITY } from '../reports/master-sql';

/**
 * The period-close status, one statement per section (docs/domain-rules.md#closing-a-period), each set-based
 * over the tenant's movements of the period. Parameters: $1 tenant, $2 first day, $3 last day of the period;
 * more per statement as named.
 */

/** Rows a list section answers at most (its total is counted all the same). */
export const SECTION_ROWS = 200;

/** Master data as in effect on the tenant's business day (a bound date expression). */
const versionsOn = (table: string, day: string) => activeVersionsSql(table, 'number', 'tenant = $1', day);

/** Not cancelled, placed at a site and product (a balance can count it). */
const PLACED = (site: string) => `cancelled IS DISTINCT FROM 1 AND ${site} IS NOT NULL AND product IS NOT NULL`;

/**
 * Per site and product with movements or a balance in the period: its balances from $4 (the look-back for
 * months without a balance) to the period's end with their figures, the months with movements in that span,
 * and the status of its last balance before the period. Grouped and joined, never a subquery per site and
 * product: the planner's estimate stays that of the scans (no JIT compiling for seconds).
 */
export const SITE_PRODUCTS_SQL = `WITH mv AS (
  SELECT site, product, json_agg(to_char(month, 'YYYY-MM') ORDER BY month) AS months, bool_or(month >= $2::date) AS active FROM (
    SELECT "dischargeSite" AS site, product, date_trunc('month', "dischargeDate")::date AS month FROM e_inbounds
      WHERE tenant = $1 AND "dischargeDate" BETWEEN $4::date AND $3::date AND ${PLACED('"dischargeSite"')} GROUP BY 1, 2, 3
    UNION
    SELECT "loadingSite", product, date_trunc('month', "loadingDate")::date FROM e_outbounds
      WHERE tenant = $1 AND "loadingDate" BETWEEN $4::date AND $3::date AND ${PLACED('"loadingSite"')} GROUP BY 1, 2, 3
  ) m GROUP BY 1, 2
),
b AS (
  SELECT site, product, bool_or("dateTo" >= $2::date) AS active,
    json_agg(json_build_object('id', "identifierValue", 'dateFrom', to_char("dateFrom", 'YYYY-MM-DD'), 'dateTo', to_char("dateTo", 'YYYY-MM-DD'),
      'unit', unit, 'status', "balanceStatus", 'inputs', coalesce("inputQuantity", 0), 'outputs', coalesce("outputQuantity", 0),
      'uncoveredInputs', coalesce("uncoveredQuantity", 0), 'uncoveredOutputs', coalesce("outputQuantity", 0) - coalesce("assignedOutput", 0),
      'errorLines', coalesce("movementErrors", 0), 'closingStock', coalesce("closingStock", 0), 'difference', coalesce(difference, 0)) ORDER BY "dateFrom") AS balances
  FROM e_mass_balances WHERE tenant = $1 AND "dateTo" >= $4::date AND "dateFrom" <= $3::date GROUP BY 1, 2
),
previous AS (
  SELECT DISTINCT ON (site, product) site, product, "balanceStatus" AS status FROM e_mass_balances
  WHERE tenant = $1 AND "dateTo" < $2::date ORDER BY site, product, "dateFrom" DESC
),
sp AS (
  SELECT coalesce(mv.site, b.site) AS site, coalesce(mv.product, b.product) AS product, coalesce(b.balances, '[]') AS balances,
    coalesce(mv.months, '[]') AS "movementMonths"
  FROM mv FULL JOIN b ON b.site = mv.site AND b.product = mv.product
  WHERE coalesce(mv.active, false) OR coalesce(b.active, false)
)
SELECT sp.*, p.status AS "previousStatus" FROM sp LEFT JOIN previous p ON p.site = sp.site AND p.product = sp.product
ORDER BY sp.site, sp.product`;

const outsideSide = (resource: string, table: string, site: string, date: string) => `SELECT '${resource}' AS resource, m.number AS key,
    to_char(m.${date}, 'YYYY-MM-DD') AS date, m.${site} AS site, m.product, m."movementStatus" AS status
  FROM ${table} m
  WHERE m.tenant = $1 AND m.${date} BETWEEN $2::date AND $3::date AND m.cancelled IS DISTINCT FROM 1 AND m."movementStatus" IN ('open', 'locked')
    AND NOT EXISTS (SELECT 1 FROM e_mass_balances b WHERE b.tenant = $1 AND b.site = m.${site} AND b.product = m.product
      AND m.${date} BETWEEN b."dateFrom" AND b."dateTo")`;

/** Movements of the period (inbounds by discharge, outbounds by loading day) still open or locked where no balance covers their day. */
export const MOVEMENTS_OUTSIDE_SQL = `WITH m AS (
  ${outsideSide('inbounds', 'e_inbounds', '"dischargeSite"', '"dischargeDate"')}
  UNION ALL
  ${outsideSide('outbounds', 'e_outbounds', '"loadingSite"', '"loadingDate"')}
)
SELECT m.*, count(*) OVER () AS total FROM m ORDER BY m.date, m.resource, m.key LIMIT ${SECTION_ROWS}`;

/**
 * The outbounds that would earn credits (docs/domain-rules.md#credit-formula: loaded at a facility, used in Canada, a
 * product with bio content that is no feedstock) in the period, each with the configuration valid on its loading
 * day (cfg.id null: none). $4 the tenant's business day (master-data versions).
 */
export const CREDITING_OUTBOUNDS_SQL = `SELECT m.number AS key, to_char(m."loadingDate", 'YYYY-MM-DD') AS date, m."loadingSite" AS site, m.product,
    coalesce(m."quantityLoadedL15", 0) / 1000 AS m3, cfg.id AS configuration
  FROM e_outbounds m
  JOIN ${versionsOn('e_products', '$4::date')} p ON p.number = m.product AND p."bioContent" > 0 AND p."materialType" IS DISTINCT FROM 'feedstock'
  LEFT JOIN (${ciRanges()}) cfg ON ${inRange('cfg', 'm."loadingSite"', 'm.product', 'm."loadingDate"')}
  WHERE m.tenant = $1 AND m."loadingDate" BETWEEN $2::date AND $3::date AND m.cancelled IS DISTINCT FROM 1
    AND (m."destinationCountry" IS NULL OR m."destinationCountry" = 'CA')
    AND m."loadingSite" IN (SELECT l.number FROM ${versionsOn('e_locations', '$4::date')} l WHERE ${FACILITY.any})`;

export const UNCONFIGURED_OUTBOUNDS_SQL = `WITH c AS (${CREDITING_OUTBOUNDS_SQL})
SELECT key, date, site, product, round(m3, 3) AS "quantityM3", count(*) OVER () AS total FROM c WHERE configuration IS NULL
ORDER BY date, key LIMIT ${SECTION_ROWS}`;

/** The crediting outbounds (with a configuration) that no CATS credit is linked to. */
export const UNLINKED_OUTBOUNDS_SQL = `WITH c AS (${CREDITING_OUTBOUNDS_SQL})
SELECT key, date, site, product, round(m3, 3) AS "quantityM3", count(*) OVER () AS total FROM c
WHERE configuration IS NOT NULL AND NOT EXISTS (SELECT 1 FROM record_links l WHERE l.tenant = $1 AND l.source_resource = 'catscredits'
  AND l.link = 'outbounds' AND l.target_resource = 'outbounds' AND l.target_key = c.key)
ORDER BY date, key LIMIT ${SECTION_ROWS}`;

/**
 * The CATS creations of compliance year $2 (half $3, null outside 2023) not fully assigned to deliveries: the
 * assigned part as the credit summary counts it (reports/credit-summary.ts).
 */
export const UNASSIGNED_CREDITS_SQL = `SELECT c.id AS key, c."quantityTco2e" AS quantity,
    round(c."quantityTco2e" * CASE WHEN c."correspondingVolumeLowCiFuel" > 0 THEN least(1, coalesce(k.linked, 0) / c."correspondingVolumeLowCiFuel") ELSE 0 END, 6) AS assigned,
    count(*) OVER () AS total
  FROM e_catscredits c
  LEFT JOIN LATERAL (SELECT sum(l.quantity) AS linked FROM record_links l
    WHERE l.tenant = $1 AND l.source_resource = 'catscredits' AND l.link = 'outbounds' AND l.source_key = c.id) k ON true
  WHERE c.tenant = $1 AND c."transactionType" = 'creation' AND c."compliancePeriod" = $2 AND c."compliancePeriodHalf" IS NOT DISTINCT FROM $3
    AND (c."correspondingVolumeLowCiFuel" IS NULL OR c."correspondingVolumeLowCiFuel" <= 0 OR coalesce(k.linked, 0) < c."correspondingVolumeLowCiFuel")
  ORDER BY c.id LIMIT ${SECTION_ROWS}`;

/** The imports started in the period (days in the tenant's zone $4), newest first, and how many failed. */
export const IMPORTS_SQL = `WITH i AS (
  SELECT id, "importType", "importStatus", "fileName", "startedAt", "errorCount" FROM e_import_messages
  WHERE tenant = $1 AND "startedAt" >= ($2::date::timestamp AT TIME ZONE $4) AND "startedAt" < (($3::date + 1)::timestamp AT TIME ZONE $4)
)
SELECT i.*, count(*) OVER () AS total, count(*) FILTER (WHERE "importStatus" = 'failed') OVER () AS failed
FROM i ORDER BY "startedAt" DESC, id LIMIT ${SECTION_ROWS}`;
