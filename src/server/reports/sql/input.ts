import type { ReportId } from '../../../shared/reports/api';
import { FACILITY, PARTNERS, PRODUCTS } from '../master-sql';
import type { ReportSql } from '../report-sql';
import { ciConfig } from './ci';
import { facilities, facilityCount } from './facility';

/** The origin country of the proof with the largest quantity allocated to the inbound `m`. */
const PROOF_ORIGIN = `SELECT s."originCountry" FROM e_mass_balance_allocations a
  JOIN e_sustainabilitydata s ON s.tenant = a.tenant AND s.number = a.proof
  WHERE a.tenant = $1 AND a.inbound = m.number AND s."originCountry" IS NOT NULL
  GROUP BY s.number, s."originCountry" ORDER BY sum(a.quantity) DESC, s.number LIMIT 1`;

/**
 * Feedstock received at the tenant's facilities of one kind (on-site: own, off-site: third-party): the
 * inbounds discharged there, not cancelled, per site, month, product, feedstock, region, supplier and
 * eligibility, with the certificate numbers of the proofs allocated to them. The feedstock and its
 * eligibility come from the configuration of the discharge site and input product valid at the date.
 */
export function inputReportSql(id: ReportId, facility: keyof typeof FACILITY, withPlace: boolean): ReportSql {
  const place = withPlace
    ? 'round(fac.latitude::numeric, 5) AS latitude, round(fac.longitude::numeric, 5) AS longitude, fac.address,'
    : '';
  const rows = `WITH fac AS (${facilities(facility)}),
    m AS (
      SELECT i.number, i."dischargeSite" AS site, i."dischargeDate" AS date, i.product, i."supplierPartner" AS supplier,
        i."quantityDischargedKg" AS kg, i."quantityDischargedL15" AS l15
      FROM e_inbounds i
      WHERE i.tenant = $1 AND i."dischargeDate" BETWEEN $2::date AND $3::date AND i."dischargeSite" IN (SELECT number FROM fac)
        AND ($5::text IS NULL OR i.product = $5::text) AND i.cancelled IS DISTINCT FROM 1
    ), g AS (
      SELECT m.site, to_char(m.date, 'YYYY-MM') AS month, m.product, cfg."feedstockId" AS feedstock,
        coalesce(origin."originCountry", upper(p.country)) AS region, m.supplier, coalesce(cfg.eligible, false) AS eligible,
        sum(m.kg) AS kg, sum(m.l15) AS l15, count(*) AS movements, array_agg(m.number) AS inbounds
      FROM m
      LEFT JOIN LATERAL ${ciConfig('m.site', 'm.product', 'm.date', 'inputProduct')} cfg ON true
      LEFT JOIN LATERAL (${PROOF_ORIGIN}) origin ON true
      LEFT JOIN ${PARTNERS} p ON p.number = m.supplier
      GROUP BY 1, 2, 3, 4, 5, 6, 7
    )
    SELECT g.site, fac.name AS "siteName", ${place} g.month, g.product, pr.name AS "productName",
      g.feedstock, f.name AS "feedstockName", f."feedstockClass", g.region, g.supplier, sp.name AS "supplierName", g.eligible,
      round(g.kg::numeric, 3) AS "quantityKg", round((g.l15 / 1000)::numeric, 3) AS "quantityM3", g.movements,
      (SELECT string_agg(DISTINCT s."certificateNumber", ', ' ORDER BY s."certificateNumber") FROM e_mass_balance_allocations a
        JOIN e_sustainabilitydata s ON s.tenant = a.tenant AND s.number = a.proof
        WHERE a.tenant = $1 AND a.inbound = ANY (g.inbounds)) AS proofs
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
