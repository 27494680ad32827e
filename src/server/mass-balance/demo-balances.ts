import type { Registry } from '../../shared/registry';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../errors';
import { activeVersionsSql } from '../resources/active-version';
import { insertRows } from '../resources/bulk-insert';
import { insertRow } from '../resources/repository';
import { seedProductionFigures, seedStockMeasurements, type SeedBalance } from '../seed/balance-sources';
import { SEED_USER } from '../seed/seeded-rows';
import { tenantToday } from '../time/tenant-day';
import { allocate } from './allocate';
import { autoAssign } from './auto-assign';
import { balanceHooks } from './entity-hooks';
import { recomputeChain } from './figures';
import { completeBalance } from './lifecycle';
import { listBalanceMovements, listBalanceProofs } from './queries';

const MONTHS = 5;
const COMPLETED = 3;

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

/**
 * The site and product with the most inbounds among products whose group has proofs, at a production site where one
 * has such inbounds (so the material balance report shows the story too), its last month and the proofs' unit.
 */
async function busiestChain(db: Queryable, tenant: string) {
  const { rows } = await db.query<{ site: string; product: string; last: string; unit: string | null }>(
    `WITH chains AS (
       SELECT i."dischargeSite" AS site, i.product, max(i."dischargeDate") AS last, count(*) AS n FROM e_inbounds i
       WHERE i.tenant = $1 AND i."dischargeSite" IS NOT NULL AND i."dischargeDate" IS NOT NULL AND i.product IS NOT NULL
       GROUP BY 1, 2
     )
     SELECT c.site, c.product, c.last::text AS last,
       (SELECT s."unitOfMeasurement" FROM e_sustainabilitydata s WHERE s.tenant = $1 AND s."productGroup" = ${CHAIN_GROUP}
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1) AS unit
     FROM chains c ORDER BY EXISTS (SELECT 1 FROM e_sustainabilitydata s WHERE s.tenant = $1 AND s."productGroup" = ${CHAIN_GROUP}) DESC,
       EXISTS (SELECT 1 FROM e_locations l WHERE l.tenant = $1 AND l.number = c.site AND l."productionSite") DESC, c.n DESC, c.site, c.product LIMIT 1`,
    [tenant, await tenantToday(db, tenant)],
  );
  return rows[0];
}

/** First days of the `count` months up to the month of `last`. */
function monthsUpTo(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return date.toISOString().slice(0, 10);
  });
}

/**
 * Demo balances that tell a story for one tenant, written through the mass-balance services after its
 * movements were seeded: three months auto-assigned and completed (carried forward), one in progress
 * with a partial allocation, one open. Returns the balances created.
 */
export async function seedDemoBalances(db: Db, registry: Registry, tenant: string): Promise<number> {
  const chain = await busiestChain(db, tenant);
  if (!chain) return 0;
  const context = { tenant, user: SEED_USER };
  const entity = registry.get('mass-balances')!;
  const ids: string[] = [];
  for (const dateFrom of monthsUpTo(chain.last, MONTHS)) {
    const id = await attempt(() =>
      db.transaction(async (tx) => {
        const record: Record<string, unknown> = { site: chain.site, product: chain.product, unit: chain.unit ?? 'L15°', dateFrom };
        await balanceHooks.prepareCreate!(tx, context, record);
        await insertRow(tx, entity, tenant, SEED_USER, record);
        await recomputeChain(tx, tenant, chain.site, chain.product);
        return String(record.identifierValue);
      }),
    );
    if (id) ids.push(id);
  }
  let completing = true;
  for (const [index, id] of ids.entries()) {
    if (index <= COMPLETED) await topUpNegativeStock(db, tenant, chain, id);
    // The open month takes its production from the plant's figures; every month has tank measurements.
    await seedBalanceSources(db, registry, tenant, id, index > COMPLETED);
    if (index < COMPLETED) {
      await attempt(() => db.transaction((tx) => autoAssign(tx, registry, context, id)));
      completing = completing && (await attempt(() => db.transaction((tx) => completeBalance(tx, registry, context, id)))) !== undefined;
    } else if (index === COMPLETED) {
      await attempt(() => db.transaction((tx) => allocateHalfOfFirstInput(tx, registry, context, id)));
    }
  }
  return ids.length;
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
