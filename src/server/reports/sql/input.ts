import type { ReportId } from '../../../shared/reports/api';
import { FACILITY, PARTNERS, PRODUCTS } from '../master-sql';
import type { ReportSql } from '../report-sql';
import { ciConfig } from './ci';
import { facilities, facilityCount } from './facility';

/**
 * Feedstock received at the tenant's facilities of one kind (on-site: own, off-site: third-party): the
 * inbounds discharged there, not cancelled, per site, month, product, feedstock, region, supplier and
 * eligibility, with the certificate numbers of the proofs allocated to them. The feedstock and its
 * eligibility come from the configuration of the discharge site and input product valid at the date,
 * looked up once per site, product and day; the region is the origin country of the proof with the largest
 * quantity allocated to the inbound, else the supplier's country. Set-based throughout (hash joins, no
 * lookup per movement), so a million inbounds stay one pass.
 */
export function inputReportSql(id: ReportId, facility: keyof typeof FACILITY, withPlace: boolean): ReportSql {
  const place = withPlace
    ? 'round(fac.latitude::numeric, 5) AS latitude, round(fac.longitude::numeric, 5) AS longitude, fac.address,'
    : '';
  const rows = `WITH fac AS (${facilities(facility)}),
    m AS (
      SELECT i.number, i."dischargeSite" AS site, i."dischargeDate" AS day, i.product, i."supplierPartner" AS supplier,
        i."quantityDischargedKg" AS kg, i."quantityDischargedL15" AS l15
      FROM e_inbounds i
      WHERE i.tenant = $1 AND i."dischargeDate" BETWEEN $2::date AND $3::date AND i."dischargeSite" IN (SELECT number FROM fac)
        AND ($5::text IS NULL OR i.product = $5::text) AND i.cancelled IS DISTINCT FROM 1
    ),
    cfg AS (
      SELECT d.site, d.product, d.day, c."feedstockId" AS feedstock, coalesce(c.eligible, false) AS eligible
      FROM (SELECT DISTINCT site, product, day FROM m) d
      LEFT JOIN LATERAL ${ciConfig('d.site', 'd.product', 'd.day', 'inputProduct')} c ON true
    ),
    allocated AS (
      SELECT a.inbound, s.number AS proof, s."certificateNumber" AS certificate, s."originCountry" AS origin, sum(a.quantity) AS quantity
      FROM e_mass_balance_allocations a JOIN e_sustainabilitydata s ON s.tenant = a.tenant AND s.number = a.proof
      WHERE a.tenant = $1 AND a.inbound IN (SELECT number FROM m)
      GROUP BY 1, 2, 3, 4
    ),
    proofs AS (
      SELECT inbound, (array_agg(origin ORDER BY quantity DESC, proof) FILTER (WHERE origin IS NOT NULL))[1] AS origin,
        array_agg(certificate) FILTER (WHERE certificate IS NOT NULL) AS certificates
      FROM allocated GROUP BY inbound
    ),
    keyed AS (
      SELECT m.site, to_char(m.day, 'YYYY-MM') AS month, m.product, cfg.feedstock, coalesce(pf.origin, upper(p.country)) AS region,
        m.supplier, cfg.eligible, m.kg, m.l15, pf.certificates
      FROM m
      JOIN cfg ON cfg.site = m.site AND cfg.product = m.product AND cfg.day = m.day
      LEFT JOIN proofs pf ON pf.inbound = m.number
      LEFT JOIN ${PARTNERS} p ON p.number = m.supplier
    ),
    g AS (
      -- An inbound with several proofs is one row per certificate here: its quantity counts at the first only.
      SELECT k.site, k.month, k.product, k.feedstock, k.region, k.supplier, k.eligible,
        sum(k.kg) FILTER (WHERE c.n IS NULL OR c.n = 1) AS kg, sum(k.l15) FILTER (WHERE c.n IS NULL OR c.n = 1) AS l15,
        count(*) FILTER (WHERE c.n IS NULL OR c.n = 1) AS movements, string_agg(DISTINCT c.certificate, ', ' ORDER BY c.certificate) AS proofs
      FROM keyed k LEFT JOIN LATERAL unnest(k.certificates) WITH ORDINALITY AS c (certificate, n) ON true
      GROUP BY 1, 2, 3, 4, 5, 6, 7
    )
    SELECT g.site, fac.name AS "siteName", ${place} g.month, g.product, pr.name AS "productName",
      g.feedstock, f.name AS "feedstockName", f."feedstockClass", g.region, g.supplier, sp.name AS "supplierName", g.eligible,
      round(g.kg::numeric, 3) AS "quantityKg", round((g.l15 / 1000)::numeric, 3) AS "quantityM3", g.movements, g.proofs
    FROM g
    JOIN fac ON fac.number = g.site
    LEFT JOIN ${PRODUCTS} pr ON pr.number = g.product
    LEFT JOIN e_feedstock f ON f.tenant = $1 AND f.id = g.feedstock
    LEFT JOIN ${PARTNERS} sp ON sp.number = g.supplier`;
  return {
    id,
    rows,
    order: 'site, month, product, feedstock, region, supplier, eligible',
    facilities: facilityCount(facility),
  };
}
