/**
 * The outbounds loaded at the facilities of the CTE `fac` in the period ($2–$3, product filter $5), not
 * cancelled, summed per site, product and day (m³ = L15 ÷ 1000, count): the reports price a configuration
 * once per day, not per movement. Used as a MATERIALIZED CTE: planned on its own it is hashed in memory;
 * inlined, the planner sorted all the period's outbounds (on disk) to merge-join them with the
 * configurations, twice as slow. `condition`: a further predicate on the outbound `m`.
 */
export const outboundDays = (condition = 'true') => `SELECT m."loadingSite" AS site, m.product, m."loadingDate" AS day,
    sum(m."quantityLoadedL15") / 1000 AS m3, count(*) AS movements
  FROM e_outbounds m
  WHERE m.tenant = $1 AND m."loadingDate" BETWEEN $2 AND $3 AND m."loadingSite" IN (SELECT number FROM fac)
    AND ($5::text IS NULL OR m.product = $5) AND m.cancelled IS DISTINCT FROM 1 AND (${condition})
  GROUP BY 1, 2, 3`;
