import { listCell, listText } from '../../shared/list-properties';
import type { PropertySchema } from '../../shared/registry';

export type AuditRecord = Record<string, unknown> | null;

export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
  /** True when the field was added, removed or got another value (deep, by JSON). */
  changed: boolean;
}

/** Every field of either side, in the order of `after` then the fields only `before` has. */
export function auditDiff(before: AuditRecord, after: AuditRecord): AuditFieldChange[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.map((field) => {
    const old = before?.[field];
    const next = after?.[field];
    return { field, before: old, after: next, changed: JSON.stringify(old) !== JSON.stringify(next) };
  });
}

/**
 * A stored value as text: strings as they are, missing values empty, lists as an export cell shows them (entries
 * by the properties of `property`, the field's schema when the entity is in the registry), everything else as JSON.
 */
export function auditValue(value: unknown, property?: PropertySchema): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return property?.items?.properties ? listCell(property, value) : listText(value);
  return JSON.stringify(value);
}
