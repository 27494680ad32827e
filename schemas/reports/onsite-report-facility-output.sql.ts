import { PRODUCTS } from '../../src/server/reports/master-sql';
import type { ReportSql } from '../../src/server/reports/report-sql';
import { approvedCi, ciFuel, ciRanges, ciSource, energyDensity, inRange } from '../../src/server/reports/sql/ci';
import { facilities, facilityCount } from '../../src/server/reports/sql/facility';
import { outboundDays } from '../../src/server/reports/sql/outbound-days';

/**
 * Fuel produced at and shipped from the tenant's own facilities: the outbounds loaded there (exports too:
 * this report shows production, the credit report decides what is used in Canada), per site, month, fuel
 * and the CI configuration valid on the loading day (matched once per site, product and day).
 */
const ROWS = `WITH fac AS (${facilities('onsite')}),
daily AS MATERIALIZED (${outboundDays()}),
cfg_ranges AS (${ciRanges()}),
priced AS (
  SELECT d.site, to_char(d.day, 'YYYY-MM') AS month, date_trunc('month', d.day)::date AS month_start, d.product,
    cfg."cfrCarbonIntensityId" AS ci_identifier, ${ciSource('cfg')} AS ci_source, ${approvedCi('cfg')} AS approved_ci, d.m3, d.movements
  FROM daily d LEFT JOIN cfg_ranges cfg ON ${inRange('cfg', 'd.site', 'd.product', 'd.day')}
),
grouped AS (
  SELECT site, month, month_start, product, ci_identifier, ci_source, approved_ci, sum(m3) AS m3, sum(movements) AS movements
  FROM priced GROUP BY 1, 2, 3, 4, 5, 6, 7
)
SELECT g.site, fac.name AS "siteName", g.month, g.product, p.name AS "productName", p."productGroup", p."fuelReplacement",
  g.ci_identifier AS "ciIdentifier", g.ci_source AS "ciSource", round(${ciFuel('g.approved_ci', 'g.month_start')}, 2) AS "ciValue",
  round(${energyDensity('p', 'g.month_start')}, 0) AS "energyDensity", round(g.m3, 3) AS "quantityM3", g.movements::integer AS movements
FROM grouped g
JOIN fac ON fac.number = g.site
JOIN ${PRODUCTS} p ON p.number = g.product AND p."materialType" IS DISTINCT FROM 'feedstock'`;

export default {
  rows: ROWS,
  order: `month, site, product, "ciIdentifier" NULLS FIRST, "ciSource", "ciValue"`,
  facilities: facilityCount('onsite'),
} satisfies ReportSql;
