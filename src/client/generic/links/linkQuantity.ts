import type { LinkDeclaration, LinkedRecord, LinkList } from '../../../shared/links';

/** Float noise of a subtraction (120 − 80.1) must not reach the input as 39.900000000000006. */
const PRECISION = 1e6;

const clean = (value: number) => Math.round(value * PRECISION) / PRECISION;

/**
 * The quantity a new link starts with: as much as both the source's remaining quantity and the target's
 * available quantity allow (either may be unknown); null when neither says anything or nothing is left.
 */
export function defaultLinkQuantity(remaining: number | null | undefined, available: number | undefined): number | null {
  const bounds = [remaining, available].filter((value): value is number => typeof value === 'number');
  if (bounds.length === 0) return null;
  const quantity = clean(Math.min(...bounds));
  return quantity > 0 ? quantity : null;
}

/** Whether the source may link one more target (maxTargets; collection → its one delivery). */
export function canLinkMore(declaration: LinkDeclaration, list: LinkList | undefined): boolean {
  if (!list) return false;
  return declaration.maxTargets === undefined || list.items.length < declaration.maxTargets;
}

/** A quantity link whose source leaves its bound empty cannot link anything (the contract's `limit: null`). */
export function lacksSourceLimit(declaration: LinkDeclaration, list: LinkList | undefined): boolean {
  return Boolean(declaration.quantity?.sourceLimit) && list?.limit === null;
}

/**
 * The most a linked record's quantity may become: what the source has left and what the target's bound
 * leaves, each plus the quantity it already holds; null when neither bound is known.
 */
export function maxLinkQuantity(record: LinkedRecord, list: LinkList | undefined): number | null {
  const own = record.quantity ?? 0;
  const bounds: number[] = [];
  if (typeof list?.remaining === 'number') bounds.push(list.remaining + own);
  if (typeof record.targetLimit === 'number') bounds.push(record.targetLimit - (record.targetAssigned ?? 0) + own);
  return bounds.length ? Math.max(0, clean(Math.min(...bounds))) : null;
}
