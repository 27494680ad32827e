import { describe, expect, it } from 'vitest';
import { seedDemoBalances } from '../../src/server/mass-balance/demo-balances';
import { missingMonthsBefore } from '../../src/server/mass-balance/period-rules';
import { DEFAULT_YEAR } from '../../src/server/seed/dataset';
import { runSeed } from '../../src/server/seed/run-seed';
import { useTestServer } from './harness';

const server = useTestServer();
const TENANT = 'TENANT1';

interface BalanceRow {
  identifierValue: string;
  site: string;
  product: string;
  dateFrom: string;
  uncoveredQuantity: number;
  balanceStatus: string;
  productionSource: string | null;
  openingStock: number;
  inputQuantity: number;
  outputQuantity: number;
  productionInput: number | null;
  productionOutput: number | null;
  closingStock: number;
  measuredStock: number | null;
  stockDeviation: number | null;
}

const balances = async () =>
  (
    await server.db.query<BalanceRow>(
      `SELECT "identifierValue", site, product, "dateFrom"::text AS "dateFrom", "uncoveredQuantity", "balanceStatus", "productionSource", "openingStock", "inputQuantity", "outputQuantity", "productionInput",
       "productionOutput", "closingStock", "measuredStock", "stockDeviation" FROM e_mass_balances WHERE tenant = $1 AND created_by = 'seed' ORDER BY site, product, "dateFrom"`,
      [TENANT],
    )
  ).rows;
const count = async (table: string) => (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE tenant = $1`, [TENANT])).rows[0].n;

describe('demo production figures and stock measurements', () => {
  it('the demo balances show tank measurements near their closing stock, the balance in progress takes its production from figures, and the figures add up', async () => {
    await runSeed(server.db, server.app.registry, { tenant: TENANT, size: 1 });
    const created = await seedDemoBalances(server.db, server.app.registry, TENANT);
    const rows = await balances();
    expect(rows).toHaveLength(created);
    expect(rows.filter((row) => row.productionSource === 'figures').map((row) => row.balanceStatus)).toEqual(['inProgress']);
    let previous: BalanceRow | undefined;
    for (const row of rows) {
      const n = (value: number | null) => Number(value ?? 0);
      const sameChain = previous?.site === row.site && previous.product === row.product;
      expect(row.openingStock).toBe(sameChain ? previous!.closingStock : 0);
      expect(row.closingStock).toBeCloseTo(row.openingStock + row.inputQuantity + n(row.productionOutput) - row.outputQuantity - n(row.productionInput), 6);
      expect(row.measuredStock).not.toBeNull();
      expect(Math.abs(n(row.stockDeviation))).toBeLessThanOrEqual(Math.abs(row.closingStock) * 0.006 + 0.01);
      previous = row;
    }
    expect(await count('e_production_figures')).toBeGreaterThan(27);
    expect(await count('e_stock_measurements')).toBe(4 * created);
  });

  it('the demo month tells the period-close story: earlier months completed, one in progress, one completed with uncovered input, the others completed and covered, one month missing', async () => {
    const rows = await balances();
    const month = `${DEFAULT_YEAR}-12-01`;
    expect(rows.filter((row) => row.dateFrom < month).every((row) => row.balanceStatus === 'completed')).toBe(true);
    const demo = rows.filter((row) => row.dateFrom === month);
    const story = demo.map((row) => [row.balanceStatus, row.uncoveredQuantity > 0]).sort();
    expect(story.slice(0, 2)).toEqual([
      ['completed', false],
      ['completed', false],
    ]);
    expect(story.slice(-2)).toEqual([
      ['completed', true],
      ['inProgress', true],
    ]);
    expect(story.slice(2, -2).every(([status, uncovered]) => status === 'completed' && !uncovered)).toBe(true);
    const chains = [...new Set(rows.map((row) => `${row.site}|${row.product}`))].map((chain) => chain.split('|'));
    const missing = await Promise.all(chains.map(([site, product]) => missingMonthsBefore(server.db, TENANT, site, product, `${DEFAULT_YEAR + 1}-01-01`)));
    expect(missing.filter((months) => months.length)).toEqual([[`${DEFAULT_YEAR}-12`]]);
  });

  it('a re-seed replaces them: the same figures and measurements, none twice', async () => {
    const before = await balances();
    await runSeed(server.db, server.app.registry, { tenant: TENANT, size: 1 });
    expect(await count('e_stock_measurements')).toBe(0);
    await seedDemoBalances(server.db, server.app.registry, TENANT);
    expect(await count('e_stock_measurements')).toBe(4 * before.length);
    expect(await balances()).toEqual(before);
  });
});
