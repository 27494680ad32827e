import { dayAfter, endOfMonth, firstDayOf } from '../../shared/mass-balance/period';
import type { Registry } from '../../shared/registry';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../errors';
import { activeVersionsSql } from '../resources/active-version';
import { insertRows } from '../resources/bulk-insert';
import { seedProductionFigures, seedStockMeasurements, type SeedBalance } from '../seed/balance-sources';
import { SEED_USER } from '../seed/seeded-rows';
import { tenantToday } from '../time/tenant-day';
import { allocate } from './allocate';
import { autoAssign } from './auto-assign';
import { recomputeChain } from './figures';
import { completeBalance } from './lifecycle';
import { createMissingBalances } from './missing-balances';
import { missingMonthsBefore } from './period-rules';
import { listBalanceMovements, listBalanceProofs } from './queries';

/**
 * What the demo month (the last month of the data) shows per chain, busiest chain first: one balance in
 * progress that takes its production from figures (ready for auto assign and completion), one completed
 * with its inputs uncovered, one site and product whose month has movements but no balance, and every
 * other site and product with movements in the month completed with its inputs covered. Every earlier
 * month with movements of these chains has a balance, auto-assigned and completed.
 */
const STORY = ['inProgress', 'uncovered', 'missing'] as const;
type Story = (typeof STORY)[number] | 'covered';

/** Refusals are part of the story (nothing to assign, a month that cannot be completed): they end that step only. */
async function attempt<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}

/** The product group of chain `c`'s product, the version in effect on the tenant's business day ($2). */
const CHAIN_GROUP = `(SELECT g."productGroup" FROM ${activeVersionsSql('e_products', 'number', 'tenant = $1 AND number = c.product', '$2::date')} g)`;

interface DemoChain {
  site: string;
  product: string;
  unit: string | null;
}

/**
 * Every site and product with movements in the demo month (`$3`, its first day): those whose product group
 * has proofs first, those with outbounds in the month too first (so output allocation can be tried), then
 * production sites (so the material balance report shows the story too), the busiest first; with the proofs' unit.
 */
async function demoChains(db: Queryable, tenant: string, month: string): Promise<DemoChain[]> {
  const { rows } = await db.query<DemoChain>(
    `WITH moved AS (
       SELECT "dischargeSite" AS site, product, 1 AS inbound FROM e_inbounds
       WHERE tenant = $1 AND cancelled IS DISTINCT FROM 1 AND "dischargeDate" BETWEEN $3::date AND (($3::date + interval '1 month')::date - 1)
       UNION ALL
       SELECT "loadingSite", product, 0 FROM e_outbounds
       WHERE tenant = $1 AND cancelled IS DISTINCT FROM 1 AND "loadingDate" BETWEEN $3::date AND (($3::date + interval '1 month')::date - 1)
     ), chains AS (
       SELECT site, product, sum(inbound) AS n, count(*) > sum(inbound) AS delivered FROM moved
       WHERE site IS NOT NULL AND product IS NOT NULL GROUP BY 1, 2
     )
     SELECT c.site, c.product,
       (SELECT s."unitOfMeasurement" FROM e_sustainabilitydata s WHERE s.tenant = $1 AND s."productGroup" = ${CHAIN_GROUP}
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1) AS unit
     FROM chains c ORDER BY EXISTS (SELECT 1 FROM e_sustainabilitydata s WHERE s.tenant = $1 AND s."productGroup" = ${CHAIN_GROUP}) DESC,
       c.delivered DESC, EXISTS (SELECT 1 FROM e_locations l WHERE l.tenant = $1 AND l.number = c.site AND l."productionSite") DESC, c.n DESC, c.site, c.product`,
    [tenant, await tenantToday(db, tenant), firstDayOf(month)],
  );
  return rows;
}

/** The month (`YYYY-MM`) of the tenant's last discharge, or undefined without inbounds. */
async function demoMonth(db: Queryable, tenant: string): Promise<string | undefined> {
  const { rows } = await db.query<{ month: string | null }>(`SELECT to_char(max("dischargeDate"), 'YYYY-MM') AS month FROM e_inbounds WHERE tenant = $1`, [
    tenant,
  ]);
  return rows[0]?.month ?? undefined;
}

/**
 * Demo balances that tell a period-close story (STORY) for one tenant, written through the mass-balance
 * services after its movements were seeded. No balance is completed before its period has ended: the
 * services refuse it, and the story then stops at that step. Returns the balances created.
 */
export async function seedDemoBalances(db: Db, registry: Registry, tenant: string): Promise<number> {
  const month = await demoMonth(db, tenant);
  if (!month) return 0;
  const chains = await demoChains(db, tenant, month);
  // The chain left missing in the demo month is one with earlier months, so its gap follows completed balances.
  const missing = STORY.indexOf('missing');
  for (let index = missing; index < chains.length; index++) {
    const { site, product } = chains[index];
    if (!(await missingMonthsBefore(db, tenant, site, product, firstDayOf(month))).length) continue;
    [chains[missing], chains[index]] = [chains[index], chains[missing]];
    break;
  }
  let created = 0;
  for (const [index, chain] of chains.entries()) created += await seedChain(db, registry, tenant, chain, month, STORY[index] ?? 'covered');
  return created;
}

async function seedChain(db: Db, registry: Registry, tenant: string, chain: DemoChain, month: string, story: Story): Promise<number> {
  const context = { tenant, user: SEED_USER };
  // The balances up to the demo month, or before it where that month is left missing.
  const until = story === 'missing' ? firstDayOf(month) : dayAfter(endOfMonth(firstDayOf(month)));
  const { created = [] } = await db.transaction((tx) =>
    createMissingBalances(tx, registry, context, { site: chain.site, product: chain.product, unit: chain.unit ?? 'L15°', dateFrom: until }),
  );
  for (const id of created) {
    const demo = id.endsWith(`-${month}`);
    await topUpNegativeStock(db, tenant, chain, id);
    // The balance in progress takes its production from the plant's figures; every month has tank measurements.
    await seedBalanceSources(db, registry, tenant, id, demo && story === 'inProgress');
    if (demo && story === 'inProgress') {
      await attempt(() => db.transaction((tx) => allocateHalfOfFirstInput(tx, registry, context, id)));
      continue;
    }
    if (!demo || story === 'covered') await attempt(() => db.transaction((tx) => autoAssign(tx, registry, context, id)));
    if (!(await attempt(() => db.transaction((tx) => completeBalance(tx, registry, context, id))))) break;
  }
  return created.length;
}

/** A month whose outputs exceed its stock gets the difference as production output (a plant on the site made it). */
async function topUpNegativeStock(db: Db, tenant: string, chain: { site: string; product: string }, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`UPDATE e_mass_balances SET "productionOutput" = -"closingStock" WHERE tenant = $1 AND "identifierValue" = $2 AND "closingStock" < 0`, [
      tenant,
      id,
    ]);
    await recomputeChain(tx, tenant, chain.site, chain.product);
  });
}

/**
 * Production figures (with `withFigures`) and tank measurements for one balance, consistent with its
 * figures at this point of the story (before it is completed, which freezes them).
 */
async function seedBalanceSources(db: Db, registry: Registry, tenant: string, id: string, withFigures: boolean): Promise<void> {
  const read = async (tx: Queryable) =>
    (
      await tx.query<SeedBalance>(
        `SELECT site, product, unit, "dateFrom", "dateTo", "inputQuantity", "closingStock" FROM e_mass_balances WHERE tenant = $1 AND "identifierValue" = $2`,
        [tenant, id],
      )
    ).rows[0];
  const options = { user: SEED_USER, skipExisting: true };
  await db.transaction(async (tx) => {
    let balance = await read(tx);
    if (withFigures) {
      await insertRows(tx, registry, 'production-figures', tenant, seedProductionFigures(tenant, balance), options);
      await recomputeChain(tx, tenant, balance.site, balance.product);
      balance = await read(tx);
    }
    await insertRows(tx, registry, 'stock-measurements', tenant, seedStockMeasurements(tenant, balance), options);
    await recomputeChain(tx, tenant, balance.site, balance.product);
  });
}

/** The in-progress month: half of its first input covered by the first proof that can cover it. */
async function allocateHalfOfFirstInput(tx: Queryable, registry: Registry, context: { tenant: string; user: string }, id: string) {
  const { rows: inputs } = await listBalanceMovements(tx, context.tenant, id, 'inputs', { offset: 0, limit: 50 });
  const input = inputs.find((row) => row.quantity !== null && row.uncovered > 1);
  const { rows: proofs } = await listBalanceProofs(tx, context.tenant, id, { offset: 0, limit: 50 });
  const proof = proofs.find((row) => row.remainingVolume > 1);
  if (!input || !proof) return;
  const quantity = Math.floor(Math.min(input.uncovered, proof.remainingVolume) / 2);
  await allocate(tx, registry, context, id, { resource: 'inbounds', key: input.key, proof: proof.key, quantity });
}

/**
 * Before a re-seed replaces the generated movements and proofs: the balances the seed made go with
 * their allocations, the proofs they issued, the movement statuses they kept and the production
 * figures and stock measurements seeded for them.
 */
export async function removeSeededBalances(tx: Queryable, tenant: string): Promise<void> {
  const seeded = `SELECT "identifierValue" FROM e_mass_balances WHERE tenant = $1 AND created_by = $2`;
  await tx.query(
    `DELETE FROM e_sustainabilitydata WHERE tenant = $1 AND number IN (
       SELECT "issuedProof" FROM e_mass_balance_allocations WHERE tenant = $1 AND "massBalance" IN (${seeded}))`,
    [tenant, SEED_USER],
  );
  await tx.query(`DELETE FROM e_mass_balance_allocations WHERE tenant = $1 AND "massBalance" IN (${seeded})`, [tenant, SEED_USER]);
  await tx.query(`DELETE FROM mass_balance_movement_status WHERE tenant = $1 AND balance IN (${seeded})`, [tenant, SEED_USER]);
  await tx.query(`DELETE FROM e_mass_balances WHERE tenant = $1 AND created_by = $2`, [tenant, SEED_USER]);
  // The figures and measurements seeded with them, where no user changed them.
  for (const table of ['e_production_figures', 'e_stock_measurements']) {
    await tx.query(`DELETE FROM ${table} WHERE tenant = $1 AND created_by = $2 AND updated_by = $2`, [tenant, SEED_USER]);
  }
}
