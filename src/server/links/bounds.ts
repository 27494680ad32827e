import type { LinkLimitDetails } from '../../shared/links';
import type { EntitySchema } from '../../shared/registry';
import type { Queryable } from '../db/db';
import { recordSource } from '../resources/repository';
import { SqlParams } from '../resources/sql-params';
import { tenantToday } from '../time/tenant-day';
import { quoteIdent } from '../resources/sql-names';
import type { ResolvedLink } from './declarations';
import { linkErrors } from './link-errors';
import { linkScope } from './link-store';

/** An upper bound of a quantity link: a number property of the source or target record (÷ divisor). */
export interface LinkBound {
  bound: 'source' | 'target';
  entity: EntitySchema;
  property: string;
  divisor: number;
}

/** Where a bound stands for one record: its value (null: left empty, nothing can be linked), what is linked, what is left. */
export interface BoundState {
  limit: number | null;
  assigned: number;
  remaining: number | null;
  /** Whether `requested` more fits. */
  fits: boolean;
}

/** The bounds a link declares (none without a quantity). */
export function boundsOf(link: ResolvedLink): LinkBound[] {
  const quantity = link.declaration.quantity;
  const bounds: LinkBound[] = [];
  if (quantity?.sourceLimit) bounds.push({ bound: 'source', entity: link.source, property: quantity.sourceLimit, divisor: 1 });
  if (quantity?.targetLimit) {
    bounds.push({ bound: 'target', entity: link.target, property: quantity.targetLimit.property, divisor: quantity.targetLimit.divisor ?? 1 });
  }
  return bounds;
}

/**
 * The bound of record `key` (its active version) against the quantities linked to it, leaving out the link
 * to `except` (the record on the other side, when its quantity is being replaced). Computed in SQL with
 * numeric, so decimals compare exactly (0.1 + 0.2 fits 0.3); the divisor multiplies the linked sum instead of
 * dividing the bound.
 */
export async function boundState(
  db: Queryable,
  link: ResolvedLink,
  bound: LinkBound,
  tenant: string,
  key: string,
  requested: number,
  except?: string,
): Promise<BoundState> {
  const day = await tenantToday(db, tenant);
  const params = new SqlParams();
  const [own, other] = bound.bound === 'source' ? ['source_key', 'target_key'] : ['target_key', 'source_key'];
  const value = `r.${quoteIdent(bound.entity, bound.property)}::numeric`;
  const divisor = `${params.add(bound.divisor)}::numeric`;
  const keyParam = params.add(key);
  const leftOut = except === undefined ? '' : ` AND l.${other} <> ${params.add(except)}`;
  const assigned = `(SELECT coalesce(sum(l.quantity), 0) FROM record_links l WHERE ${linkScope(params, link, tenant)} AND l.${own} = ${keyParam}${leftOut})`;
  const { rows } = await db.query<{ limit: number | null; assigned: number; remaining: number | null; fits: boolean | null }>(
    `SELECT ${value} / ${divisor} AS limit, a.assigned, ${value} / ${divisor} - a.assigned AS remaining,
       (a.assigned + ${params.add(requested)}::numeric) * ${divisor} <= ${value} AS fits
     FROM ${recordSource(bound.entity, params, tenant, day)} AS r CROSS JOIN ${assigned} AS a(assigned)
     WHERE r.${quoteIdent(bound.entity, bound.entity['x-key'])}::text = ${keyParam}`,
    params.values,
  );
  const row = rows[0];
  if (!row) return { limit: null, assigned: 0, remaining: null, fits: false };
  return {
    limit: row.limit === null ? null : Number(row.limit),
    assigned: Number(row.assigned),
    remaining: row.remaining === null ? null : Number(row.remaining),
    fits: row.fits === true,
  };
}

/** 409 LINK_LIMIT_EXCEEDED unless `requested` more fits every bound of the link (`except`: the link being changed). */
export async function assertWithinBounds(
  db: Queryable,
  link: ResolvedLink,
  tenant: string,
  sourceKey: string,
  targetKey: string,
  requested: number,
): Promise<void> {
  for (const bound of boundsOf(link)) {
    const [key, except] = bound.bound === 'source' ? [sourceKey, targetKey] : [targetKey, sourceKey];
    const state = await boundState(db, link, bound, tenant, key, requested, except);
    if (!state.fits) throw linkErrors.limitExceeded(limitDetails(link, bound, state, requested));
  }
}

/**
 * 409 LINK_LIMIT_EXCEEDED when the record `key` (as written) holds a bound below what is linked to it: a
 * generic update lowered or cleared it. `requested` is then the linked total and `limit` the new value.
 */
export async function assertBoundKept(db: Queryable, link: ResolvedLink, bound: LinkBound, tenant: string, key: string): Promise<void> {
  const state = await boundState(db, link, bound, tenant, key, 0);
  if (state.assigned > 0 && !state.fits) throw linkErrors.limitExceeded(limitDetails(link, bound, { ...state, assigned: 0 }, state.assigned));
}

function limitDetails(link: ResolvedLink, bound: LinkBound, state: BoundState, requested: number): LinkLimitDetails {
  return { bound: bound.bound, limit: state.limit, assigned: state.assigned, requested, unit: link.declaration.quantity!.unit };
}
