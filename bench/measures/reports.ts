import type pg from 'pg';
import { compliancePeriodRange } from '../../src/shared/reports/periods';
import type { ReportResponse } from '../../src/shared/reports/api';
import { referenceValue } from '../../src/server/reports/reference';
import type { BenchServer } from '../bench-server';
import { ciOf, REPORTS_SCOPE, reportsBalanceRows } from '../generators/reports-data';
import { plainCreditVolumes, plainMaterialFlows, type PlainReportRow } from '../plain-sql';
import { median, timeIt } from '../stats';
import { summarizeStatements } from '../timed-db';
import type { Check, Measure, ScenarioResult } from './measure';

/** Target of scenario D: each report within 2× of its plain SQL aggregate and under a second (medians). */
const TARGET = { ratio: 2, ms: 1_000 };

/** s.45 share per site and quarter, worked out from the generated balances: eligible ÷ all feedstock used. */
function sharesByHand(): Map<string, number> {
  const eligible = new Set<string>(REPORTS_SCOPE.feedstocks.filter((f) => f.eligible).map((f) => f.number));
  const used = new Map<string, { eligible: number; all: number }>();
  for (const balance of reportsBalanceRows()) {
    const quarter = `${balance.year}-${String(Math.floor((Number(balance.month) - 1) / 3) * 3 + 1).padStart(2, '0')}-01`;
    const key = `${balance.site}|${quarter}`;
    const sums = used.get(key) ?? { eligible: 0, all: 0 };
    const input = Number(balance.productionInput);
    used.set(key, { eligible: sums.eligible + (eligible.has(String(balance.product)) ? input : 0), all: sums.all + input });
  }
  return new Map([...used].map(([key, sums]) => [key, sums.all > 0 ? sums.eligible / sums.all : 0]));
}

/** s.94(2) over the plain aggregate's rows: (CI_ref − CI_fuel) × m³ × share × D × 10⁻⁶ with the generator's CIs. */
function creditsByHand(rows: PlainReportRow[]): number {
  const shares = sharesByHand();
  let total = 0;
  for (const row of rows) {
    const siteIndex = (REPORTS_SCOPE.sites as readonly string[]).indexOf(row.site);
    const fuelIndex = REPORTS_SCOPE.fuels.findIndex((fuel) => fuel.number === row.product);
    const year = Number(row.quarter.slice(0, 4));
    const ciRef = referenceValue('ciReference', 'liquid', year)!;
    const density = referenceValue('energyDensity', REPORTS_SCOPE.fuels[fuelIndex].productGroup, year)!;
    const share = shares.get(`${row.site}|${row.quarter}`)!;
    total += Math.max(0, ciRef - ciOf(siteIndex, fuelIndex, year)) * row.quantity! * share * density * 1e-6;
  }
  return total;
}

const sum = (rows: PlainReportRow[], key: 'movements' | 'quantity') => rows.reduce((total, row) => total + Number(row[key] ?? 0), 0);
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

async function measureReport(server: BenchServer, name: string, path: string, runs: number, plain: () => Promise<unknown>) {
  const measure: Measure = { name, samples: [], reference: { name: 'plain SQL', samples: [] } };
  let answer: ReportResponse | undefined;
  for (let run = 0; run < runs; run++) {
    const recorded = await server.db.record(() => timeIt(() => server.call<ReportResponse>('GET', path)));
    measure.samples.push(recorded.result.ms);
    measure.statements ??= { ms: recorded.result.ms, count: recorded.statements.length, top: summarizeStatements(recorded.statements, 3) };
    answer = recorded.result.result;
    measure.reference!.samples.push((await timeIt(plain)).ms);
  }
  return { measure, answer: answer! };
}

function targetLine(measure: Measure): string {
  const server = median(measure.samples);
  const ratio = server / median(measure.reference!.samples);
  const met = ratio <= TARGET.ratio && server < TARGET.ms;
  return `- ${measure.name}: median ${Math.round(server)} ms, ${ratio.toFixed(1)}× the plain SQL — target (≤ ${TARGET.ratio}×, < ${TARGET.ms} ms) ${met ? 'met' : '**not met**'}`;
}

/**
 * Scenario D: the credit generation and material balance reports of one compliance period as the API serves
 * them (GET, first page, totals, chart, and for credits the period summary) next to the plain SQL aggregate of
 * the same figure; checks the totals against it and the credits against the formula worked out here.
 */
export async function benchReports(server: BenchServer, client: pg.Client, movements: number, runs: number): Promise<ScenarioResult> {
  const { from, to } = compliancePeriodRange(REPORTS_SCOPE.period);
  const query = `compliancePeriod=${REPORTS_SCOPE.period}&_start=0&_end=50`;
  let volumes: PlainReportRow[] = [];
  const credit = await measureReport(
    server,
    'credit generation (GET /reports/credit-generation-report, a year)',
    `/reports/credit-generation-report?${query}`,
    runs,
    async () => (volumes = await plainCreditVolumes(client, server.tenant, from, to)),
  );
  let flows = { broughtIn: 0, shipped: 0 };
  const balance = await measureReport(
    server,
    'material balance (GET /reports/product-material-balance-report, a year)',
    `/reports/product-material-balance-report?${query}`,
    runs,
    async () => (flows = await plainMaterialFlows(client, server.tenant, from, to)),
  );

  // The material balance has one totals line per unit; the plain SQL adds all of them.
  const totalOf = (answer: ReportResponse, key: string) => answer.totals.reduce((sum, line) => sum + (line.values[key] ?? 0), 0);
  const checks: Check[] = [
    { name: 'credit generation: movements (total)', server: totalOf(credit.answer, 'movements'), expected: sum(volumes, 'movements') },
    { name: 'credit generation: m³ used in Canada (total)', server: totalOf(credit.answer, 'quantityM3'), expected: round(sum(volumes, 'quantity'), 3) },
    {
      name: 'credit generation: credits (total, tCO2e to 0.001)',
      server: round(totalOf(credit.answer, 'credits'), 3),
      expected: round(creditsByHand(volumes), 3),
    },
    {
      name: 'credit generation: summary provisional = total',
      server: credit.answer.summary?.[0]?.provisionalCredits,
      expected: totalOf(credit.answer, 'credits'),
    },
    { name: 'material balance: brought in (total)', server: totalOf(balance.answer, 'broughtIn'), expected: flows.broughtIn },
    { name: 'material balance: shipped (total)', server: totalOf(balance.answer, 'shipped'), expected: flows.shipped },
  ];
  return {
    title: `D: CFR reports over ${movements.toLocaleString('en')} movements`,
    facts: [
      `tenant ${server.tenant}: ${REPORTS_SCOPE.sites.length} production sites (two third-party) and a depot, ${REPORTS_SCOPE.fuels.length} fuels and ${REPORTS_SCOPE.feedstocks.length} feedstocks, an approved CI per site, fuel and year, ${movements.toLocaleString('en')} movements over ${REPORTS_SCOPE.years.join(' and ')} (half feedstock inbounds, half fuel outbounds; a tenth exported, one in a hundred cancelled), one mass balance per site, product and month (recomputed by the server from the movements)`,
      `the reports of compliance period ${REPORTS_SCOPE.period} through the API (first page of 50, totals, chart; credit generation also the per-period summary against CATS)`,
      'plain SQL, sent straight through pg: for credit generation the m³ used in Canada per site, fuel and quarter (SELECT … SUM … GROUP BY over the outbounds); for the material balance the inbound and outbound quantities per site, product and quarter straight from the movements (the figures the report reads from the balances)',
      "the credits are checked against s.94(2) worked out in the bench from the generator's CIs, the Schedule 1/2 values and the s.45 shares of the generated balances",
    ],
    lines: [targetLine(credit.measure), targetLine(balance.measure)],
    measures: [credit.measure, balance.measure],
    checks,
  };
}
