import type { MissingPeriods } from '../../shared/mass-balance/api';
import { firstDayOf } from '../../shared/mass-balance/period';
import type { Registry } from '../../shared/registry';
import type { Queryable } from '../db/db';
import { writeAudit } from '../resources/audit';
import type { WriteContext } from '../resources/hooks';
import { writableInput } from '../resources/records';
import { insertRow } from '../resources/repository';
import { balanceRecord } from './balance-lock';
import { balanceHooks } from './entity-hooks';
import { recomputeChain } from './figures';
import { missingMonthsBefore } from './period-rules';

export interface ChainStart {
  site: string;
  product: string;
  unit: string;
  /** The first day of the balance the user wants to create. */
  dateFrom: string;
}

/**
 * Creates, in one transaction, an open one-month balance for every month before `dateFrom` that has
 * movements and no balance, oldest first, each written as a create of the balance would write it (the
 * same rules, the figures of the chain, an audit entry), so the balance for `dateFrom` can follow.
 */
export async function createMissingBalances(tx: Queryable, registry: Registry, context: WriteContext, start: ChainStart): Promise<MissingPeriods> {
  const entity = registry.get('mass-balances')!;
  const missing = await missingMonthsBefore(tx, context.tenant, start.site, start.product, start.dateFrom);
  const created: string[] = [];
  for (const month of missing) {
    const record = writableInput(entity, { site: start.site, product: start.product, unit: start.unit, dateFrom: firstDayOf(month) }).values;
    await balanceHooks.prepareCreate!(tx, context, record);
    const key = String((await insertRow(tx, entity, context.tenant, context.user, record)).identifierValue);
    await recomputeChain(tx, context.tenant, start.site, start.product);
    await writeAudit(tx, { ...context, resource: 'mass-balances', key, action: 'create', after: await balanceRecord(tx, registry, context.tenant, key) });
    created.push(key);
  }
  return { missing, created };
}
