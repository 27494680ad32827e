import { describe, expect, it } from 'vitest';
import { seedDemoBalances } from '../../src/server/mass-balance/demo-balances';
import { runSeed } from '../../src/server/seed/run-seed';
import { useTestServer } from './harness';

const server = useTestServer();
const TENANT = 'TENANT1';

interface BalanceRow {
  identifierValue: string;
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
      `SELECT "identifierValue", "balanceStatus", "productionSource", "openingStock", "inputQuantity", "outputQuantity", "productionInput",
       "productionOutput", "closingStock", "measuredStock", "stockDeviation" FROM e_mass_balances WHERE tenant = $1 AND created_by = 'seed' ORDER BY "dateFrom"`,
      [TENANT],
    )
  ).rows;
const count = async (table: string) => (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE tenant = $1`, [TENANT])).rows[0].n;

describe('demo production figures and stock measurements', () => {
  it('the demo balances show tank measurements near their closing stock, the open month takes its production from figures, and the figures add up', async () => {
    await runSeed(server.db, server.app.registry, { tenant: TENANT, size: 1 });
    expect(await seedDemoBalances(server.db, server.app.registry, TENANT)).toBe(5);
    const rows = await balances();
    expect(rows.map((row) => row.balanceStatus)).toEqual(['completed', 'completed', 'completed', 'inProgress', 'open']);
    expect(rows.at(-1)?.productionSource).toBe('figures');
    expect(rows.slice(0, -1).every((row) => row.productionSource === 'manual')).toBe(true);
    let previousClosing = 0;
    for (const row of rows) {
      const n = (value: number | null) => Number(value ?? 0);
      expect(row.openingStock).toBe(previousClosing);
      expect(row.closingStock).toBeCloseTo(row.openingStock + row.inputQuantity + n(row.productionOutput) - row.outputQuantity - n(row.productionInput), 6);
      expect(row.measuredStock).not.toBeNull();
      expect(Math.abs(n(row.stockDeviation))).toBeLessThanOrEqual(Math.abs(row.closingStock) * 0.006 + 0.01);
      previousClosing = row.closingStock;
    }
    expect(await count('e_production_figures')).toBeGreaterThan(27);
    expect(await count('e_stock_measurements')).toBe(20);
  });

  it('a re-seed replaces them: the same figures and measurements, none twice', async () => {
    const before = await balances();
    await runSeed(server.db, server.app.registry, { tenant: TENANT, size: 1 });
    expect(await count('e_stock_measurements')).toBe(0);
    await seedDemoBalances(server.db, server.app.registry, TENANT);
    expect(await count('e_stock_measurements')).toBe(20);
    expect(await balances()).toEqual(before);
  });
});
