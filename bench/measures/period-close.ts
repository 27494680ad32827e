import type pg from 'pg';
import type { CloseStatus } from '../../src/shared/period-close/api';
import { compliancePeriodRange } from '../../src/shared/reports/periods';
import { lookBackStart } from '../../src/server/period-close/status';
import type { BenchServer } from '../bench-server';
import { REPORTS_SCOPE } from '../generators/reports-data';
import { plainCreditVolumes } from '../plain-sql';
import { median, timeIt } from '../stats';
import { summarizeStatements } from '../timed-db';
import type { Check, Measure, ScenarioResult } from './measure';

/** Target: the period-close page of a month within 2× of the plain SQL of its parts and under a second (medians). */
const TARGET = { ratio: 2, ms: 1_000 };
/** The month the page is measured for: the middle of scenario D's compliance period. */
const MONTH = `${REPORTS_SCOPE.period}-06`;
const OPEN = `"movementStatus" IN ('open', 'locked')`;

/**
 * The parts of the page as plain SQL sent straight through pg: the months with movements per site and product
 * over the look-back, the balances, the movements outside them, the outbounds without a configuration, and the
 * compliance year's m³ used in Canada (the floor under its credits). Answers the counts the checks compare.
 */
async function plainParts(client: pg.Client, tenant: string, from: string, to: string) {
  const q = async (sql: string, params: unknown[]) => (await client.query(sql, params)).rows;
  const lookBack = lookBackStart(from);
  const months = await q(
    `SELECT "dischargeSite" AS site, product, to_char("dischargeDate", 'YYYY-MM-DD') >= $4 AS in_period FROM e_inbounds
       WHERE tenant = $1 AND "dischargeDate" BETWEEN $2::date AND $3::date AND coalesce(cancelled, 0) = 0 GROUP BY 1, 2, 3
     UNION SELECT "loadingSite", product, to_char("loadingDate", 'YYYY-MM-DD') >= $4 FROM e_outbounds
       WHERE tenant = $1 AND "loadingDate" BETWEEN $2::date AND $3::date AND coalesce(cancelled, 0) = 0 GROUP BY 1, 2, 3`,
    [tenant, lookBack, to, from],
  );
  const balances = await q(`SELECT * FROM e_mass_balances WHERE tenant = $1 AND "dateTo" >= $2::date AND "dateFrom" <= $3::date`, [tenant, from, to]);
  const outside = await q(
    `SELECT (SELECT count(*) FROM e_inbounds m WHERE tenant = $1 AND "dischargeDate" BETWEEN $2::date AND $3::date AND coalesce(cancelled, 0) = 0 AND ${OPEN}
         AND NOT EXISTS (SELECT 1 FROM e_mass_balances b WHERE b.tenant = $1 AND b.site = m."dischargeSite" AND b.product = m.product AND m."dischargeDate" BETWEEN b."dateFrom" AND b."dateTo"))
      + (SELECT count(*) FROM e_outbounds m WHERE tenant = $1 AND "loadingDate" BETWEEN $2::date AND $3::date AND coalesce(cancelled, 0) = 0 AND ${OPEN}
         AND NOT EXISTS (SELECT 1 FROM e_mass_balances b WHERE b.tenant = $1 AND b.site = m."loadingSite" AND b.product = m.product AND m."loadingDate" BETWEEN b."dateFrom" AND b."dateTo")) AS count`,
    [tenant, from, to],
  );
  const unconfigured = await q(
    `SELECT count(*) FROM e_outbounds m WHERE tenant = $1 AND "loadingDate" BETWEEN $2::date AND $3::date AND coalesce(cancelled, 0) = 0
       AND NOT EXISTS (SELECT 1 FROM e_carbonintensityconfigurations c WHERE c.tenant = $1 AND c.site = m."loadingSite" AND c."outputProduct" = m.product
         AND (c."validFrom" IS NULL OR c."validFrom" <= m."loadingDate"))`,
    [tenant, from, to],
  );
  const year = compliancePeriodRange(REPORTS_SCOPE.period);
  await plainCreditVolumes(client, tenant, year.from, year.to);
  return {
    siteProducts: new Set([...months.filter((row) => row.in_period), ...balances].map((row) => `${row.site}|${row.product}`)).size,
    balances: balances.length,
    outside: Number(outside[0].count),
    unconfigured: Number(unconfigured[0].count),
  };
}

/**
 * The period-close page of one month (GET /period-close/{month}: balances, movements outside them, CI
 * configurations, the compliance year's credits against CATS) over scenario D's data, next to the plain SQL of
 * its parts; checks the balances and the movements outside them against it.
 */
export async function benchPeriodClose(
  server: BenchServer,
  client: pg.Client,
  runs: number,
): Promise<Pick<ScenarioResult, 'facts' | 'lines' | 'measures' | 'checks'>> {
  const measure: Measure = { name: `period close (GET /period-close/${MONTH})`, samples: [], reference: { name: 'plain SQL of its parts', samples: [] } };
  let answer: CloseStatus | undefined;
  let plain: Awaited<ReturnType<typeof plainParts>> | undefined;
  for (let run = 0; run < runs; run++) {
    const recorded = await server.db.record(() => timeIt(() => server.call<CloseStatus>('GET', `/period-close/${MONTH}`)));
    measure.samples.push(recorded.result.ms);
    measure.statements ??= { ms: recorded.result.ms, count: recorded.statements.length, top: summarizeStatements(recorded.statements, 3) };
    answer = recorded.result.result;
    const reference = await timeIt(() => plainParts(client, server.tenant, answer!.period.from, answer!.period.to));
    measure.reference!.samples.push(reference.ms);
    plain = reference.result;
  }
  const serverMs = median(measure.samples);
  const ratio = serverMs / median(measure.reference!.samples);
  const met = ratio <= TARGET.ratio && serverMs < TARGET.ms;
  const checks: Check[] = [
    { name: 'period close: balances of the month', server: answer!.siteProducts.reduce((n, line) => n + line.balances.length, 0), expected: plain!.balances },
    { name: 'period close: sites and products with movements or a balance in the month', server: answer!.siteProducts.length, expected: plain!.siteProducts },
    { name: 'period close: movements open or locked outside any balance', server: answer!.movementsOutside.total, expected: plain!.outside },
  ];
  return {
    facts: [
      `the period-close page of ${MONTH} over the same data (every section, the credits of compliance period ${REPORTS_SCOPE.period}), next to the plain SQL of its parts: months with movements per site and product over the look-back, the balances, the movements outside them, the outbounds without a configuration and the year's m³ used in Canada`,
    ],
    lines: [
      `- ${measure.name}: median ${Math.round(serverMs)} ms, ${ratio.toFixed(1)}× the plain SQL of its parts — target (≤ ${TARGET.ratio}×, < ${TARGET.ms} ms) ${met ? 'met' : '**not met**'}`,
    ],
    measures: [measure],
    checks,
  };
}
