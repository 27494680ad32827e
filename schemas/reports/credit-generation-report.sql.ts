import { creditSummary } from '../../src/server/reports/credit-summary';
import { PRODUCTS } from '../../src/server/reports/master-sql';
import type { ReportSql } from '../../src/server/reports/report-sql';
import {
  approvedCi,
  ciFuel,
  ciRanges,
  ciReference,
  ciSource,
  compliancePeriod,
  energyDensity,
  FEEDSTOCK_USE,
  inRange,
  quarterLabel,
  quarterStart,
  share,
} from '../../src/server/reports/sql/ci';
import { facilities, facilityCount } from '../../src/server/reports/sql/facility';
import { outboundDays } from '../../src/server/reports/sql/outbound-days';

/**
 * Schedule 12 (s.94(2)): per facility, quarter, fuel and CI, the outbounds loaded there and used in Canada
 * (destination CA or none; exports create no credit), the s.45 creditable part and the provisional credits
 * max(0, CI_ref − CI_fuel) × Q × D × 10⁻⁶, computed on unrounded values. The CI configuration is matched
 * once per site, product and day (not per movement), which keeps a million movements under a second.
 */
const ROWS = `WITH fac AS (${facilities('any')}),
daily AS MATERIALIZED (${outboundDays(`m."destinationCountry" IS NULL OR m."destinationCountry" = 'CA'`)}),
cfg_ranges AS (${ciRanges()}),
use AS (${FEEDSTOCK_USE}),
priced AS (
  SELECT d.site, ${quarterStart('d.day')} AS quarter, d.product, cfg."cfrCarbonIntensityId" AS ci_identifier,
    ${ciSource('cfg')} AS ci_source, ${approvedCi('cfg')} AS approved_ci, cfg.id IS NULL AS no_config,
    d.m3, d.m3 * ${share('u', 'cfg')} AS creditable, d.movements
  FROM daily d
  LEFT JOIN cfg_ranges cfg ON ${inRange('cfg', 'd.site', 'd.product', 'd.day')}
  LEFT JOIN use u ON u.site = d.site AND u.quarter = ${quarterStart('d.day')}
),
grouped AS (
  SELECT site, quarter, product, ci_identifier, ci_source, approved_ci, bool_or(no_config) AS no_config,
    sum(m3) AS m3, sum(creditable) AS creditable, sum(movements) AS movements
  FROM priced GROUP BY 1, 2, 3, 4, 5, 6
),
figures AS (
  SELECT g.*, ${ciFuel('g.approved_ci', 'g.quarter')} AS ci_fuel, ${ciReference('g.quarter', 'p."productGroup"')} AS ci_ref, ${energyDensity('p', 'g.quarter')} AS density,
    p.name AS product_name, p."productGroup" AS product_group, p."fuelReplacement" AS fuel_replacement
  FROM grouped g JOIN ${PRODUCTS} p ON p.number = g.product AND p."materialType" IS DISTINCT FROM 'feedstock'
)
SELECT f.site, fac.name AS "siteName", round(fac.latitude::numeric, 5) AS latitude, round(fac.longitude::numeric, 5) AS longitude,
  fac.address, ${quarterLabel('f.quarter')} AS quarter, ${compliancePeriod('f.quarter')} AS "compliancePeriod",
  f.product, f.product_name AS "productName", f.product_group AS "productGroup", f.fuel_replacement AS "fuelReplacement",
  f.ci_identifier AS "ciIdentifier", f.ci_source AS "ciSource", round(f.ci_fuel, 2) AS "ciFuel", round(f.ci_ref, 2) AS "ciReference",
  round(f.density, 0) AS "energyDensity", round(f.m3, 3) AS "quantityM3", round(100 * f.creditable / nullif(f.m3, 0), 4) AS "eligibleShare",
  round(f.creditable, 3) AS "creditableQuantityM3",
  CASE WHEN f.ci_fuel >= f.ci_ref THEN 0 ELSE round((f.ci_ref - f.ci_fuel) * f.creditable * f.density / 1000000, 6) END AS credits,
  CASE WHEN f.ci_fuel >= f.ci_ref THEN 'ciAboveReference' WHEN f.no_config THEN 'noConfiguration'
    WHEN f.density IS NULL THEN 'noEnergyDensity' END AS finding,
  f.movements::integer AS movements
FROM figures f JOIN fac ON fac.number = f.site`;

export default {
  rows: ROWS,
  order: `quarter, site, product, "ciIdentifier" NULLS FIRST, "ciSource", "ciFuel"`,
  facilities: facilityCount('any'),
  summary: creditSummary(ROWS),
} satisfies ReportSql;
