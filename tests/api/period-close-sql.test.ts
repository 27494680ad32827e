import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBalances } from '../../src/server/mass-balance/demo-balances';
import { runSeed } from '../../src/server/seed/run-seed';
import { quarterOf } from '../../src/shared/reports/periods';
import { useTestServer } from './harness';
import { useResourceClients } from './resource-client';

const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1']);
const TENANT = 'TENANT1';

const number = (value: unknown) => Number(value ?? 0);

beforeAll(async () => {
  await runSeed(server.db, server.app.registry, { tenant: TENANT, size: 1, reportQueries: server.app.reportQueries });
  await seedDemoBalances(server.db, server.app.registry, TENANT);
}, 120_000);

/**
 * The period-close answer next to plain SQL written for this test over the same demo data: no shared
 * fragment, one simple statement per figure, so a mistake in the page's set-based SQL shows as a difference.
 */
describe('the period-close answer equals plain SQL over the same data', () => {
  it('per balance its inputs, outputs, uncovered quantities and error lines; the sites and products, months without a balance and movements outside', async () => {
    const db = server.db;
    const { rows: latest } = await db.query<{ day: string }>(`SELECT to_char(max("dateFrom"), 'YYYY-MM-DD') AS day FROM e_mass_balances WHERE tenant = $1`, [
      TENANT,
    ]);
    const period = quarterOf(latest[0].day);
    const answer = (await clients.TENANT1.call('GET', `/period-close/${period}`)).body;
    const { from, to } = answer.period;
    expect(answer.siteProducts.some((line: { balances: unknown[] }) => line.balances.length)).toBe(true);

    const { rows: balances } = await db.query<Record<string, string>>(
      `SELECT "identifierValue" AS id, site, product, unit, "dateFrom"::text AS from, "dateTo"::text AS to FROM e_mass_balances
       WHERE tenant = $1 AND "dateFrom" <= $3 AND "dateTo" >= $2 ORDER BY site, product, "dateFrom"`,
      [TENANT, from, to],
    );
    const figures = async (b: Record<string, string>, table: string, site: string, date: string, column: string, direction: string) => {
      const quantity = `"${column}${b.unit === 'Kg' ? 'Kg' : 'L15'}"`;
      const { rows } = await db.query<{ quantity: string; errors: string; allocated: string }>(
        `SELECT sum(${quantity}) AS quantity, count(*) FILTER (WHERE ${quantity} IS NULL) AS errors,
           (SELECT sum(quantity) FROM e_mass_balance_allocations WHERE tenant = $1 AND "massBalance" = $6 AND direction = $7) AS allocated
         FROM ${table} WHERE tenant = $1 AND ${site} = $2 AND product = $3 AND ${date} BETWEEN $4 AND $5 AND cancelled IS DISTINCT FROM 1`,
        [TENANT, b.site, b.product, b.from, b.to, b.id, direction],
      );
      return rows[0];
    };
    for (const b of balances) {
      const inputs = await figures(b, 'e_inbounds', '"dischargeSite"', '"dischargeDate"', 'quantityDischarged', 'input');
      const outputs = await figures(b, 'e_outbounds', '"loadingSite"', '"loadingDate"', 'quantityLoaded', 'output');
      const line = answer.siteProducts.find((sp: { site: string; product: string }) => sp.site === b.site && sp.product === b.product);
      const shown = line.balances.find((balance: { id: string }) => balance.id === b.id);
      expect(shown.inputs, b.id).toBeCloseTo(number(inputs.quantity), 6);
      expect(shown.outputs, b.id).toBeCloseTo(number(outputs.quantity), 6);
      expect(shown.uncoveredInputs, b.id).toBeCloseTo(number(inputs.quantity) - number(inputs.allocated), 6);
      expect(shown.uncoveredOutputs, b.id).toBeCloseTo(number(outputs.quantity) - number(outputs.allocated), 6);
      expect(shown.errorLines, b.id).toBe(number(inputs.errors) + number(outputs.errors));
    }

    const { rows: months } = await db.query<{ site: string; product: string; month: string; covered: boolean }>(
      `SELECT m.site, m.product, m.month, EXISTS (SELECT 1 FROM e_mass_balances b WHERE b.tenant = $1 AND b.site = m.site AND b.product = m.product
           AND to_char(b."dateFrom", 'YYYY-MM') <= m.month AND m.month <= to_char(b."dateTo", 'YYYY-MM')) AS covered
       FROM (SELECT "dischargeSite" AS site, product, to_char("dischargeDate", 'YYYY-MM') AS month FROM e_inbounds
               WHERE tenant = $1 AND "dischargeDate" BETWEEN $2 AND $3 AND cancelled IS DISTINCT FROM 1 AND "dischargeSite" IS NOT NULL AND product IS NOT NULL
             UNION SELECT "loadingSite", product, to_char("loadingDate", 'YYYY-MM') FROM e_outbounds
               WHERE tenant = $1 AND "loadingDate" BETWEEN $2 AND $3 AND cancelled IS DISTINCT FROM 1 AND "loadingSite" IS NOT NULL AND product IS NOT NULL) m`,
      [TENANT, from, to],
    );
    const expectedLines = new Set([...months.map((m) => `${m.site}|${m.product}`), ...balances.map((b) => `${b.site}|${b.product}`)]);
    expect(new Set(answer.siteProducts.map((sp: { site: string; product: string }) => `${sp.site}|${sp.product}`))).toEqual(expectedLines);
    const missing = months
      .filter((m) => !m.covered)
      .map((m) => `${m.site}|${m.product}|${m.month}`)
      .sort();
    const shownMissing = answer.siteProducts
      .flatMap((sp: { site: string; product: string; missingMonths: string[] }) =>
        sp.missingMonths.filter((month) => month >= from.slice(0, 7)).map((month) => `${sp.site}|${sp.product}|${month}`),
      )
      .sort();
    expect(shownMissing).toEqual(missing);

    const { rows: outside } = await db.query<{ count: string }>(
      `SELECT (SELECT count(*) FROM e_inbounds i WHERE tenant = $1 AND "dischargeDate" BETWEEN $2 AND $3 AND cancelled IS DISTINCT FROM 1
                 AND "movementStatus" IN ('open', 'locked') AND NOT EXISTS (SELECT 1 FROM e_mass_balances b WHERE b.tenant = $1
                   AND b.site = i."dischargeSite" AND b.product = i.product AND i."dischargeDate" BETWEEN b."dateFrom" AND b."dateTo"))
            + (SELECT count(*) FROM e_outbounds o WHERE tenant = $1 AND "loadingDate" BETWEEN $2 AND $3 AND cancelled IS DISTINCT FROM 1
                 AND "movementStatus" IN ('open', 'locked') AND NOT EXISTS (SELECT 1 FROM e_mass_balances b WHERE b.tenant = $1
                   AND b.site = o."loadingSite" AND b.product = o.product AND o."loadingDate" BETWEEN b."dateFrom" AND b."dateTo")) AS count`,
      [TENANT, from, to],
    );
    expect(answer.movementsOutside.total).toBe(number(outside[0].count));
  });

  it('the credits of the compliance period: recorded CATS creations and those not fully assigned', async () => {
    const { rows: latest } = await server.db.query<{ day: string }>(`SELECT to_char(max("loadingDate"), 'YYYY-MM') AS day FROM e_outbounds WHERE tenant = $1`, [
      TENANT,
    ]);
    const answer = (await clients.TENANT1.call('GET', `/period-close/${latest[0].day}`)).body;
    expect(answer.credits).not.toBeNull();
    const { year, half } = { year: Number(answer.credits.compliancePeriod.slice(0, 4)), half: answer.credits.compliancePeriod.split('-')[1] ?? null };
    const { rows } = await server.db.query<{ recorded: string; unassigned: string }>(
      `SELECT sum(c."quantityTco2e") AS recorded,
         count(*) FILTER (WHERE coalesce((SELECT sum(l.quantity) FROM record_links l WHERE l.tenant = $1 AND l.source_resource = 'catscredits'
           AND l.link = 'outbounds' AND l.source_key = c.id), 0) < coalesce(c."correspondingVolumeLowCiFuel", 0) OR coalesce(c."correspondingVolumeLowCiFuel", 0) <= 0) AS unassigned
       FROM e_catscredits c WHERE c.tenant = $1 AND c."transactionType" = 'creation' AND c."compliancePeriod" = $2 AND c."compliancePeriodHalf" IS NOT DISTINCT FROM $3::integer`,
      [TENANT, year, half],
    );
    expect(answer.credits.recordedCredits).toBeCloseTo(number(rows[0].recorded), 6);
    expect(answer.credits.unassigned).toHaveLength(Math.min(number(rows[0].unassigned), 200));
    expect(answer.credits.difference).toBeCloseTo(answer.credits.provisionalCredits - answer.credits.recordedCredits, 5);
  });
});

describe("the demo's CATS creations", () => {
  it('CATS booked what the credit report computed, to the whole tonne, and the closing month shows the one credit left unassigned with its deliveries', async () => {
    const { rows: latest } = await server.db.query<{ month: string }>(
      `SELECT to_char(max("loadingDate"), 'YYYY-MM') AS month FROM e_outbounds WHERE tenant = $1`,
      [TENANT],
    );
    const { credits } = (await clients.TENANT1.call('GET', `/period-close/${latest[0].month}`)).body;
    const { rows: booked } = await server.db.query<{ count: string }>(
      `SELECT count(*) AS count FROM e_catscredits WHERE tenant = $1 AND "transactionType" = 'creation' AND "compliancePeriod" = $2`,
      [TENANT, Number(credits.compliancePeriod)],
    );
    expect(number(booked[0].count)).toBeGreaterThan(1);
    expect(Math.abs(credits.difference)).toBeLessThanOrEqual(number(booked[0].count) / 2);
    expect(credits.unassigned).toEqual([expect.objectContaining({ assigned: 0 })]);
    expect(credits.recordedCredits - credits.assignedCredits).toBeCloseTo(credits.unassigned[0].quantity, 6);
    // Every other credit's deliveries are linked: the month's unlinked deliveries are the unassigned credit's, one site and fuel.
    const groups = new Set(credits.unlinkedOutbounds.map((row: { site: string; product: string }) => `${row.site} ${row.product}`));
    expect(groups.size).toBe(1);
  });
});
