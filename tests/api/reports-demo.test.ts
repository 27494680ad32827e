import { describe, expect, it } from 'vitest';
import { seedDemoBalances } from '../../src/server/mass-balance/demo-balances';
import creditGeneration from '../../schemas/reports/credit-generation-report.sql';
import onsiteOutput from '../../schemas/reports/onsite-report-facility-output.sql';
import materialBalance from '../../schemas/reports/product-material-balance-report.sql';
import { reportParams, type ReportSql } from '../../src/server/reports/report-sql';
import { DEFAULT_YEAR } from '../../src/server/seed/dataset';
import { runSeed } from '../../src/server/seed/run-seed';
import { tenantToday } from '../../src/server/time/tenant-day';
import { buildRegistry } from '../../src/shared/registry';
import { readRegistryFiles } from '../support/registry-files';
import { useTestServer } from './harness';

const server = useTestServer();
const TENANT = 'TENANT1';

const rowsOf = async (sql: ReportSql, from = `${DEFAULT_YEAR}-01-01`, to = `${DEFAULT_YEAR}-12-31`) =>
  (await server.db.query<Record<string, unknown>>(sql.rows, reportParams({ tenant: TENANT, from, to, day: await tenantToday(server.db, TENANT) }))).rows;

describe('the demo data fill the reports', () => {
  it('own and third-party facilities, credits from approved CIs for fuel used in Canada, and a material balance', async () => {
    await runSeed(server.db, server.app.registry, { tenant: TENANT, size: 1, reportQueries: server.app.reportQueries });
    await seedDemoBalances(server.db, server.app.registry, TENANT);
    const {
      rows: [facilities],
    } = await server.db.query<{ own: number; third: number }>(
      `SELECT count(*) FILTER (WHERE NOT "thirdPartyFacility")::int AS own, count(*) FILTER (WHERE "thirdPartyFacility")::int AS third
       FROM e_locations WHERE tenant = $1 AND "productionSite"`,
      [TENANT],
    );
    expect(facilities.own).toBeGreaterThan(0);
    expect(facilities.third).toBeGreaterThan(0);
    const credits = await rowsOf(creditGeneration);
    expect(credits.some((row) => row.ciSource === 'approved' && Number(row.credits) > 0)).toBe(true);
    // Every facility has a configuration for each fuel made from feedstock: bio deliveries earn credits, fossil ones have none.
    const bio = credits.filter((row) => ['biodiesel', 'bioethanol', 'hvo'].includes(String(row.productGroup)));
    expect(bio.length).toBeGreaterThan(0);
    expect(bio.filter((row) => row.finding === 'noConfiguration')).toEqual([]);
    expect((await rowsOf(onsiteOutput)).length).toBeGreaterThan(0);
    expect((await rowsOf(materialBalance)).length).toBeGreaterThan(0);
  });

  it.each([...buildRegistry(readRegistryFiles()).reports.keys()])(
    '%s has rows in the last quarter of the seeded year (the browser test opens it)',
    async (id) => {
      expect((await rowsOf(server.app.reportQueries.get(id)!, `${DEFAULT_YEAR}-10-01`, `${DEFAULT_YEAR}-12-31`)).length).toBeGreaterThan(0);
    },
  );
});
