import type { Queryable } from '../db/db';
import { tenantToday } from '../time/tenant-day';

/**
 * The tenant's business day inside a balance action's transaction, as an SQL date. The fragments an action's
 * statements share (PRODUCT_GROUP_SQL) read it from a transaction-local setting instead of a parameter of
 * their own; lockBalance sets it, and every action locks its balance first. Outside such a transaction it
 * is unset and the statement fails rather than guessing a day.
 */
export const ACTION_DAY_SQL = `current_setting('portal.business_day')::date`;

/** Sets ACTION_DAY_SQL to the tenant's business day until the transaction ends. */
export async function setActionDay(tx: Queryable, tenant: string): Promise<void> {
  await tx.query(`SELECT set_config('portal.business_day', $1, true)`, [await tenantToday(tx, tenant)]);
}
