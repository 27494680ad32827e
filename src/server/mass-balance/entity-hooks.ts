import Big from 'big.js';
import { balanceIdentifier, endOfMonth, isCalendarDate, monthOf, periodProblem, periodsOverlap } from '../../shared/mass-balance/period';
import type { Queryable } from '../db/db';
import type { EntityHooks, WriteContext } from '../resources/hooks';
import type { Row } from '../resources/repository';
import { mbErrors } from './errors';
import { recomputeChain, refreshRemainingVolumes } from './figures';
import { SIDES, type Side } from './movement-sql';
import { assertNoMissingMonths } from './period-rules';

interface ChainBalance {
  identifierValue: string;
  unit: string;
  dateFrom: string;
  dateTo: string;
  balanceStatus: string;
}

async function chainOf(tx: Queryable, tenant: string, site: string, product: string): Promise<ChainBalance[]> {
  const { rows } = await tx.query<ChainBalance>(
    `SELECT "identifierValue", unit, "dateFrom", "dateTo", "balanceStatus" FROM e_mass_balances
     WHERE tenant = $1 AND site = $2 AND product = $3 ORDER BY "dateFrom"`,
    [tenant, site, product],
  );
  return rows;
}

/**
 * mass-balances: derived identifier, month, year and status; period rules (no month with movements left out before it,
 * only the last balance of a site and product deleted); figures kept up to date.
 */
export const balanceHooks: EntityHooks = {
  async prepareCreate(tx, context, record) {
    const { site, product, unit, dateFrom } = record;
    // Values of the wrong type, and an end before the start (x-date-ranges), are left to the schema validation that follows.
    if (!isCalendarDate(dateFrom) || (record.dateTo !== undefined && (!isCalendarDate(record.dateTo) || record.dateTo < dateFrom))) return;
    record.dateTo ??= endOfMonth(dateFrom);
    const field = periodProblem(dateFrom, record.dateTo);
    if (field) throw mbErrors.periodInvalid(field);
    Object.assign(record, { month: Number(dateFrom.slice(5, 7)), year: Number(dateFrom.slice(0, 4)), balanceStatus: 'open' });
    if (typeof site !== 'string' || typeof product !== 'string') return;
    record.identifierValue = balanceIdentifier(site, product, dateFrom);
    const period = { dateFrom, dateTo: record.dateTo as string };
    const chain = await chainOf(tx, context.tenant, site, product);
    const overlapping = chain.find((other) => periodsOverlap(other, period));
    if (overlapping) throw mbErrors.periodOverlap(overlapping.identifierValue);
    if (chain.length && chain[0].unit !== unit) throw mbErrors.unitMismatch(chain[0].unit);
    const laterCompleted = chain.find((other) => other.dateFrom > dateFrom && other.balanceStatus === 'completed');
    if (laterCompleted) throw mbErrors.laterPeriodCompleted(laterCompleted.identifierValue);
    await assertNoMissingMonths(tx, context.tenant, site, product, dateFrom);
  },
  // Site, product and period are fixed once created (x-fixed), so a delete is the one write that can open a gap.
  async prepareDelete(tx, context, before) {
    const later = (await chainOf(tx, context.tenant, String(before.site), String(before.product))).filter((other) => other.dateFrom > String(before.dateFrom));
    if (later.length) throw mbErrors.laterPeriodsExist(later.map((other) => monthOf(other.dateFrom)));
  },
  async prepareUpdate(_tx, _context, before, after) {
    // Figures own the production while they exist; the manual values wait in manualProduction* (figures.ts).
    if (before.productionSource !== 'figures') return;
    for (const field of ['productionInput', 'productionOutput']) {
      if (after[field] !== undefined && Number(after[field]) !== Number(before[field])) throw mbErrors.productionFromFigures(field);
    }
  },
  async afterWrite(tx, context, { before, after }) {
    const row = after ?? before!;
    await recomputeChain(tx, context.tenant, row.site, row.product);
  },
  rewritesRecord: true,
};

interface Placement {
  site: string;
  product: string;
  date: string;
}

/** Where a movement counts, or undefined when it counts nowhere (cancelled, or not placed yet). */
function placementOf(side: Side, row: Row | undefined): Placement | undefined {
  if (!row || row.cancelled === 1) return undefined;
  const s = SIDES[side];
  const site = row[s.site.replaceAll('"', '')];
  const date = row[s.date.replaceAll('"', '')];
  if (typeof site !== 'string' || typeof row.product !== 'string' || !isCalendarDate(date)) return undefined;
  return { site, product: row.product, date };
}

async function balanceAt(tx: Queryable, tenant: string, placement: Placement): Promise<(ChainBalance & { unit: string }) | undefined> {
  const { rows } = await tx.query<ChainBalance>(
    `SELECT "identifierValue", unit, "dateFrom", "dateTo", "balanceStatus" FROM e_mass_balances
     WHERE tenant = $1 AND site = $2 AND product = $3 AND $4::date BETWEEN "dateFrom" AND "dateTo"`,
    [tenant, placement.site, placement.product, placement.date],
  );
  return rows[0];
}

/** Refused when a placement lies in a completed balance's period; a placement the others repeat (an edit that keeps it) is looked up once. */
async function assertNotInCompleted(tx: Queryable, tenant: string, ...placements: (Placement | undefined)[]): Promise<void> {
  const distinct = new Map(placements.filter((place) => place !== undefined).map((place) => [`${place.site}\u0000${place.product}\u0000${place.date}`, place]));
  for (const placement of distinct.values()) {
    const balance = await balanceAt(tx, tenant, placement);
    if (balance?.balanceStatus === 'completed') throw mbErrors.periodCompleted(balance.identifierValue);
  }
}

/** An edited movement keeps its allocations only inside their balance and up to its quantity. */
async function assertAllocationsKept(tx: Queryable, context: WriteContext, side: Side, before: Row, after: Row): Promise<void> {
  const s = SIDES[side];
  const { rows } = await tx.query<{ balance: string; covered: string }>(
    `SELECT "massBalance" AS balance, sum(quantity)::text AS covered FROM e_mass_balance_allocations
     WHERE tenant = $1 AND ${s.allocationColumn} = $2 GROUP BY "massBalance"`,
    [context.tenant, before.number],
  );
  if (!rows.length) return;
  const placement = placementOf(side, after);
  for (const { balance, covered } of rows) {
    const current = placement && after.number === before.number ? await balanceAt(tx, context.tenant, placement) : undefined;
    const quantity = current && after[(current.unit === 'Kg' ? s.kg : s.l15).replaceAll('"', '')];
    if (current?.identifierValue !== balance || typeof quantity !== 'number' || new Big(quantity).lt(covered)) throw mbErrors.movementAllocated(balance);
  }
}

/** inbounds/outbounds: no change inside a completed balance's period, allocations stay covered, chains recomputed. */
export function movementHooks(side: Side): EntityHooks {
  return {
    async prepareCreate(tx, context, record) {
      await assertNotInCompleted(tx, context.tenant, placementOf(side, record));
    },
    async prepareUpdate(tx, context, before, after) {
      await assertNotInCompleted(tx, context.tenant, placementOf(side, before), placementOf(side, after));
      await assertAllocationsKept(tx, context, side, before, after);
    },
    async prepareDelete(tx, context, before) {
      await assertNotInCompleted(tx, context.tenant, placementOf(side, before));
    },
    afterWrite: (tx, context, { before, after }) => recomputeChainsOf(tx, context.tenant, [placementOf(side, before), placementOf(side, after)]),
  };
}

/** Where a production figure or stock measurement counts: the balance of its site, product and date. */
function datedPlacement(dateField: string, row: Row | undefined): Placement | undefined {
  if (!row || typeof row.site !== 'string' || typeof row.product !== 'string' || !isCalendarDate(row[dateField])) return undefined;
  return { site: row.site, product: row.product, date: row[dateField] };
}

/**
 * production-figures / stock-measurements (docs/domain-rules.md#production-and-measured-stock): what the balance of their site, product and date
 * reads. Nothing dated inside a completed balance's period changes (PERIOD_COMPLETED naming it, as for
 * movements); every change recomputes the chains of the old and the new site and product.
 */
export function balanceSourceHooks(dateField: string): EntityHooks {
  const placement = (row: Row | undefined) => datedPlacement(dateField, row);
  return {
    async prepareCreate(tx, context, record) {
      await assertNotInCompleted(tx, context.tenant, placement(record));
    },
    async prepareUpdate(tx, context, before, after) {
      await assertNotInCompleted(tx, context.tenant, placement(before), placement(after));
    },
    async prepareDelete(tx, context, before) {
      await assertNotInCompleted(tx, context.tenant, placement(before));
    },
    afterWrite: (tx, context, { before, after }) => recomputeChainsOf(tx, context.tenant, [placement(before), placement(after)]),
  };
}

/** Each chain once, in a fixed order (site, product), so concurrent writers lock chains alike. */
async function recomputeChainsOf(tx: Queryable, tenant: string, places: (Placement | undefined)[]): Promise<void> {
  const chains = new Map(places.filter((place) => place !== undefined).map((place) => [`${place.site}\u0000${place.product}`, place]));
  for (const key of [...chains.keys()].sort()) await recomputeChain(tx, tenant, chains.get(key)!.site, chains.get(key)!.product);
}

const PROOF_FIXED_WHEN_ALLOCATED = ['product', 'productGroup', 'unitOfMeasurement'] as const;

/** sustainabilitydata: users enter incoming proofs; remainingVolume follows the allocations. */
export const proofHooks: EntityHooks = {
  async prepareCreate(_tx, _context, record) {
    record.direction = 'incoming';
    delete record.outbound;
  },
  async prepareUpdate(tx, context, before, after) {
    const { rows } = await tx.query<{ allocated: string; used: boolean }>(
      `SELECT coalesce(sum(quantity) FILTER (WHERE direction = 'input'), 0)::text AS allocated, count(*) > 0 AS used
       FROM e_mass_balance_allocations WHERE tenant = $1 AND proof = $2`,
      [context.tenant, before.number],
    );
    const { allocated, used } = rows[0];
    if (!used) return;
    for (const field of PROOF_FIXED_WHEN_ALLOCATED) if (before[field] !== after[field]) throw mbErrors.proofAllocated(String(before.number), field);
    if (typeof after.volume === 'number' && new Big(after.volume).lt(allocated)) throw mbErrors.proofVolumeAllocated(new Big(allocated));
  },
  async afterWrite(tx, context, { after }) {
    if (after) await refreshRemainingVolumes(tx, context.tenant, [String(after.number)]);
  },
  rewritesRecord: true,
};
