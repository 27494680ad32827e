import type { EntitySchema } from './registry';

/** Whether a stored record is locked by its entity's x-lock (docs/domain-rules.md#locks). */
export function isLockedRecord(entity: EntitySchema, record: Record<string, unknown> | undefined): boolean {
  const lock = entity['x-lock'];
  if (!lock || !record) return false;
  const value = record[lock.property];
  return value !== undefined && value !== null && lock.values.includes(value as string | number);
}
