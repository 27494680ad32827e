import type { Registry } from '../../shared/registry';
import type { ReportId } from '../../shared/reports/api';
import type { Db } from '../db/db';
import { DEMO_TENANTS } from '../db/demo-data';
import { seedDemoBalances } from '../mass-balance/demo-balances';
import type { ReportSql } from '../reports/report-sql';
import { runSeed } from './run-seed';

/** The demo tenants whose menus show data (docs/domain-rules.md#tenant-visibility-of-menus): OILCO_PRODUCER, OILCO_CFR, TENANT1. */
export const DEMO_DATA_TENANTS = DEMO_TENANTS.filter((tenant) => tenant.visibleRoutes.length > 0).map((tenant) => tenant.tenant);

/** Size of the first-start data set: ~2,800 rows per tenant, with the demo balances about 12 s in all on PGlite. */
const FIRST_START_SIZE = 1;

/** The demo tenants that get mass balances telling a period-close story (demo-balances.ts); OILCO_CFR's fill its material balance report. */
const BALANCE_TENANTS = ['OILCO_PRODUCER', 'OILCO_CFR', 'TENANT1'];

/** Gives each data tenant a modest data set (and some of them mass balances); returns the number of rows inserted. */
export async function seedDemoTenants(db: Db, registry: Registry, reportQueries: ReadonlyMap<ReportId, ReportSql>): Promise<number> {
  let rows = 0;
  for (const tenant of DEMO_DATA_TENANTS) {
    const { inserted } = await runSeed(db, registry, { tenant, size: FIRST_START_SIZE, reportQueries });
    rows += Object.values(inserted).reduce((sum, count) => sum + count, 0);
    if (BALANCE_TENANTS.includes(tenant)) rows += await seedDemoBalances(db, registry, tenant);
  }
  return rows;
}
