import { FACILITY, PARTNERS, PRODUCTS } from '../master-sql';
import type { ReportSql } from '../report-sql';
import { ciConfig } from './ci';
import { facilities, facilityCount } from './facility';

/** The inbounds `i` of the report: discharged at a facility of `fac` in $2…$3, of the product $5 if given, not cancelled. */
const INBOUND = `i.tenant = $1 AND i."dischargeDate" BETWEEN $2::date AND $3::date
  AND i."dischargeSite" IN (SELECT number FROM fac) AND ($5::text IS NULL OR i.product = $5::text) AND i.cancelled IS DISTINCT FROM 1`;

/**
 * Feedstock received at the tenant's facilities of one kind (on-site: own, off-site: third-party): the
 * inbounds discharged there, not cancelled, per site, month, product, feedstock, region, supplier and
 * eligibility, with the certificate numbers of the proofs allocated to them. The feedstock and its
 * eligibility come from the configuration of the discharge site and input product valid at the date; the
 * region is the origin country of the proof with the largest quantity allocated to the inbound, else the
 * supplier's country. The inbounds are summed per day first, straight from their table (the planner knows
 * their number and hashes), so the configuration is looked up once per site, product and day.
 */
export function inputReportSql(facility: keyof typeof FACILITY, withPlace: boolean): ReportSql {
  const place = withPlace ? 'round(fac.latitude::numeric, 5) AS latitude, round(fac.longitude::numeric, 5) AS longitude, fac.address,' : '';
  const rows = `WITH fac AS MATERIALIZED (${facilities(facility)}),
    allocated AS (
      SELECT a.inbound, s.number AS proof, s."certificateNumber" AS certificate, s."originCountry" AS origin, sum(a.quantity) AS quantity
      FROM e_mass_balance_allocations a
      JOIN e_sustainabilitydata s ON s.tenant = a.tenant AND s.number = a.proof
      JOIN e_inbounds i ON i.number = a.inbound AND ${INBOUND}
      WHERE a.tenant = $1
      GROUP BY 1, 2, 3, 4
    ),
    proofs AS MATERIALIZED (
      SELECT inbound, (array_agg(origin ORDER BY quantity DESC, proof) FILTER (WHERE origin IS NOT NULL))[1] AS origin,
        array_agg(DISTINCT certificate) FILTER (WHERE certificate IS NOT NULL) AS certificates
      FROM allocated GROUP BY inbound
    ),
    daily AS MATERIALIZED (
      SELECT i."dischargeSite" AS site, i."dischargeDate" AS day, i.product, i."supplierPartner" AS supplier, pf.origin, pf.certificates,
        sum(i."quantityDischargedKg") AS kg, sum(i."quantityDischargedL15") AS l15, count(*) AS movements
      FROM e_inbounds i LEFT JOIN proofs pf ON pf.inbound = i.number
      WHERE ${INBOUND}
      GROUP BY 1, 2, 3, 4, 5, 6
    ),
    cfg AS MATERIALIZED (
      SELECT d.site, d.product, d.day, c."feedstockId" AS feedstock, coalesce(c.eligible, false) AS eligible
      FROM (SELECT DISTINCT site, product, day FROM daily) d
      LEFT JOIN LATERAL ${ciConfig('d.site', 'd.product', 'd.day', 'inputProduct')} c ON true
    ),
    g AS (
      -- A day with several certificates is one row per certificate here: its quantities count at the first only.
      SELECT d.site, to_char(d.day, 'YYYY-MM') AS month, d.product, cfg.feedstock, coalesce(d.origin, upper(p.country)) AS region,
        d.supplier, cfg.eligible,
        sum(d.kg) FILTER (WHERE c.n IS NULL OR c.n = 1) AS kg, sum(d.l15) FILTER (WHERE c.n IS NULL OR c.n = 1) AS l15,
        sum(d.movements) FILTER (WHERE c.n IS NULL OR c.n = 1) AS movements,
        string_agg(DISTINCT c.certificate, ', ' ORDER BY c.certificate) AS proofs
      FROM daily d
      JOIN cfg ON cfg.site = d.site AND cfg.product = d.product AND cfg.day = d.day
      LEFT JOIN ${PARTNERS} p ON p.number = d.supplier
      LEFT JOIN LATERAL unnest(d.certificates) WITH ORDINALITY AS c (certificate, n) ON true
      GROUP BY 1, 2, 3, 4, 5, 6, 7
    )
    SELECT g.site, fac.name AS "siteName", ${place} g.month, g.product, pr.name AS "productName",
      g.feedstock, f.name AS "feedstockName", f."feedstockClass", g.region, g.supplier, sp.name AS "supplierName", g.eligible,
      round(g.kg::numeric, 3) AS "quantityKg", round((g.l15 / 1000)::numeric, 3) AS "quantityM3", g.movements::integer AS movements, g.proofs
    FROM g
    JOIN fac ON fac.number = g.site
    LEFT JOIN ${PRODUCTS} pr ON pr.number = g.product
    LEFT JOIN e_feedstock f ON f.tenant = $1 AND f.id = g.feedstock
    LEFT JOIN ${PARTNERS} sp ON sp.number = g.supplier`;
  return {
    rows,
    order: 'site, month, product, feedstock, region, supplier, eligible',
    facilities: facilityCount(facility),
  };
}
