import { PRODUCTS } from '../master-sql';

/**
 * SQL fragments of the CFR arithmetic (docs/domain-rules.md#credit-formula and the sections after it). Tenant is $1; dates are SQL
 * expressions of type date. The constants come from cfr_reference (reference/cfr.json), never from code.
 */

/** First day of the calendar quarter of a date, and its last day. */
export const quarterStart = (date: string) => `date_trunc('quarter', ${date})::date`;
export const quarterEnd = (date: string) => `(date_trunc('quarter', ${date}) + interval '3 months' - interval '1 day')::date`;
/** "2025-Q3", the report's quarter format (periods.ts quarterOf). */
export const quarterLabel = (date: string) => `to_char(${date}, 'YYYY-"Q"Q')`;
/** The compliance period of a date (periods.ts compliancePeriodOf: 2023 in two halves). */
export const compliancePeriod = (date: string) => `CASE WHEN extract(year FROM ${date}) = 2023
  THEN CASE WHEN extract(month FROM ${date}) <= 6 THEN '2023-1' ELSE '2023-2' END ELSE to_char(${date}, 'YYYY') END`;

/**
 * The carbon intensity configuration of a site and product at a date, for a LATERAL join: validFrom ≤ date
 * (none: always valid), the latest; ties → the highest value (conservative), then the highest id.
 * `column`: outputProduct for a fuel, inputProduct for a feedstock.
 */
export const ciConfig = (site: string, product: string, date: string, column: 'outputProduct' | 'inputProduct' = 'outputProduct') =>
  `(SELECT c.* FROM e_carbonintensityconfigurations c
    WHERE c.tenant = $1 AND c.site = ${site} AND c."${column}" = ${product} AND (c."validFrom" IS NULL OR c."validFrom" <= ${date})
    ORDER BY c."validFrom" DESC NULLS LAST, c.value DESC NULLS LAST, c.id DESC LIMIT 1)`;

/**
 * The carbon intensity configurations as validity ranges, for a hash join instead of a lookup per row: per
 * site, product (`column`) and validFrom the winner of a tie (highest value, then highest id), valid from its
 * validFrom (none: always) until the next later one. A day matches `valid_from <= day AND (valid_until IS NULL
 * OR day < valid_until)`: the same configuration ciConfig picks.
 */
export const ciRanges = (column: 'outputProduct' | 'inputProduct' = 'outputProduct') => `SELECT w.*,
    lead(w.valid_from) OVER (PARTITION BY w.site, w.product ORDER BY w.valid_from) AS valid_until
  FROM (SELECT DISTINCT ON (c.site, c."${column}", coalesce(c."validFrom", '-infinity'::date))
      c.id, c.site, c."${column}" AS product, coalesce(c."validFrom", '-infinity'::date) AS valid_from,
      c."idType", c.value, c."cfrCarbonIntensityId", c.eligible, c."feedstockId"
    FROM e_carbonintensityconfigurations c
    WHERE c.tenant = $1 AND c.site IS NOT NULL AND c."${column}" IS NOT NULL
    ORDER BY c.site, c."${column}", coalesce(c."validFrom", '-infinity'::date), c.value DESC NULLS LAST, c.id DESC) w`;

/** The join condition of a ciRanges row `cfg` for a site, product and day. */
export const inRange = (cfg: string, site: string, product: string, day: string) =>
  `${cfg}.site = ${site} AND ${cfg}.product = ${product} AND ${day} >= ${cfg}.valid_from AND (${cfg}.valid_until IS NULL OR ${day} < ${cfg}.valid_until)`;

/** A reference value of the compliance year of `date`: the latest valid_from ≤ that year (null before the first). */
export const reference = (kind: 'ciReference' | 'ciDefault' | 'energyDensity', key: string, date: string) =>
  `(SELECT r.value FROM cfr_reference r WHERE r.kind = '${kind}' AND r.key = ${key}
    AND r.valid_from <= extract(year FROM ${date}) ORDER BY r.valid_from DESC LIMIT 1)`;

/**
 * Schedule 1 CI_ref of a product group (SQL expression `group`): its own class's where the reference data holds
 * one under the group's key (renewable propane), else the liquid class's.
 */
export const ciReference = (date: string, group: string) => `coalesce(${reference('ciReference', group, date)}, ${reference('ciReference', `'liquid'`, date)})`;

/** Whether the configuration `cfg` (null: none) carries an approved CI. */
const approved = (cfg: string) => `(${cfg}."idType" = 'approved' AND ${cfg}.value IS NOT NULL)`;
/** The approved CI of a configuration, null where the default counts: a plain column to group by. */
export const approvedCi = (cfg: string) => `CASE WHEN ${approved(cfg)} THEN ${cfg}.value END`;
export const ciSource = (cfg: string) => `CASE WHEN ${approved(cfg)} THEN 'approved' ELSE 'default' END`;
/** CI_fuel: the approved value (approvedCi), else the Schedule 6 default of the year. */
export const ciFuel = (approvedValue: string, date: string) => `coalesce(${approvedValue}, ${reference('ciDefault', `'liquid'`, date)})`;

/** D: the product's (alias `p`) energy density, else the Schedule 2 value of its product group. */
export const energyDensity = (p: string, date: string) => `coalesce(${p}."energyDensity", ${reference('energyDensity', `${p}."productGroup"`, date)})`;

/**
 * Feedstock used per facility and quarter (s.45), from the mass balances of feedstock products whose dateFrom
 * lies in the quarters of $2…$3 (whole quarters: the share is a quarter's), split by the eligibility of the
 * feedstock's configuration (inputProduct) valid at the quarter's end. Not narrowed by the product filter.
 */
export const FEEDSTOCK_USE = `SELECT b.site, ${quarterStart('b."dateFrom"')} AS quarter,
    coalesce(sum(b."productionInput") FILTER (WHERE cfg.eligible), 0) AS eligible,
    coalesce(sum(b."productionInput") FILTER (WHERE cfg.eligible IS NOT TRUE), 0) AS ineligible
  FROM e_mass_balances b
  JOIN ${PRODUCTS} p ON p.number = b.product AND p."materialType" = 'feedstock'
  LEFT JOIN LATERAL ${ciConfig('b.site', 'b.product', quarterEnd('b."dateFrom"'), 'inputProduct')} cfg ON true
  WHERE b.tenant = $1 AND b."dateFrom" BETWEEN ${quarterStart('$2::date')} AND ${quarterEnd('$3::date')}
  GROUP BY 1, 2`;

/**
 * The s.45 share of a fuel at a facility and quarter: eligible ÷ (eligible + ineligible) feedstock used (`use` a
 * row of FEEDSTOCK_USE, possibly null); no feedstock used recorded → 1 when the fuel's configuration `cfg` is
 * eligible, else 0. A fuel without any configuration (a fossil fuel, an unknown pathway) is never creditable,
 * whatever the facility's feedstock.
 */
export const share = (use: string, cfg: string) => `CASE
  WHEN ${cfg}.id IS NULL THEN 0
  WHEN coalesce(${use}.eligible, 0) + coalesce(${use}.ineligible, 0) > 0 THEN ${use}.eligible / (${use}.eligible + ${use}.ineligible)
  WHEN ${cfg}.eligible THEN 1 ELSE 0 END`;
