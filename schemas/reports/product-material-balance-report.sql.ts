import { PRODUCTS } from '../../src/server/reports/master-sql';
import type { ReportSql } from '../../src/server/reports/report-sql';
import { ciConfig, energyDensity, FEEDSTOCK_USE, quarterEnd, quarterLabel, quarterStart, share } from '../../src/server/reports/sql/ci';
import { facilities, facilityCount } from '../../src/server/reports/sql/facility';

/** Tolerance of the s.47(2) inventory check (rounding of stored quantities to 3 decimals). */
const INVENTORY_TOLERANCE = 0.001;

/**
 * Schedule 15: per facility, quarter and product (in the unit of its balances) the figures of the mass
 * balances whose dateFrom lies in the quarter, so the report equals the balances: opening stock of the
 * earliest, closing and measured stock of the latest, the rest summed. Feedstock rows carry eligibility and
 * the s.47(2) check (a feedstock without use shows 0 eligible and 0 ineligible; used + on hand at the end ≤ on hand at the start + brought in; the end is the measured
 * stock where measured); fuel rows the total and the s.45 creditable fuel.
 */
const ROWS = `WITH fac AS (${facilities('any')}),
bal AS (
  SELECT b.site, ${quarterStart('b."dateFrom"')} AS quarter, b.product, b.unit,
    (array_agg(b."openingStock" ORDER BY b."dateFrom", b."identifierValue"))[1] AS opening,
    sum(b."inputQuantity") AS brought_in, sum(b."productionInput") AS used, sum(b."productionOutput") AS produced,
    sum(b."outputQuantity") AS shipped,
    (array_agg(b."closingStock" ORDER BY b."dateFrom" DESC, b."identifierValue" DESC))[1] AS closing,
    (array_agg(b."measuredStock" ORDER BY b."dateFrom" DESC, b."identifierValue" DESC))[1] AS measured,
    count(*) AS balances
  FROM e_mass_balances b
  WHERE b.tenant = $1 AND b."dateFrom" BETWEEN $2 AND $3 AND b.site IN (SELECT number FROM fac) AND ($5::text IS NULL OR b.product = $5)
  GROUP BY 1, 2, 3, 4
),
use AS (${FEEDSTOCK_USE}),
rows AS (
  SELECT bal.*, p.name AS product_name, p."materialType" = 'feedstock' AS is_feedstock, fcfg.eligible AS feedstock_eligible,
    fs.name AS feedstock_name, fs."feedstockClass" AS feedstock_class, ocfg."cfrCarbonIntensityId" AS ci_identifier,
    ${energyDensity('p', 'bal.quarter')} AS density, ${share('u', 'ocfg')} AS share
  FROM bal
  JOIN ${PRODUCTS} p ON p.number = bal.product
  LEFT JOIN LATERAL ${ciConfig('bal.site', 'bal.product', quarterEnd('bal.quarter'), 'inputProduct')} fcfg ON p."materialType" = 'feedstock'
  LEFT JOIN e_feedstock fs ON fs.tenant = $1 AND fs.id = fcfg."feedstockId"
  LEFT JOIN LATERAL ${ciConfig('bal.site', 'bal.product', quarterEnd('bal.quarter'))} ocfg ON p."materialType" IS DISTINCT FROM 'feedstock'
  LEFT JOIN use u ON u.site = bal.site AND u.quarter = bal.quarter
)
SELECT r.site, fac.name AS "siteName", ${quarterLabel('r.quarter')} AS quarter, r.product, r.product_name AS "productName",
  CASE WHEN r.is_feedstock THEN 'feedstock' ELSE 'fuel' END AS role,
  r.feedstock_class AS "feedstockClass", r.feedstock_name AS "feedstockName",
  CASE WHEN NOT r.is_feedstock THEN r.ci_identifier END AS "ciIdentifier",
  CASE WHEN NOT r.is_feedstock THEN round(r.density, 0) END AS "energyDensity",
  r.unit, round(r.opening, 3) AS "openingStock", round(r.brought_in, 3) AS "broughtIn", round(r.used, 3) AS used,
  round(r.produced, 3) AS produced, round(r.shipped, 3) AS shipped, round(r.closing, 3) AS "closingStock",
  round(r.measured, 3) AS "measuredStock",
  CASE WHEN r.is_feedstock THEN CASE WHEN r.feedstock_eligible THEN round(coalesce(r.used, 0), 3) ELSE 0 END END AS "eligibleQuantity",
  CASE WHEN r.is_feedstock THEN CASE WHEN r.feedstock_eligible THEN 0 ELSE round(coalesce(r.used, 0), 3) END END AS "ineligibleQuantity",
  CASE WHEN NOT r.is_feedstock THEN round(r.produced, 3) END AS "totalFuel",
  CASE WHEN NOT r.is_feedstock THEN round(r.produced * r.share, 3) END AS "creditableFuel",
  CASE WHEN r.is_feedstock THEN CASE
    WHEN coalesce(r.used, 0) + coalesce(r.measured, r.closing, 0) <= coalesce(r.opening, 0) + coalesce(r.brought_in, 0) + ${INVENTORY_TOLERANCE}
    THEN 'ok' ELSE 'violation' END END AS "inventoryCheck",
  r.balances::integer AS balances
FROM rows r JOIN fac ON fac.number = r.site`;

export default {
  rows: ROWS,
  order: 'quarter, site, role, product, unit',
  facilities: facilityCount('any'),
} satisfies ReportSql;
